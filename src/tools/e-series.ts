// The IEC 60063:2015 preferred-number series E3 … E96 (resistors and capacitors), one decade each, as integer
// mantissas: E3–E24 with two significant figures (10 … 91), E48 and E96 with three (100 … 976). A value of the series is
// mantissa × 10^k for any integer k; build it as Number(`${mantissa}e${k}`) so that 4.7 kΩ is exactly 4700.
// E24 keeps its historical values (2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1), which differ
// from round(10^(i/24)); E48 and E96 are round(10^(i/n), 3 figures) throughout. E192 (irregular at 920) is not here.
// Source: IEC 60063:2015 "Preferred number series for resistors and capacitors", tables 1 and 2 (checked 2025).

export const E_SERIES_SOURCE = 'IEC 60063:2015';

export const E3 = [10, 22, 47] as const;
export const E6 = [10, 15, 22, 33, 47, 68] as const;
export const E12 = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82] as const;
export const E24 = [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91] as const;
export const E48 = [
  100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261, 274, 287, 301,
  316, 332, 348, 365, 383, 402, 422, 442, 464, 487, 511, 536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953,
] as const;
export const E96 = [
  100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169, 174,
  178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294, 301, 309,
  316, 324, 332, 340, 348, 357, 365, 374, 383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511, 523, 536, 549,
  562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953, 976,
] as const;

export type ESeriesName = 'E3' | 'E6' | 'E12' | 'E24' | 'E48' | 'E96';

/** Each series' mantissas (ascending, one decade) and how many significant figures they carry. */
export const E_SERIES: Readonly<Record<ESeriesName, { values: readonly number[]; figures: 2 | 3 }>> = {
  E3: { values: E3, figures: 2 },
  E6: { values: E6, figures: 2 },
  E12: { values: E12, figures: 2 },
  E24: { values: E24, figures: 2 },
  E48: { values: E48, figures: 3 },
  E96: { values: E96, figures: 3 },
};

/** The value mantissa × 10^exponent as the nearest double of the decimal number (e.g. 47, 2 → 4700; 47, -1 → 4.7). */
export const seriesValue = (mantissa: number, exponent: number): number => Number(`${mantissa}e${exponent}`);
