import { ToolError, defineTool } from '../define.ts';
import { dec, toNumber } from '../money.ts';

export default defineTool({
  slug: 'final-grade-calculator',
  name: 'Final exam grade calculator',
  category: 'everyday',
  description:
    'Score needed on the final exam to reach a target course grade: (target − current × (1 − w)) / w, where w is the final\'s weight and current is your grade on the rest of the course. Unrounded; above 100 means the target is out of reach without extra credit, below 0 that it is already secured.',
  inputSchema: {
    type: 'object',
    properties: {
      currentPercent: { type: 'number', minimum: 0, maximum: 1000, description: 'Current grade on everything but the final, percent.' },
      finalWeightPercent: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Weight of the final exam in the course grade, percent.' },
      targetPercent: { type: 'number', minimum: 0, maximum: 1000, description: 'The course grade you want, percent.' },
    },
    required: ['currentPercent', 'finalWeightPercent', 'targetPercent'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      requiredFinalPercent: { type: 'number', description: 'Final exam score needed, percent, unrounded.' },
      achievable: { type: 'boolean', description: 'Whether the needed score is at most 100 %.' },
    },
    required: ['requiredFinalPercent', 'achievable'],
  },
  examples: [
    { inputs: { currentPercent: 85, finalWeightPercent: 30, targetPercent: 90 }, result: { requiredFinalPercent: 101.66666666666667, achievable: false } },
    { inputs: { currentPercent: 72.5, finalWeightPercent: 25, targetPercent: 80 }, result: { requiredFinalPercent: 102.5, achievable: false } },
    { inputs: { currentPercent: 78, finalWeightPercent: 20, targetPercent: 70 }, result: { requiredFinalPercent: 38, achievable: true } },
  ],
  run({ currentPercent, finalWeightPercent, targetPercent }: { currentPercent: number; finalWeightPercent: number; targetPercent: number }) {
    const w = dec(finalWeightPercent).dividedBy(100);
    if (w.isZero()) throw new ToolError('finalWeightPercent must be above 0.');
    const required = dec(targetPercent).minus(dec(currentPercent).times(w.negated().plus(1))).dividedBy(w);
    return { requiredFinalPercent: toNumber(required), achievable: required.lessThanOrEqualTo(100) };
  },
});
