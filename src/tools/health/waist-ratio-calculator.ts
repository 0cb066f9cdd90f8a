import { defineTool } from '../define.ts';
import { dec, round, type Sex } from '../health-formulas.ts';

interface Inputs {
  sex: Sex;
  waistCm: number;
  hipCm?: number;
  heightCm?: number;
}

/** WHO 2008 expert consultation: waist above which risk is increased / substantially increased, and the WHR limit. */
const who = { male: { increased: 94, substantial: 102, ratio: '0.90' }, female: { increased: 80, substantial: 88, ratio: '0.85' } } as const;
const levels = ['low', 'increased', 'substantially-increased'] as const;

const length = (what: string) => ({ type: 'number', minimum: 10, maximum: 300, description: `${what} in centimetres.` });

export default defineTool({
  slug: 'waist-ratio-calculator',
  name: 'Waist-to-hip and waist-to-height ratio',
  category: 'health',
  description:
    'Waist-to-hip and waist-to-height ratios (rounded half up to 3 decimals) with the WHO 2008 risk of metabolic complications: increased above a waist of 94 cm (men) / 80 cm (women), substantially increased above 102 / 88 cm or at a waist-to-hip ratio of 0.90 / 0.85 or more (the higher level wins); and the NICE 2022 waist-to-height band: below 0.5 not increased, 0.5 to < 0.6 increased, 0.6 or more high. Screening estimates for adults, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      sex: { type: 'string', enum: ['male', 'female'], description: 'Biological sex: selects the WHO waist and waist-to-hip thresholds.' },
      waistCm: length('Waist circumference (midway between the lowest rib and the hip bone)'),
      hipCm: length('Hip circumference at its widest'),
      heightCm: { type: 'number', minimum: 50, maximum: 280, description: 'Height in centimetres.' },
    },
    required: ['sex', 'waistCm'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      waistToHip: { type: 'number', description: 'Waist / hip (when hipCm is given).' },
      waistToHeight: { type: 'number', description: 'Waist / height (when heightCm is given).' },
      riskCategory: { type: 'string', enum: [...levels], description: 'WHO 2008, from waist circumference and waist-to-hip ratio.' },
      waistToHeightCategory: { type: 'string', enum: ['not-increased', 'increased', 'high'], description: 'NICE 2022 (when heightCm is given).' },
    },
    required: ['riskCategory'],
  },
  examples: [
    { inputs: { sex: 'male', waistCm: 96, hipCm: 104, heightCm: 178 }, result: { waistToHip: 0.923, riskCategory: 'substantially-increased', waistToHeight: 0.539, waistToHeightCategory: 'increased' } },
    { inputs: { sex: 'female', waistCm: 78, hipCm: 90 }, result: { waistToHip: 0.867, riskCategory: 'substantially-increased' } },
    { inputs: { sex: 'female', waistCm: 70, heightCm: 168 }, result: { riskCategory: 'low', waistToHeight: 0.417, waistToHeightCategory: 'not-increased' } },
  ],
  run({ sex, waistCm, hipCm, heightCm }: Inputs) {
    const limits = who[sex];
    let level = waistCm > limits.substantial ? 2 : waistCm > limits.increased ? 1 : 0;
    const out: { waistToHip?: number; waistToHeight?: number; riskCategory?: string; waistToHeightCategory?: string } = {};
    if (hipCm !== undefined) {
      const ratio = dec(waistCm).dividedBy(hipCm);
      if (ratio.gte(limits.ratio)) level = 2;
      out.waistToHip = round(ratio, 3);
    }
    out.riskCategory = levels[level];
    if (heightCm !== undefined) {
      const ratio = dec(waistCm).dividedBy(heightCm);
      out.waistToHeight = round(ratio, 3);
      out.waistToHeightCategory = ratio.lt('0.5') ? 'not-increased' : ratio.lt('0.6') ? 'increased' : 'high';
    }
    return out;
  },
});
