// The chemical formula parser shared by molar-mass-calculator, molarity-calculator and chemical-equation-balancer:
// nesting with () and [], counts, and hydrate parts joined by ·, ., • or * that may start with a coefficient.
import { Decimal as DecimalJs } from 'decimal.js';
import { ToolError } from './define.ts';
import { ELEMENT_SYMBOLS } from './elements.ts';
import { ATOMIC_WEIGHTS, ELEMENTS_WITHOUT_WEIGHT } from './science-data.ts';

// Exact: 10^12 atoms × 238.03 summed over a few elements needs about 20 digits.
const Decimal = DecimalJs.clone({ precision: 40 });
const MAX_NESTING = 10;
const MAX_COUNT = 1_000_000;
/** Atoms of one element in the whole formula, beyond which counts stop being exact integers worth reporting. */
export const MAX_TOTAL_ATOMS = 1e12;
const HYDRATE_DOT = /[·•⋅.*]/;
const CLOSING: Record<string, string> = { '(': ')', '[': ']' };

/** Atoms per formula unit, by element in order of first appearance. */
export type Counts = Map<string, bigint>;

function add(into: Counts, from: Counts, times: bigint): void {
  for (const [element, count] of from) into.set(element, (into.get(element) ?? 0n) + count * times);
}

export interface ParseOptions {
  /** Refuse the elements that have no standard atomic weight (Tc, Pm, Po …), as a molar mass needs (default true). */
  weighted?: boolean;
}

/** Recursive-descent parser over one formula with nesting, counts and hydrate parts. */
class Parser {
  private at = 0;
  constructor(
    private readonly text: string,
    private readonly weighted: boolean,
  ) {}

  parse(): Counts {
    const total: Counts = new Map();
    for (;;) {
      const coefficient = this.number() ?? 1n;
      const part = this.sequence(0, null);
      if (part.size === 0) throw this.fail('expected an element symbol (a capital letter, as in Na or Cl) or "("');
      add(total, part, coefficient);
      if (this.at === this.text.length) return total;
      if (!HYDRATE_DOT.test(this.text[this.at]!)) throw this.fail(`unexpected "${this.text[this.at]}"`);
      this.at++;
    }
  }

  private fail(message: string): ToolError {
    return new ToolError(`Formula "${this.text}", position ${this.at + 1}: ${message}.`);
  }

  private number(): bigint | null {
    const match = /^\d+/.exec(this.text.slice(this.at, this.at + 12));
    if (!match) return null;
    const value = Number(match[0]);
    if (match[0].length > 7 || value > MAX_COUNT) throw this.fail(`counts go up to ${MAX_COUNT}`);
    if (value === 0) throw this.fail('a count of 0 is not allowed');
    this.at += match[0].length;
    return BigInt(value);
  }

  private sequence(depth: number, closing: string | null): Counts {
    const counts: Counts = new Map();
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === '(' || char === '[') {
        if (depth >= MAX_NESTING) throw this.fail(`brackets are nested more than ${MAX_NESTING} deep`);
        this.at++;
        const inner = this.sequence(depth + 1, CLOSING[char]!);
        if (inner.size === 0) throw this.fail('empty brackets');
        this.at++; // the closing bracket, checked by the inner call
        add(counts, inner, this.number() ?? 1n);
      } else if (char === ')' || char === ']') {
        if (closing === null) throw this.fail(`"${char}" closes nothing`);
        if (char !== closing) throw this.fail(`"${char}" where "${closing}" was expected`);
        return counts;
      } else if (/[A-Z]/.test(char)) {
        const symbol = /^[A-Z][a-z]?/.exec(this.text.slice(this.at))![0];
        if (this.weighted ? ATOMIC_WEIGHTS[symbol] === undefined : !ELEMENT_SYMBOLS.has(symbol)) {
          throw this.fail(ELEMENTS_WITHOUT_WEIGHT.has(symbol) && this.weighted ? `${symbol} has no standard atomic weight` : `unknown element "${symbol}"`);
        }
        this.at += symbol.length;
        add(counts, new Map([[symbol, 1n]]), this.number() ?? 1n);
      } else {
        break;
      }
    }
    if (closing !== null) throw this.fail(`missing "${closing}"`);
    return counts;
  }
}

/**
 * The atoms of one formula unit of `formula` (whitespace ignored), by element in order of first appearance. Refuses
 * (ToolError) a malformed formula, an unknown element and, unless `weighted` is false, an element without a standard
 * atomic weight.
 */
export function parseFormula(formula: string, { weighted = true }: ParseOptions = {}): Counts {
  const text = formula.replace(/\s+/g, '');
  if (text === '') throw new ToolError('The formula is empty.');
  return new Parser(text, weighted).parse();
}

export interface ElementMass {
  element: string;
  count: bigint;
  /** Grams per mole of formula units contributed by this element, exact. */
  mass: DecimalJs;
}

/** The exact molar mass (g/mol) of `formula` from the IUPAC abridged atomic weights, and each element's share. */
export function weighFormula(formula: string): { total: DecimalJs; masses: ElementMass[] } {
  const counts = parseFormula(formula);
  const masses = [...counts].map(([element, count]) => {
    if (count > BigInt(MAX_TOTAL_ATOMS)) throw new ToolError(`The formula holds more than ${MAX_TOTAL_ATOMS} atoms of ${element}.`);
    return { element, count, mass: new Decimal(ATOMIC_WEIGHTS[element]!).times(count.toString()) };
  });
  const total = masses.reduce((sum, m) => sum.plus(m.mass), new Decimal(0));
  return { total, masses };
}
