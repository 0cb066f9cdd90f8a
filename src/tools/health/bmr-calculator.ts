import { defineTool } from '../define.ts';
import { bmrInputProperties, bmrRounded, type BmrInputs } from '../health-formulas.ts';

export default defineTool({
  slug: 'bmr-calculator',
  name: 'BMR calculator',
  category: 'health',
  description:
    'Basal metabolic rate in kcal/day by Mifflin–St Jeor (10·kg + 6.25·cm − 5·age + 5 for men, − 161 for women), Harris–Benedict as revised by Roza and Shizgal (1984) or Katch–McArdle (370 + 21.6 × lean mass in kg, needs bodyFatPercent), computed exactly in decimal and rounded half up to 0.01 kcal. An estimate, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: bmrInputProperties,
    required: ['sex', 'age', 'weightKg', 'heightCm'],
  },
  outputSchema: {
    type: 'object',
    properties: { bmr: { type: 'number', description: 'Basal metabolic rate in kcal/day (2 decimals).' } },
    required: ['bmr'],
  },
  examples: [
    // Reference (TOOLS-PLAN §6): Mifflin–St Jeor, male, 30 y, 80 kg, 180 cm → 1780 kcal/day.
    { inputs: { sex: 'male', age: 30, weightKg: 80, heightCm: 180, formula: 'mifflin-st-jeor' }, result: { bmr: 1780 } },
    { inputs: { sex: 'female', age: 45, weightKg: 62.5, heightCm: 165, formula: 'harris-benedict' }, result: { bmr: 1341.85 } },
    { inputs: { sex: 'male', age: 35, weightKg: 90, heightCm: 185, formula: 'katch-mcardle', bodyFatPercent: 18 }, result: { bmr: 1964.08 } },
  ],
  run(inputs: BmrInputs) {
    return { bmr: bmrRounded(inputs).rounded };
  },
});
