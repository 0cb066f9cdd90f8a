import { ToolError, defineTool, nullable } from '../define.ts';
import { KG_PER_LB, M_PER_IN, finite, healthyWeightRangeKg, round } from '../health-formulas.ts';

interface Inputs {
  weight: number;
  height: number;
  unitSystem: 'metric' | 'imperial';
}

type Category = 'underweight' | 'normal' | 'overweight' | 'obese';

export default defineTool({
  slug: 'bmi-calculator',
  name: 'BMI calculator',
  category: 'health',
  description:
    'Body mass index, kg / m² (imperial inputs converted with the exact 0.45359237 kg/lb and 0.0254 m/in, no 703 shortcut), classified with the WHO adult cut-offs on the unrounded value: underweight < 18.5 ≤ normal < 25 ≤ overweight < 30 ≤ obese (class I < 35 ≤ II < 40 ≤ III). bmiRounded and the healthy weight range (BMI 18.5 to 25, in the input weight unit) are rounded half up to 1 decimal. An estimate for adults, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      weight: { type: 'number', exclusiveMinimum: 0, maximum: 1500, description: 'Body weight in kg (metric) or lb (imperial).' },
      height: { type: 'number', exclusiveMinimum: 0, maximum: 300, description: 'Height in cm (metric) or inches (imperial).' },
      unitSystem: { type: 'string', enum: ['metric', 'imperial'], default: 'metric', description: 'metric: kg and cm; imperial: lb and in.' },
    },
    required: ['weight', 'height'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      bmi: { type: 'number', description: 'Body mass index in kg/m², unrounded.' },
      bmiRounded: { type: 'number', description: 'BMI rounded half up to 1 decimal.' },
      category: { type: 'string', enum: ['underweight', 'normal', 'overweight', 'obese'] },
      obesityClass: nullable({ type: 'integer' }, { description: 'WHO obesity class 1, 2 or 3; null when not obese.' }),
      healthyWeightRange: {
        type: 'object',
        description: 'Weights giving BMI 18.5 to 25 at this height, in the input weight unit (1 decimal).',
        properties: { min: { type: 'number' }, max: { type: 'number' } },
        required: ['min', 'max'],
      },
    },
    required: ['bmi', 'bmiRounded', 'category', 'obesityClass', 'healthyWeightRange'],
  },
  examples: [
    {
      inputs: { weight: 70, height: 175, unitSystem: 'metric' },
      result: { bmi: 22.857142857142858, bmiRounded: 22.9, category: 'normal', obesityClass: null, healthyWeightRange: { min: 56.7, max: 76.6 } },
    },
    {
      inputs: { weight: 250, height: 68, unitSystem: 'imperial' },
      result: { bmi: 38.01197986803414, bmiRounded: 38, category: 'obese', obesityClass: 2, healthyWeightRange: { min: 121.7, max: 164.4 } },
    },
  ],
  run({ weight, height, unitSystem }: Inputs) {
    const kg = unitSystem === 'imperial' ? weight * KG_PER_LB : weight;
    const m = unitSystem === 'imperial' ? height * M_PER_IN : height / 100;
    const bmi = finite(kg / (m * m));
    if (bmi > 1e6) throw new ToolError('Height is too small for this weight: check the units.');
    let category: Category = 'obese';
    if (bmi < 18.5) category = 'underweight';
    else if (bmi < 25) category = 'normal';
    else if (bmi < 30) category = 'overweight';
    const obesityClass = category !== 'obese' ? null : bmi < 35 ? 1 : bmi < 40 ? 2 : 3;
    const square = m * m;
    const healthyWeightRange =
      unitSystem === 'imperial'
        ? { min: round((18.5 * square) / KG_PER_LB, 1), max: round((25 * square) / KG_PER_LB, 1) }
        : healthyWeightRangeKg(m);
    return { bmi, bmiRounded: round(bmi, 1), category, obesityClass, healthyWeightRange };
  },
});
