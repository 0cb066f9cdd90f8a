// Data and helpers shared by the science tools: IEC 60062 colour code, IEC 60063 E-series, IUPAC atomic weights,
// exact SI constants and the guard that keeps NaN and Infinity out of every result.
import { ToolError } from './define.ts';

/** Molar gas constant R = N_A·k, exact since the 2019 SI redefinition (CODATA 2018: 8.314 462 618… J/(mol·K)). */
export const GAS_CONSTANT = 8.314462618;
/** Standard acceleration of gravity (CGPM 1901, exact), m/s². */
export const STANDARD_GRAVITY = 9.80665;

/** The result guard of every science tool (src/tools/input.ts). */
export { finite } from './input.ts';

// ---------------------------------------------------------------------------------------------------------------
// IEC 60062:2016 resistor colour code. Digits 0–9; multiplier 10^digit plus gold 10^-1, silver 10^-2, pink 10^-3;
// tolerance in percent with its IEC letter (no band = ±20 %, M); temperature coefficient in ppm/K.

export const COLORS = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white', 'gold', 'silver', 'pink'] as const;
export type Color = (typeof COLORS)[number];

/** Significant-figure value of a colour (black … white only). */
export const DIGIT: Partial<Record<Color, number>> = {
  black: 0, brown: 1, red: 2, orange: 3, yellow: 4, green: 5, blue: 6, violet: 7, grey: 8, white: 9,
};

/** Multiplier band: the power of ten. */
export const MULTIPLIER_EXPONENT: Partial<Record<Color, number>> = {
  pink: -3, silver: -2, gold: -1, black: 0, brown: 1, red: 2, orange: 3, yellow: 4, green: 5, blue: 6, violet: 7, grey: 8, white: 9,
};

export const TOLERANCE: Partial<Record<Color, { percent: number; letter: string }>> = {
  brown: { percent: 1, letter: 'F' },
  red: { percent: 2, letter: 'G' },
  orange: { percent: 0.05, letter: 'W' },
  yellow: { percent: 0.02, letter: 'P' },
  green: { percent: 0.5, letter: 'D' },
  blue: { percent: 0.25, letter: 'C' },
  violet: { percent: 0.1, letter: 'B' },
  grey: { percent: 0.01, letter: 'L' },
  gold: { percent: 5, letter: 'J' },
  silver: { percent: 10, letter: 'K' },
};
/** Tolerance of a resistor whose tolerance band is absent (three-band marking). */
export const NO_BAND_TOLERANCE = { percent: 20, letter: 'M' };

export const TEMPERATURE_COEFFICIENT_PPM: Partial<Record<Color, number>> = {
  black: 250, brown: 100, red: 50, orange: 15, yellow: 25, green: 20, blue: 10, violet: 5, grey: 1,
};

// ---------------------------------------------------------------------------------------------------------------
// IEC 60063:2015 preferred numbers, as two-significant-digit integers (1.0 → 10, 8.2 → 82) so no float rounding
// creeps into a decade (2.2 × 100 is 220.00000000000003 in binary floating point).

export const E12 = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82] as const;
export const E24 = [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91] as const;

/**
 * The smallest value of `series` (decade-repeated) that is ≥ `value` (> 0), as the double nearest it. A value within
 * 1e-9 (relative) below a series value counts as that value, so float noise (119.99999999999993) picks 120, not 150.
 */
export function seriesAtOrAbove(value: number, series: readonly number[]): number {
  const floor = value * (1 - 1e-9);
  // series[i] × 10^(k−1): start one decade below the estimate to absorb log10 rounding, then walk up.
  let decade = Math.floor(Math.log10(value)) - 2;
  for (let step = 0; step < 4; step++, decade++) {
    for (const mantissa of series) {
      const candidate = Number(`${mantissa}e${decade}`);
      if (candidate >= floor) return candidate;
    }
  }
  throw new ToolError(`No E-series value found at or above ${value}.`);
}

// ---------------------------------------------------------------------------------------------------------------
// Atomic weights: IUPAC/CIAAW "Abridged standard atomic weights" to five significant figures (2021 table, Pure Appl.
// Chem. 94 (2022) 573–600), which for the elements given as an interval are the conventional values (H 1.0080, C 12.011,
// O 15.999, Cl 35.45 …). Written as strings so the sums can be done exactly in decimal.

export const ATOMIC_WEIGHTS_TABLE = 'IUPAC/CIAAW abridged standard atomic weights 2021';

export const ATOMIC_WEIGHTS: Readonly<Record<string, string>> = {
  H: '1.0080', He: '4.0026', Li: '6.94', Be: '9.0122', B: '10.81', C: '12.011', N: '14.007', O: '15.999', F: '18.998',
  Ne: '20.180', Na: '22.990', Mg: '24.305', Al: '26.982', Si: '28.085', P: '30.974', S: '32.06', Cl: '35.45', Ar: '39.95',
  K: '39.098', Ca: '40.078', Sc: '44.956', Ti: '47.867', V: '50.942', Cr: '51.996', Mn: '54.938', Fe: '55.845', Co: '58.933',
  Ni: '58.693', Cu: '63.546', Zn: '65.38', Ga: '69.723', Ge: '72.630', As: '74.922', Se: '78.971', Br: '79.904', Kr: '83.798',
  Rb: '85.468', Sr: '87.62', Y: '88.906', Zr: '91.224', Nb: '92.906', Mo: '95.95', Ru: '101.07', Rh: '102.91', Pd: '106.42',
  Ag: '107.87', Cd: '112.41', In: '114.82', Sn: '118.71', Sb: '121.76', Te: '127.60', I: '126.90', Xe: '131.29', Cs: '132.91',
  Ba: '137.33', La: '138.91', Ce: '140.12', Pr: '140.91', Nd: '144.24', Sm: '150.36', Eu: '151.96', Gd: '157.25', Tb: '158.93',
  Dy: '162.50', Ho: '164.93', Er: '167.26', Tm: '168.93', Yb: '173.05', Lu: '174.97', Hf: '178.49', Ta: '180.95', W: '183.84',
  Re: '186.21', Os: '190.23', Ir: '192.22', Pt: '195.08', Au: '196.97', Hg: '200.59', Tl: '204.38', Pb: '207.2', Bi: '208.98',
  Th: '232.04', Pa: '231.04', U: '238.03',
};

/** Elements that exist but have no standard atomic weight (no stable isotope, no characteristic terrestrial composition). */
export const ELEMENTS_WITHOUT_WEIGHT = new Set([
  'Tc', 'Pm', 'Po', 'At', 'Rn', 'Fr', 'Ra', 'Ac', 'Np', 'Pu', 'Am', 'Cm', 'Bk', 'Cf', 'Es', 'Fm', 'Md', 'No', 'Lr', 'Rf',
  'Db', 'Sg', 'Bh', 'Hs', 'Mt', 'Ds', 'Rg', 'Cn', 'Nh', 'Fl', 'Mc', 'Lv', 'Ts', 'Og',
]);
