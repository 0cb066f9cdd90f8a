import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, toNumber } from '../money.ts';

/** US plus/minus cut-offs (percent, inclusive lower bounds), the most common 10-point scale. */
const CUTOFFS: Array<[number, string]> = [
  [97, 'A+'], [93, 'A'], [90, 'A-'], [87, 'B+'], [83, 'B'], [80, 'B-'], [77, 'C+'], [73, 'C'], [70, 'C-'], [67, 'D+'], [63, 'D'], [60, 'D-'],
];

interface Item {
  score: number;
  maxScore?: number;
  weightPercent: number;
}

export default defineTool({
  slug: 'grade-calculator',
  name: 'Weighted grade calculator',
  category: 'everyday',
  description:
    'Weighted course grade so far: Σ(weight × score / maxScore) / Σ weight, in percent of the graded work (weights need not add up to 100; weightCovered says how much they cover, at most 100). Letter grade on the common US scale with exact cut-offs, no rounding first: A+ ≥ 97, A ≥ 93, A− ≥ 90, B+ ≥ 87, B ≥ 83, B− ≥ 80, C+ ≥ 77, C ≥ 73, C− ≥ 70, D+ ≥ 67, D ≥ 63, D− ≥ 60, else F.',
  inputSchema: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        description: 'Graded items (assignments, exams), each with its score, points possible and weight in the course.',
        items: {
          type: 'object',
          properties: {
            score: { type: 'number', minimum: 0, maximum: 1e6, description: 'Points earned (extra credit above maxScore is allowed).' },
            maxScore: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, default: 100, description: 'Points possible (default 100: score is a percent).' },
            weightPercent: { type: 'number', minimum: 0, maximum: 100, description: 'Weight of the item in the course, percent.' },
          },
          required: ['score', 'weightPercent'],
          additionalProperties: false,
        },
      },
    },
    required: ['items'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      weightedPercent: { type: 'number', description: 'Weighted average, percent, unrounded.' },
      letterGrade: { type: 'string' },
      weightCovered: { type: 'number', description: 'Σ weights, percent of the course graded so far.' },
    },
    required: ['weightedPercent', 'letterGrade', 'weightCovered'],
  },
  examples: [
    {
      inputs: { items: [{ score: 88, weightPercent: 20 }, { score: 42, maxScore: 50, weightPercent: 30 }, { score: 91.5, weightPercent: 25 }] },
      result: { weightedPercent: 87.56666666666666, letterGrade: 'B+', weightCovered: 75 },
    },
    {
      inputs: { items: [{ score: 18, maxScore: 20, weightPercent: 40 }, { score: 71, weightPercent: 60 }] },
      result: { weightedPercent: 78.6, letterGrade: 'C+', weightCovered: 100 },
    },
  ],
  run({ items }: { items: Item[] }) {
    let weights = new Decimal(0);
    let sum = new Decimal(0);
    for (const item of items) {
      const weight = dec(item.weightPercent);
      weights = weights.plus(weight);
      sum = sum.plus(weight.times(dec(item.score)).dividedBy(dec(item.maxScore ?? 100)));
    }
    if (weights.isZero()) throw new ToolError('The weights add up to 0; give at least one item a weight above 0.');
    if (weights.greaterThan(100)) throw new ToolError(`The weights add up to ${weights.toString()} %, more than 100 %.`);
    const percent = sum.times(100).dividedBy(weights);
    const letter = CUTOFFS.find(([cutoff]) => percent.greaterThanOrEqualTo(cutoff))?.[1] ?? 'F';
    return { weightedPercent: toNumber(percent), letterGrade: letter, weightCovered: toNumber(weights) };
  },
});
