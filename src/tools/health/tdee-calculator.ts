import { defineTool } from '../define.ts';
import { bmrInputProperties, bmrRounded, round, type BmrInputs } from '../health-formulas.ts';

const activityFactors = { sedentary: '1.2', light: '1.375', moderate: '1.55', active: '1.725', 'very-active': '1.9' } as const;

interface Inputs extends BmrInputs {
  activityLevel: keyof typeof activityFactors;
}

export default defineTool({
  slug: 'tdee-calculator',
  name: 'TDEE calculator',
  category: 'health',
  description:
    'Total daily energy expenditure: the basal metabolic rate (Mifflin–St Jeor, Harris–Benedict as revised by Roza–Shizgal, or Katch–McArdle, as in bmr-calculator) times the activity factor sedentary 1.2, light 1.375, moderate 1.55, active 1.725, very-active 1.9. Both results are computed exactly in decimal and rounded half up to 0.01 kcal/day at the end. An estimate, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      ...bmrInputProperties,
      activityLevel: {
        type: 'string',
        enum: Object.keys(activityFactors),
        default: 'sedentary',
        description: 'sedentary (little exercise), light (1–3 days a week), moderate (3–5), active (6–7), very-active (hard daily training or physical job).',
      },
    },
    required: ['sex', 'age', 'weightKg', 'heightCm'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      bmr: { type: 'number', description: 'Basal metabolic rate in kcal/day (2 decimals).' },
      tdee: { type: 'number', description: 'Total daily energy expenditure in kcal/day (2 decimals).' },
    },
    required: ['bmr', 'tdee'],
  },
  examples: [
    { inputs: { sex: 'male', age: 30, weightKg: 80, heightCm: 180, formula: 'mifflin-st-jeor', activityLevel: 'moderate' }, result: { bmr: 1780, tdee: 2759 } },
    { inputs: { sex: 'female', age: 28, weightKg: 58.3, heightCm: 162.5, formula: 'mifflin-st-jeor', activityLevel: 'light' }, result: { bmr: 1297.63, tdee: 1784.23 } },
  ],
  run(inputs: Inputs) {
    const { exact, rounded } = bmrRounded(inputs);
    return { bmr: rounded, tdee: round(exact.times(activityFactors[inputs.activityLevel]), 2) };
  },
});
