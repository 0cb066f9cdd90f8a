import { Decimal as DecimalJs } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { ATOMIC_WEIGHTS, ATOMIC_WEIGHTS_TABLE, ELEMENTS_WITHOUT_WEIGHT } from '../science-data.ts';

// Exact: 10^12 atoms × 238.03 summed over a few elements needs about 20 digits.
const Decimal = DecimalJs.clone({ precision: 40 });
const MAX_NESTING = 10;
const MAX_COUNT = 1_000_000;
/** Atoms of one element in the whole formula, beyond which counts stop being exact integers worth reporting. */
const MAX_TOTAL_ATOMS = 1e12;
const HYDRATE_DOT = /[·•⋅.*]/;
const CLOSING: Record<string, string> = { '(': ')', '[': ']' };

type Counts = Map<string, bigint>;

function add(into: Counts, from: Counts, times: bigint): void {
  for (const [element, count] of from) into.set(element, (into.get(element) ?? 0n) + count * times);
}

/** Recursive-descent parser over one formula with nesting, counts and hydrate parts. */
class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

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
        if (ATOMIC_WEIGHTS[symbol] === undefined) {
          throw this.fail(ELEMENTS_WITHOUT_WEIGHT.has(symbol) ? `${symbol} has no standard atomic weight` : `unknown element "${symbol}"`);
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

export default defineTool({
  slug: 'molar-mass-calculator',
  name: 'Molar mass calculator',
  category: 'science',
  description: `Molar mass (g/mol) and mass composition of a chemical formula, e.g. Ca(OH)2, K4[Fe(CN)6] or CuSO4·5H2O (hydrate parts joined by ·, . or * may start with a coefficient). Uses the ${ATOMIC_WEIGHTS_TABLE} (five significant figures; conventional values such as H 1.0080, C 12.011 for elements given as an interval), summed exactly; mass percentages are rounded half-up to 4 decimals. Elements with no standard atomic weight (Tc, Pm, Po, Rn …) are refused.`,
  inputSchema: {
    type: 'object',
    properties: {
      formula: { type: 'string', minLength: 1, maxLength: 200, description: 'e.g. "H2O", "Ca(OH)2", "CuSO4·5H2O". Counts up to 1 000 000, brackets up to 10 deep.' },
    },
    required: ['formula'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      molarMass: { type: 'number', description: 'g/mol.' },
      composition: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            element: { type: 'string' },
            count: { type: 'integer', description: 'Atoms per formula unit.' },
            massPercent: { type: 'number', description: 'Share of the molar mass, rounded to 4 decimals.' },
          },
          required: ['element', 'count', 'massPercent'],
        },
        description: 'In order of first appearance.',
      },
    },
    required: ['molarMass', 'composition'],
  },
  examples: [
    {"inputs": {"formula": "H2O"}, "result": {"molarMass": 18.015, "composition": [{"element": "H", "count": 2, "massPercent": 11.1907}, {"element": "O", "count": 1, "massPercent": 88.8093}]}},
    {"inputs": {"formula": "CuSO4·5H2O"}, "result": {"molarMass": 249.677, "composition": [{"element": "Cu", "count": 1, "massPercent": 25.4513}, {"element": "S", "count": 1, "massPercent": 12.8406}, {"element": "O", "count": 9, "massPercent": 57.6709}, {"element": "H", "count": 10, "massPercent": 4.0372}]}},
    {"inputs": {"formula": "K4[Fe(CN)6]"}, "result": {"molarMass": 368.345, "composition": [{"element": "K", "count": 4, "massPercent": 42.458}, {"element": "Fe", "count": 1, "massPercent": 15.1611}, {"element": "C", "count": 6, "massPercent": 19.5648}, {"element": "N", "count": 6, "massPercent": 22.8161}]}},
    {"inputs": {"formula": "Ca(OH)2"}, "result": {"molarMass": 74.092, "composition": [{"element": "Ca", "count": 1, "massPercent": 54.0922}, {"element": "O", "count": 2, "massPercent": 43.1868}, {"element": "H", "count": 2, "massPercent": 2.7209}]}},
  ],
  run({ formula }: { formula: string }) {
    const text = formula.replace(/\s+/g, '');
    if (text === '') throw new ToolError('The formula is empty.');
    const counts = new Parser(text).parse();
    const masses = [...counts].map(([element, count]) => {
      if (count > BigInt(MAX_TOTAL_ATOMS)) throw new ToolError(`The formula holds more than ${MAX_TOTAL_ATOMS} atoms of ${element}.`);
      return { element, count, mass: new Decimal(ATOMIC_WEIGHTS[element]!).times(count.toString()) };
    });
    const total = masses.reduce((sum, m) => sum.plus(m.mass), new Decimal(0));
    return {
      molarMass: total.toNumber(),
      composition: masses.map(({ element, count, mass }) => ({
        element,
        count: Number(count),
        massPercent: mass.times(100).div(total).toDecimalPlaces(4, DecimalJs.ROUND_HALF_UP).toNumber(),
      })),
    };
  },
});
