// Income-tax bracket presets of tax-bracket-calculator (TOOLS-PLAN-2 §4 Finance row 5, §3 point 6): data shipped in
// the repository, never downloaded. Add a preset per year; never edit a published one.
// Source: IRS Rev. Proc. 2024-40 (published 2024-10-22), §3.01 "Tax Rate Tables", taxable years beginning in 2025:
// Table 1 (married filing jointly), Table 2 (heads of households), Table 3 (unmarried individuals), Table 4 (married
// filing separately). Each row: the rate applies to taxable income above the previous row's upTo and not over upTo.

export interface Bracket {
  /** Upper end of the bracket (inclusive), null for the top bracket. */
  upTo: number | null;
  ratePercent: number;
}

export interface BracketPreset {
  name: string;
  source: string;
  brackets: readonly Bracket[];
}

const REV_PROC_2024_40 = 'IRS Rev. Proc. 2024-40 §3.01 (2025)';

const schedule = (tops: readonly number[]): Bracket[] => {
  const rates = [10, 12, 22, 24, 32, 35, 37];
  return rates.map((ratePercent, i) => ({ upTo: tops[i] ?? null, ratePercent }));
};

export const TAX_BRACKET_PRESETS = {
  'us-federal-2025-single': { name: 'US federal 2025, single (unmarried individuals)', source: REV_PROC_2024_40, brackets: schedule([11925, 48475, 103350, 197300, 250525, 626350]) },
  'us-federal-2025-married-joint': { name: 'US federal 2025, married filing jointly (and surviving spouses)', source: REV_PROC_2024_40, brackets: schedule([23850, 96950, 206700, 394600, 501050, 751600]) },
  'us-federal-2025-married-separate': { name: 'US federal 2025, married filing separately', source: REV_PROC_2024_40, brackets: schedule([11925, 48475, 103350, 197300, 250525, 375800]) },
  'us-federal-2025-head-of-household': { name: 'US federal 2025, head of household', source: REV_PROC_2024_40, brackets: schedule([17000, 64850, 103350, 197300, 250500, 626350]) },
} as const satisfies Record<string, BracketPreset>;

export type TaxBracketPresetId = keyof typeof TAX_BRACKET_PRESETS;
export const TAX_BRACKET_PRESET_IDS = Object.keys(TAX_BRACKET_PRESETS) as TaxBracketPresetId[];
