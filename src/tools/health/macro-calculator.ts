import { ToolError, defineTool } from '../define.ts';
import { dec, round } from '../health-formulas.ts';

/** Protein / carbohydrate / fat shares of energy in percent. */
const presets = {
  balanced: [30, 40, 30],
  'low-carb': [40, 20, 40],
  'high-protein': [40, 35, 25],
  keto: [20, 5, 75],
} as const;

interface Inputs {
  calories: number;
  preset?: keyof typeof presets;
  proteinPercent?: number;
  carbPercent?: number;
  fatPercent?: number;
}

const percent = (what: string) => ({ type: 'number', minimum: 0, maximum: 100, description: `Share of calories from ${what}, in percent.` });

export default defineTool({
  slug: 'macro-calculator',
  name: 'Macronutrient calculator',
  category: 'health',
  description:
    'Splits a daily calorie target into grams of protein, carbohydrate and fat with the Atwater factors 4, 4 and 9 kcal/g, from a preset (balanced 30/40/30, low-carb 40/20/40, high-protein 40/35/25, keto 20/5/75 % protein/carb/fat) or your own three percentages summing to 100. Grams rounded half up to 1 decimal. An estimate, not dietary advice.',
  inputSchema: {
    type: 'object',
    properties: {
      calories: { type: 'number', exclusiveMinimum: 0, maximum: 20000, description: 'Daily energy target in kcal.' },
      preset: { type: 'string', enum: Object.keys(presets), description: 'A preset split; balanced when no percentages are given.' },
      proteinPercent: percent('protein'),
      carbPercent: percent('carbohydrate'),
      fatPercent: percent('fat'),
    },
    required: ['calories'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      proteinGrams: { type: 'number' },
      carbGrams: { type: 'number' },
      fatGrams: { type: 'number' },
      proteinPercent: { type: 'number' },
      carbPercent: { type: 'number' },
      fatPercent: { type: 'number' },
    },
    required: ['proteinGrams', 'carbGrams', 'fatGrams', 'proteinPercent', 'carbPercent', 'fatPercent'],
  },
  examples: [
    { inputs: { calories: 2000, preset: 'balanced' }, result: { proteinGrams: 150, carbGrams: 200, fatGrams: 66.7, proteinPercent: 30, carbPercent: 40, fatPercent: 30 } },
    { inputs: { calories: 2350, proteinPercent: 35, carbPercent: 37.5, fatPercent: 27.5 }, result: { proteinGrams: 205.6, carbGrams: 220.3, fatGrams: 71.8, proteinPercent: 35, carbPercent: 37.5, fatPercent: 27.5 } },
    { inputs: { calories: 1800, preset: 'keto' }, result: { proteinGrams: 90, carbGrams: 22.5, fatGrams: 150, proteinPercent: 20, carbPercent: 5, fatPercent: 75 } },
  ],
  run({ calories, preset, proteinPercent, carbPercent, fatPercent }: Inputs) {
    const custom = [proteinPercent, carbPercent, fatPercent];
    const given = custom.filter((value) => value !== undefined).length;
    if (preset !== undefined && given > 0) throw new ToolError('Give either "preset" or the three percentages, not both.');
    if (given !== 0 && given !== 3) throw new ToolError('Give all three of "proteinPercent", "carbPercent" and "fatPercent".');
    const [protein, carb, fat] = (given === 3 ? custom : presets[preset ?? 'balanced']) as [number, number, number];
    if (!dec(protein).plus(carb).plus(fat).eq(100)) throw new ToolError('The three percentages must add up to 100.');
    const grams = (share: number, kcalPerGram: number) => round(dec(calories).times(share).dividedBy(100 * kcalPerGram), 1);
    return {
      proteinGrams: grams(protein, 4),
      carbGrams: grams(carb, 4),
      fatGrams: grams(fat, 9),
      proteinPercent: protein,
      carbPercent: carb,
      fatPercent: fat,
    };
  },
});
