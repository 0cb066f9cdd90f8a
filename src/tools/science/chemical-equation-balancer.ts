import Fraction from 'fraction.js';
import { parseFormula } from '../chemical-formula.ts';
import { ToolError, defineTool } from '../define.ts';

const MAX_SPECIES = 30;
/** The arrow between the sides: =, ->, →, ⟶, <=>, ⇌. */
const ARROW = /\s*(?:<=>|<->|->|=|→|⟶|⇌)\s*/;

interface Species {
  formula: string;
  counts: Map<string, bigint>;
}

function side(text: string, name: string): Species[] {
  if (text.trim() === '') throw new ToolError(`The ${name} side is empty.`);
  return text.split('+').map((raw) => {
    // A coefficient written in front of a species is dropped: the tool finds its own.
    const formula = raw.replace(/\s+/g, '').replace(/^\d+(?=[A-Z([])/, '');
    if (formula === '') throw new ToolError(`The ${name} side has an empty species (two "+" in a row, or one at an end).`);
    return { formula, counts: parseFormula(formula, { weighted: false }) };
  });
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/**
 * The null space of `matrix` (rows × columns, exact rationals), one basis vector per free column, by reduced row
 * echelon form.
 */
function nullSpace(matrix: Fraction[][], columns: number): Fraction[][] {
  const rows = matrix.map((row) => row.slice());
  const pivots: number[] = [];
  let r = 0;
  for (let c = 0; c < columns && r < rows.length; c++) {
    const p = rows.findIndex((row, i) => i >= r && !row[c]!.equals(0));
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p]!, rows[r]!];
    const pivot = rows[r]![c]!;
    rows[r] = rows[r]!.map((x) => x.div(pivot));
    for (let i = 0; i < rows.length; i++) {
      if (i === r || rows[i]![c]!.equals(0)) continue;
      const factor = rows[i]![c]!;
      rows[i] = rows[i]!.map((x, j) => x.sub(factor.mul(rows[r]![j]!)));
    }
    pivots.push(c);
    r++;
  }
  const basis: Fraction[][] = [];
  for (let free = 0; free < columns; free++) {
    if (pivots.includes(free)) continue;
    const vector = Array.from({ length: columns }, (_, j) => new Fraction(j === free ? 1 : 0));
    pivots.forEach((c, i) => (vector[c] = rows[i]![free]!.neg()));
    basis.push(vector);
  }
  return basis;
}

export default defineTool({
  slug: 'chemical-equation-balancer',
  name: 'Chemical equation balancer',
  category: 'science',
  description:
    'Balances a chemical equation by atom conservation: the coefficients are the null space of the element-by-species count matrix (products counted negative), found exactly over rationals and scaled to the smallest whole numbers. Sides are separated by =, ->, →, ⇌ or <=>; species by +. Formulas as in molar-mass-calculator: nesting with () and [], hydrates with · (CuSO4·5H2O); any of the 118 elements; a coefficient already written in front of a species is ignored. Ions and charges are not supported. An equation with no balancing, more than one independent balancing (two reactions in one) or one that needs a zero or negative coefficient is refused.',
  heavy: true,
  timeoutMs: 10_000,
  inputSchema: {
    type: 'object',
    properties: {
      equation: { type: 'string', minLength: 3, maxLength: 1000, description: 'e.g. "Fe + O2 = Fe2O3" or "C3H8 + O2 -> CO2 + H2O"; at most 30 species.' },
    },
    required: ['equation'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      coefficients: { type: 'array', items: { type: 'integer' }, description: 'Smallest whole numbers, reactants then products.' },
      balanced: { type: 'string', description: 'The balanced equation, e.g. "4Fe + 3O2 = 2Fe2O3" (a coefficient of 1 is not written).' },
    },
    required: ['coefficients', 'balanced'],
  },
  examples: [
    {"inputs": {"equation": "C3H8 + O2 = CO2 + H2O"}, "result": {"coefficients": [1, 5, 3, 4], "balanced": "C3H8 + 5O2 = 3CO2 + 4H2O"}},
    {"inputs": {"equation": "Fe + O2 -> Fe2O3"}, "result": {"coefficients": [4, 3, 2], "balanced": "4Fe + 3O2 = 2Fe2O3"}},
    {"inputs": {"equation": "KMnO4 + HCl = KCl + MnCl2 + H2O + Cl2"}, "result": {"coefficients": [2, 16, 2, 2, 8, 5], "balanced": "2KMnO4 + 16HCl = 2KCl + 2MnCl2 + 8H2O + 5Cl2"}},
    {"inputs": {"equation": "K4[Fe(CN)6] + H2SO4 + H2O → K2SO4 + FeSO4 + (NH4)2SO4 + CO"}, "result": {"coefficients": [1, 6, 6, 2, 1, 3, 6], "balanced": "K4[Fe(CN)6] + 6H2SO4 + 6H2O = 2K2SO4 + FeSO4 + 3(NH4)2SO4 + 6CO"}},
    {"inputs": {"equation": "CuSO4·5H2O = CuSO4 + H2O"}, "result": {"coefficients": [1, 1, 5], "balanced": "CuSO4·5H2O = CuSO4 + 5H2O"}},
  ],
  run({ equation }: { equation: string }) {
    const sides = equation.split(ARROW);
    if (sides.length !== 2) throw new ToolError('Write the equation with one arrow (=, ->, →, ⇌ or <=>) between reactants and products.');
    const reactants = side(sides[0]!, 'reactant');
    const products = side(sides[1]!, 'product');
    const species = [...reactants, ...products];
    if (species.length > MAX_SPECIES) throw new ToolError(`The equation has ${species.length} species; at most ${MAX_SPECIES} are balanced.`);
    const elements = [...new Set(species.flatMap((s) => [...s.counts.keys()]))];
    for (const element of elements) {
      const inReactants = reactants.some((s) => s.counts.has(element));
      const inProducts = products.some((s) => s.counts.has(element));
      if (!inReactants || !inProducts) throw new ToolError(`${element} appears only among the ${inReactants ? 'reactants' : 'products'}: the equation cannot be balanced.`);
    }
    const matrix = elements.map((element) =>
      species.map((s, j) => {
        const count = new Fraction(s.counts.get(element) ?? 0n);
        return j < reactants.length ? count : count.neg();
      }),
    );
    const basis = nullSpace(matrix, species.length);
    if (basis.length === 0) throw new ToolError('The equation cannot be balanced: no coefficients conserve every element.');
    if (basis.length > 1) {
      throw new ToolError(`The equation has ${basis.length} independent balancings (it mixes independent reactions), so no unique answer exists; split it or remove a species.`);
    }
    const vector = basis[0]!;
    // Scale to whole numbers: times the lcm of the denominators, divided by the gcd of the numerators.
    let lcm = 1n;
    for (const x of vector) lcm = (lcm / gcd(lcm, x.d)) * x.d;
    let integers = vector.map((x) => (x.s * x.n * lcm) / x.d);
    const divisor = integers.reduce((g, x) => gcd(g, x), 0n);
    integers = integers.map((x) => x / divisor);
    if (integers[0]! < 0n) integers = integers.map((x) => -x);
    if (integers.some((x) => x <= 0n)) {
      throw new ToolError('The only balancing needs a zero or negative coefficient: a species is on the wrong side or does not take part.');
    }
    if (integers.some((x) => x > BigInt(Number.MAX_SAFE_INTEGER))) throw new ToolError('The balancing needs coefficients above 2^53.');
    const coefficients = integers.map(Number);
    const write = (list: Species[], offset: number) =>
      list.map((s, i) => `${coefficients[offset + i] === 1 ? '' : coefficients[offset + i]}${s.formula}`).join(' + ');
    return { coefficients, balanced: `${write(reactants, 0)} = ${write(products, reactants.length)}` };
  },
});
