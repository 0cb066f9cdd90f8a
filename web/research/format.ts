// Number and label formatting shared by the research pages.

const fixed = (digits: number) => new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const whole = new Intl.NumberFormat('en');
const formats = [0, 1, 2, 3].map(fixed);

export const int = (n: number) => whole.format(n);
export const num = (n: number | null, digits = 2) => (n === null ? '—' : (formats[digits] ?? fixed(digits)).format(n));
export const pct = (share: number | null, digits = 0) => (share === null ? '—' : `${num(share * 100, digits)} %`);
/** A [low, high] interval (the API sends it as a two-number array, or null). */
export const interval = (range: readonly number[] | null, digits = 1) =>
  range?.length === 2 ? `${num(range[0]!, digits)}–${num(range[1]!, digits)}` : '';

/** p-values: small ones in scientific notation, so a significant 1e-9 does not print as 0.000. */
export const pValue = (p: number | null) => (p === null ? '—' : p < 0.001 ? p.toExponential(1) : num(p, 3));

/** "camelCase" and "kebab-case" ids as words. */
export const words = (id: string) =>
  id
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
