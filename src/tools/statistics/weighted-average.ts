import { ToolError, defineTool } from '../define.ts';
import { MAX_VALUE, ROUNDING_NOTE, numberOut, numbersSchema, sig } from '../stats-helpers.ts';

export default defineTool({
  slug: 'weighted-average',
  name: 'Weighted average',
  category: 'statistics',
  description: `Weighted mean Σ(wᵢ·xᵢ) / Σwᵢ of values with non-negative weights (NumPy average with weights). Weights need not sum to 1 or 100; their sum must be positive. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      values: numbersSchema(1, 'The values.'),
      weights: {
        type: 'array',
        minItems: 1,
        maxItems: 100_000,
        items: { type: 'number', minimum: 0, maximum: MAX_VALUE },
        description: 'One non-negative weight per value, same order.',
      },
    },
    required: ['values', 'weights'],
  },
  outputSchema: {
    type: 'object',
    properties: { weightedMean: numberOut, sumOfWeights: numberOut },
    required: ['weightedMean', 'sumOfWeights'],
  },
  examples: [
    {"inputs": {"values": [90, 80, 70], "weights": [0.5, 0.3, 0.2]}, "result": {"weightedMean": 83, "sumOfWeights": 1}},
    {"inputs": {"values": [3.5, 2.25, 4.75, 1.5], "weights": [3, 4, 2, 1]}, "result": {"weightedMean": 3.05, "sumOfWeights": 10}},
  ],
  run({ values, weights }: { values: number[]; weights: number[] }) {
    if (values.length !== weights.length) throw new ToolError(`Give one weight per value (${values.length} values, ${weights.length} weights).`);
    let total = 0;
    let weighted = 0;
    for (let i = 0; i < values.length; i++) {
      total += weights[i]!;
      weighted += weights[i]! * values[i]!;
    }
    if (!(total > 0)) throw new ToolError('The weights sum to zero: at least one weight must be positive.');
    return { weightedMean: sig(weighted / total, 'weighted mean'), sumOfWeights: sig(total, 'sum of weights') };
  },
});
