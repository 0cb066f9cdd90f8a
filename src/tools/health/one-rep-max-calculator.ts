import { defineTool } from '../define.ts';
import { finite, round } from '../health-formulas.ts';

interface Inputs {
  weight: number;
  reps: number;
}

const percents = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50];

export default defineTool({
  slug: 'one-rep-max-calculator',
  name: 'One-rep max calculator',
  category: 'health',
  description:
    'Estimates the one-repetition maximum from a weight lifted for 1–30 reps by Epley (w × (1 + reps/30); the weight itself at 1 rep), Brzycki (w × 36 / (37 − reps)) and Lombardi (w × reps^0.1), their average, and a table of 100 % down to 50 % of the average. Same unit as the weight; results rounded half up to 1 decimal. Estimates lose accuracy above about 10 reps; not training or medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      weight: { type: 'number', exclusiveMinimum: 0, maximum: 2000, description: 'Weight lifted, in kg or lb (results use the same unit).' },
      reps: { type: 'integer', minimum: 1, maximum: 30, description: 'Repetitions completed with that weight.' },
    },
    required: ['weight', 'reps'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      epley: { type: 'number' },
      brzycki: { type: 'number' },
      lombardi: { type: 'number' },
      average: { type: 'number', description: 'Mean of the three estimates.' },
      percentages: {
        type: 'array',
        items: {
          type: 'object',
          properties: { percent: { type: 'integer' }, weight: { type: 'number' } },
          required: ['percent', 'weight'],
        },
      },
    },
    required: ['epley', 'brzycki', 'lombardi', 'average', 'percentages'],
  },
  examples: [
    { inputs: { weight: 100, reps: 5 }, result: { epley: 116.7, brzycki: 112.5, lombardi: 117.5, average: 115.5, percentages: [{ percent: 100, weight: 115.5 }, { percent: 95, weight: 109.8 }, { percent: 90, weight: 104 }, { percent: 85, weight: 98.2 }, { percent: 80, weight: 92.4 }, { percent: 75, weight: 86.7 }, { percent: 70, weight: 80.9 }, { percent: 65, weight: 75.1 }, { percent: 60, weight: 69.3 }, { percent: 55, weight: 63.5 }, { percent: 50, weight: 57.8 }] } },
    { inputs: { weight: 135, reps: 12 }, result: { epley: 189, brzycki: 194.4, lombardi: 173.1, average: 185.5, percentages: [{ percent: 100, weight: 185.5 }, { percent: 95, weight: 176.2 }, { percent: 90, weight: 166.9 }, { percent: 85, weight: 157.7 }, { percent: 80, weight: 148.4 }, { percent: 75, weight: 139.1 }, { percent: 70, weight: 129.8 }, { percent: 65, weight: 120.6 }, { percent: 60, weight: 111.3 }, { percent: 55, weight: 102 }, { percent: 50, weight: 92.7 }] } },
  ],
  run({ weight, reps }: Inputs) {
    const epley = reps === 1 ? weight : weight * (1 + reps / 30);
    const brzycki = (weight * 36) / (37 - reps);
    const lombardi = weight * Math.pow(reps, 0.1);
    const average = finite((epley + brzycki + lombardi) / 3);
    return {
      epley: round(epley, 1),
      brzycki: round(brzycki, 1),
      lombardi: round(lombardi, 1),
      average: round(average, 1),
      percentages: percents.map((percent) => ({ percent, weight: round((average * percent) / 100, 1) })),
    };
  },
});
