import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  systolic: number;
  diastolic: number;
}

const CATEGORIES = ['normal', 'elevated', 'stage-1-hypertension', 'stage-2-hypertension', 'hypertensive-crisis'] as const;
type Category = (typeof CATEGORIES)[number];

const systolicCategory = (s: number): Category => (s < 120 ? 'normal' : s < 130 ? 'elevated' : s < 140 ? 'stage-1-hypertension' : s <= 180 ? 'stage-2-hypertension' : 'hypertensive-crisis');
const diastolicCategory = (d: number): Category => (d < 80 ? 'normal' : d < 90 ? 'stage-1-hypertension' : d <= 120 ? 'stage-2-hypertension' : 'hypertensive-crisis');

export default defineTool({
  slug: 'blood-pressure-category',
  name: 'Blood pressure category',
  category: 'health',
  description:
    'Classifies an adult blood pressure reading (mmHg) with the 2017 ACC/AHA guideline: normal < 120 / < 80; elevated 120–129 / < 80; stage 1 hypertension 130–139 or 80–89; stage 2 ≥ 140 or ≥ 90; hypertensive crisis > 180 and/or > 120. The category is the higher of the systolic and diastolic categories (120/80 is stage 1 because of the diastolic 80). Also meanArterialPressure ≈ DBP + (SBP − DBP) / 3 and pulsePressure = SBP − DBP (doubles, unrounded). One reading is not a diagnosis: the guideline classifies the average of two or more readings on two or more occasions. A reading in the crisis range needs prompt medical attention. An estimate, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      systolic: { type: 'number', minimum: 50, maximum: 300, description: 'Systolic pressure (top number), mmHg.' },
      diastolic: { type: 'number', minimum: 30, maximum: 200, description: 'Diastolic pressure (bottom number), mmHg, below systolic.' },
    },
    required: ['systolic', 'diastolic'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      category: { type: 'string', enum: [...CATEGORIES], description: 'The higher of systolicCategory and diastolicCategory.' },
      systolicCategory: { type: 'string', enum: [...CATEGORIES], description: 'Category of the systolic reading alone.' },
      diastolicCategory: { type: 'string', enum: [...CATEGORIES], description: 'Category of the diastolic reading alone (never "elevated").' },
      meanArterialPressure: { type: 'number', description: 'DBP + (SBP − DBP) / 3, mmHg.' },
      pulsePressure: { type: 'number', description: 'SBP − DBP, mmHg.' },
    },
    required: ['category', 'systolicCategory', 'diastolicCategory', 'meanArterialPressure', 'pulsePressure'],
  },
  // Expected results: test/reference/finance_health_plan2.py (the first is TOOLS-PLAN-2's reference: 120/80 → stage-1-hypertension).
  examples: [
    { inputs: { systolic: 120, diastolic: 80 }, result: { category: "stage-1-hypertension", systolicCategory: "elevated", diastolicCategory: "stage-1-hypertension", meanArterialPressure: 93.33333333333333, pulsePressure: 40 } },
    { inputs: { systolic: 118, diastolic: 76 }, result: { category: "normal", systolicCategory: "normal", diastolicCategory: "normal", meanArterialPressure: 90, pulsePressure: 42 } },
    { inputs: { systolic: 185, diastolic: 95 }, result: { category: "hypertensive-crisis", systolicCategory: "hypertensive-crisis", diastolicCategory: "stage-2-hypertension", meanArterialPressure: 125, pulsePressure: 90 } },
  ],
  run({ systolic, diastolic }: Inputs) {
    if (diastolic >= systolic) throw new ToolError(`The diastolic pressure (${diastolic}) must be below the systolic (${systolic}): check the order of the two numbers.`);
    const s = systolicCategory(systolic);
    const d = diastolicCategory(diastolic);
    return {
      category: CATEGORIES.indexOf(s) >= CATEGORIES.indexOf(d) ? s : d,
      systolicCategory: s,
      diastolicCategory: d,
      meanArterialPressure: diastolic + (systolic - diastolic) / 3,
      pulsePressure: systolic - diastolic,
    };
  },
});
