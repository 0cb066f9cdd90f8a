import { Decimal as DecimalJs } from 'decimal.js';
import { weighFormula } from '../chemical-formula.ts';
import { defineTool } from '../define.ts';
import { ATOMIC_WEIGHTS_TABLE } from '../science-data.ts';

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
    const { total, masses } = weighFormula(formula);
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
