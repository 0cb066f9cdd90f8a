import { ToolError, defineTool } from '../define.ts';
import { dec, finite, round, type Sex } from '../health-formulas.ts';

interface Inputs {
  method: 'us-navy' | 'bmi';
  sex: Sex;
  heightCm?: number;
  neckCm?: number;
  waistCm?: number;
  hipCm?: number;
  age?: number;
  bmi?: number;
  weightKg?: number;
}

const length = (what: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 300, description: `${what} in centimetres.` });

/** American Council on Exercise bands: upper bounds (exclusive) of essential fat, athletes, fitness, average. */
const aceBands = { male: [6, 14, 18, 25], female: [14, 21, 25, 32] } as const;
const aceNames = ['essential-fat', 'athletes', 'fitness', 'average', 'obese'] as const;

function need(value: number | undefined, name: string, method: string): number {
  if (value === undefined) throw new ToolError(`The ${method} method needs "${name}".`);
  return value;
}

export default defineTool({
  slug: 'body-fat-calculator',
  name: 'Body fat calculator',
  category: 'health',
  description:
    'Body fat percentage by the US Navy circumference method (Hodgdon and Beckett 1984, metric form: men 495 / (1.0324 − 0.19077·log10(waist − neck) + 0.15456·log10(height)) − 450, women 495 / (1.29579 − 0.35004·log10(waist + hip − neck) + 0.22100·log10(height)) − 450) or from BMI by Deurenberg et al. (1991: 1.2·BMI + 0.23·age − 10.8·(1 for men) − 5.4), classified in the American Council on Exercise bands. Percent and masses rounded half up to 2 decimals. An estimate, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      method: { type: 'string', enum: ['us-navy', 'bmi'], default: 'us-navy', description: 'us-navy (height, neck, waist; hip for women) or bmi (bmi or weightKg + heightCm, and age).' },
      sex: { type: 'string', enum: ['male', 'female'], description: 'Biological sex: selects the formula (women also need hipCm with us-navy) and the ACE bands.' },
      heightCm: length('Height'),
      neckCm: length('Neck circumference (below the larynx)'),
      waistCm: length('Waist circumference (at the navel for men, narrowest point for women)'),
      hipCm: length('Hip circumference at its widest (women, us-navy)'),
      age: { type: 'number', minimum: 18, maximum: 120, description: 'Age in years (bmi method; the formula is for adults).' },
      bmi: { type: 'number', minimum: 5, maximum: 150, description: 'Body mass index (bmi method); computed from weightKg and heightCm when absent.' },
      weightKg: { type: 'number', exclusiveMinimum: 0, maximum: 700, description: 'Body weight in kg: gives fat and lean mass.' },
    },
    required: ['sex'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      bodyFatPercent: { type: 'number', description: 'Body fat in percent (2 decimals).' },
      fatMassKg: { type: 'number', description: 'Fat mass in kg (when weightKg is given).' },
      leanMassKg: { type: 'number', description: 'Lean mass in kg (when weightKg is given).' },
      category: { type: 'string', enum: [...aceNames], description: 'American Council on Exercise band.' },
    },
    required: ['bodyFatPercent', 'category'],
  },
  examples: [
    // Reference (TOOLS-PLAN §6): US Navy, male, 178 cm, neck 38 cm, waist 86 cm → 17.204 % (oracle: 17.2039245685…, 17.2 at 2 decimals).
    { inputs: { method: 'us-navy', sex: 'male', heightCm: 178, neckCm: 38, waistCm: 86, weightKg: 80 }, result: { bodyFatPercent: 17.2, fatMassKg: 13.76, leanMassKg: 66.24, category: 'fitness' } },
    { inputs: { method: 'us-navy', sex: 'female', heightCm: 165, neckCm: 33, waistCm: 76, hipCm: 100 }, result: { bodyFatPercent: 29.93, category: 'average' } },
    { inputs: { method: 'bmi', sex: 'female', age: 40, weightKg: 68, heightCm: 165 }, result: { bodyFatPercent: 33.77, fatMassKg: 22.97, leanMassKg: 45.03, category: 'obese' } },
  ],
  run({ method, sex, heightCm, neckCm, waistCm, hipCm, age, bmi, weightKg }: Inputs) {
    let percent: number;
    if (method === 'us-navy') {
      const height = need(heightCm, 'heightCm', method);
      const neck = need(neckCm, 'neckCm', method);
      const waist = need(waistCm, 'waistCm', method);
      const girth = sex === 'male' ? waist - neck : waist + need(hipCm, 'hipCm', method) - neck;
      if (!(girth > 0)) throw new ToolError(sex === 'male' ? 'The waist must be larger than the neck.' : 'Waist plus hip must be larger than the neck.');
      const density =
        sex === 'male'
          ? 1.0324 - 0.19077 * Math.log10(girth) + 0.15456 * Math.log10(height)
          : 1.29579 - 0.35004 * Math.log10(girth) + 0.221 * Math.log10(height);
      percent = finite(495 / density - 450);
    } else {
      let index = bmi;
      if (index === undefined) {
        const m = need(heightCm, 'bmi" or "heightCm', method) / 100;
        index = need(weightKg, 'bmi" or "weightKg', method) / (m * m);
      }
      const years = need(age, 'age', method);
      percent = dec(index).times('1.2').plus(dec(years).times('0.23')).minus(sex === 'male' ? '16.2' : '5.4').toNumber();
    }
    if (!(percent > 0 && percent < 100)) {
      throw new ToolError(`These measurements give ${round(finite(percent), 2)} % body fat, outside 0–100 %: check them.`);
    }
    const band = aceBands[sex].findIndex((limit) => percent < limit);
    const category = aceNames[band === -1 ? 4 : band]!;
    const bodyFatPercent = round(percent, 2);
    if (weightKg === undefined) return { bodyFatPercent, category };
    const fat = (weightKg * percent) / 100;
    return { bodyFatPercent, fatMassKg: round(fat, 2), leanMassKg: round(weightKg - fat, 2), category };
  },
});
