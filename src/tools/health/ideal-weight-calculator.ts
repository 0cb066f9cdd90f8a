import { defineTool } from '../define.ts';
import { healthyWeightRangeKg, round, type Sex } from '../health-formulas.ts';

/** kg at 5 ft (60 in) and kg per inch above it, by sex. */
const formulas = {
  devine: { male: [50, 2.3], female: [45.5, 2.3] },
  robinson: { male: [52, 1.9], female: [49, 1.7] },
  miller: { male: [56.2, 1.41], female: [53.1, 1.36] },
  hamwi: { male: [48, 2.7], female: [45.5, 2.2] },
} as const;

interface Inputs {
  sex: Sex;
  heightCm: number;
}

export default defineTool({
  slug: 'ideal-weight-calculator',
  name: 'Ideal body weight calculator',
  category: 'health',
  description:
    'Ideal body weight in kg by the Devine (1974), Robinson (1983), Miller (1983) and Hamwi (1964) formulas: a base weight at 5 ft plus a fixed amount per inch above it (height / 2.54 inches; below 5 ft the same rate is subtracted), and the weights giving the WHO normal BMI range 18.5 to 25. Rounded half up to 1 decimal. Estimates for adults, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      sex: { type: 'string', enum: ['male', 'female'], description: 'Biological sex: each formula has a male and a female version.' },
      heightCm: { type: 'number', minimum: 120, maximum: 250, description: 'Height in centimetres.' },
    },
    required: ['sex', 'heightCm'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      devine: { type: 'number', description: 'kg' },
      robinson: { type: 'number', description: 'kg' },
      miller: { type: 'number', description: 'kg' },
      hamwi: { type: 'number', description: 'kg' },
      bmiRange: {
        type: 'object',
        description: 'Weights in kg giving BMI 18.5 to 25 at this height.',
        properties: { min: { type: 'number' }, max: { type: 'number' } },
        required: ['min', 'max'],
      },
    },
    required: ['devine', 'robinson', 'miller', 'hamwi', 'bmiRange'],
  },
  examples: [
    { inputs: { sex: 'male', heightCm: 180 }, result: { devine: 75, robinson: 72.6, miller: 71.5, hamwi: 77.3, bmiRange: { min: 59.9, max: 81 } } },
    { inputs: { sex: 'female', heightCm: 150 }, result: { devine: 43.3, robinson: 47.4, miller: 51.8, hamwi: 43.4, bmiRange: { min: 41.6, max: 56.3 } } },
  ],
  run({ sex, heightCm }: Inputs) {
    const overFiveFeet = heightCm / 2.54 - 60;
    const weight = (name: keyof typeof formulas) => {
      const [base, perInch] = formulas[name][sex];
      return round(base + perInch * overFiveFeet, 1);
    };
    return {
      devine: weight('devine'),
      robinson: weight('robinson'),
      miller: weight('miller'),
      hamwi: weight('hamwi'),
      bmiRange: healthyWeightRangeKg(heightCm / 100),
    };
  },
});
