import { defineTool } from '../define.ts';
import { COOKING_UNITS, VALUE_SCHEMA, convertCooking, type CookingUnit } from '../unit-factors.ts';

const units = Object.keys(COOKING_UNITS) as CookingUnit[];
const unitList = Object.entries(COOKING_UNITS)
  .map(([id, unit]) => `${id} = ${unit.name}`)
  .join(', ');

export default defineTool({
  slug: 'cooking-converter',
  name: 'Cooking converter',
  category: 'units',
  description:
    'Converts recipe quantities between US cups, tablespoons, teaspoons and fluid ounces, millilitres, litres, metric cups (250 mL), grams, kilograms, ounces and pounds. US measures are exact fractions of the 231 in³ gallon (cup 236.5882365 mL, tbsp = cup/16, tsp = tbsp/3); crossing volume and mass needs the ingredient density in g/mL (no ingredient table is shipped). The result is the nearest double.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { ...VALUE_SCHEMA, description: 'The quantity to convert.' },
      from: { type: 'string', enum: units, description: `Unit of the value: ${unitList}.` },
      to: { type: 'string', enum: units, description: 'Target unit.' },
      densityGPerMl: {
        type: 'number',
        exclusiveMinimum: 0,
        maximum: 100,
        description: 'Density of the ingredient in g/mL, needed only between a volume and a mass (water 1).',
      },
    },
    required: ['value', 'from', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: { result: { type: 'number', description: 'The converted quantity: exact factors, the nearest double.' } },
    required: ['result'],
  },
  examples: [
    { inputs: { value: 1, from: 'cup', to: 'ml' }, result: { result: 236.5882365 } },
    { inputs: { value: 3, from: 'tsp', to: 'tbsp' }, result: { result: 1 } },
    { inputs: { value: 2, from: 'cup', to: 'g', densityGPerMl: 0.53 }, result: { result: 250.78353069 } },
    { inputs: { value: 1, from: 'lb', to: 'metric-cup', densityGPerMl: 0.85 }, result: { result: 2.1345523294117648 } },
  ],
  run({ value, from, to, densityGPerMl }: { value: number; from: CookingUnit; to: CookingUnit; densityGPerMl?: number }) {
    return { result: convertCooking(value, from, to, densityGPerMl) };
  },
});
