import { defineTool } from '../define.ts';
import { KG_PER_LB } from '../health-formulas.ts';

interface Inputs {
  sex: 'male' | 'female';
  weight: number;
  weightUnit: 'kg' | 'lb';
  standardDrinks: number;
  hoursSinceFirstDrink: number;
  gramsPerDrink?: number;
  eliminationRate?: number;
}

const WIDMARK_R = { male: 0.68, female: 0.55 } as const;

export default defineTool({
  slug: 'bac-calculator',
  name: 'Blood alcohol (BAC) estimator',
  category: 'health',
  description:
    'Estimated blood alcohol concentration by the Widmark formula: BAC % = A / (W × r) × 100 − β × t, never below 0, with A = standardDrinks × gramsPerDrink (14 g, a US standard drink; 10 g in the UK/Australia), W the body weight in grams (lb × 0.45359237 kg), r the Widmark factor (0.68 men, 0.55 women), β the elimination rate (0.015 % per hour by default) and t the hours since the first drink. bacPerMille = 10 × BAC %; hoursUntilZero = BAC / β. Computed in doubles, unrounded. A rough population estimate only: food, drinking speed, medication and individual metabolism change real values a lot. Never use it to decide whether you can drive: do not drink and drive.',
  inputSchema: {
    type: 'object',
    properties: {
      sex: { type: 'string', enum: ['male', 'female'], description: 'Selects the Widmark body-water factor r (0.68 or 0.55).' },
      weight: { type: 'number', minimum: 1, maximum: 1500, description: 'Body weight in weightUnit.' },
      weightUnit: { type: 'string', enum: ['kg', 'lb'], default: 'kg', description: 'Unit of weight.' },
      standardDrinks: { type: 'number', minimum: 0, maximum: 50, description: 'Number of standard drinks.' },
      hoursSinceFirstDrink: { type: 'number', minimum: 0, maximum: 48, description: 'Hours since the first drink.' },
      gramsPerDrink: { type: 'number', minimum: 1, maximum: 100, default: 14, description: 'Grams of pure alcohol per standard drink (14 US, 10 UK/Australia, 8 for a UK unit).' },
      eliminationRate: { type: 'number', minimum: 0.001, maximum: 0.05, default: 0.015, description: 'Alcohol elimination rate, BAC percentage points per hour (0.015 by default; 0.010–0.020 typical).' },
    },
    required: ['sex', 'weight', 'standardDrinks', 'hoursSinceFirstDrink'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      alcoholGrams: { type: 'number', description: 'Pure alcohol consumed, grams.' },
      peakBacPercent: { type: 'number', description: 'A / (W × r) × 100, before elimination.' },
      bacPercent: { type: 'number', description: 'Estimated BAC now, in percent (g per 100 mL), ≥ 0.' },
      bacPerMille: { type: 'number', description: 'The same in per mille (g/L), as used in much of Europe.' },
      hoursUntilZero: { type: 'number', description: 'bacPercent / eliminationRate: hours from now until the estimate reaches 0.' },
    },
    required: ['alcoholGrams', 'peakBacPercent', 'bacPercent', 'bacPerMille', 'hoursUntilZero'],
  },
  // Expected results: test/reference/finance_health_plan2.py (the first is TOOLS-PLAN-2's reference: male, 180 lb, 3 drinks, 1 h → 0.0606 %).
  examples: [
    { inputs: { sex: "male", weight: 180, weightUnit: "lb", standardDrinks: 3, hoursSinceFirstDrink: 1 }, result: { alcoholGrams: 42, peakBacPercent: 0.07564881545559524, bacPercent: 0.06064881545559524, bacPerMille: 0.6064881545559524, hoursUntilZero: 4.04325436370635 } },
    { inputs: { sex: "female", weight: 62, weightUnit: "kg", standardDrinks: 2.5, hoursSinceFirstDrink: 2.5, gramsPerDrink: 10 }, result: { alcoholGrams: 25, peakBacPercent: 0.07331378299120235, bacPercent: 0.03581378299120235, bacPerMille: 0.35813782991202353, hoursUntilZero: 2.3875855327468236 } },
    { inputs: { sex: "male", weight: 95, weightUnit: "kg", standardDrinks: 1, hoursSinceFirstDrink: 6 }, result: { alcoholGrams: 14, peakBacPercent: 0.021671826625386994, bacPercent: 0, bacPerMille: 0, hoursUntilZero: 0 } },
  ],
  run({ sex, weight, weightUnit, standardDrinks, hoursSinceFirstDrink, gramsPerDrink = 14, eliminationRate = 0.015 }: Inputs) {
    const kg = weightUnit === 'lb' ? weight * KG_PER_LB : weight;
    const grams = standardDrinks * gramsPerDrink;
    const peak = (grams / (kg * 1000 * WIDMARK_R[sex])) * 100;
    const bac = Math.max(0, peak - eliminationRate * hoursSinceFirstDrink);
    return { alcoholGrams: grams, peakBacPercent: peak, bacPercent: bac, bacPerMille: bac * 10, hoursUntilZero: bac / eliminationRate };
  },
});
