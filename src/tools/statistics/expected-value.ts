import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, numberOut, numbersSchema, sig } from '../stats-helpers.ts';

export default defineTool({
  slug: 'expected-value',
  name: 'Expected value',
  category: 'statistics',
  description: `Expected value E[X] = Σ pᵢ·xᵢ of a discrete random variable, its variance Σ pᵢ·(xᵢ − E[X])² and standard deviation. The probabilities must sum to 1 within 1e-9. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      outcomes: numbersSchema(1, 'Values of the outcomes.', 10_000),
      probabilities: { type: 'array', minItems: 1, maxItems: 10_000, items: { type: 'number', minimum: 0, maximum: 1 }, description: 'One probability per outcome.' },
    },
    required: ['outcomes', 'probabilities'],
  },
  outputSchema: {
    type: 'object',
    properties: { expectedValue: numberOut, variance: numberOut, standardDeviation: numberOut },
    required: ['expectedValue', 'variance', 'standardDeviation'],
  },
  examples: [
    {"inputs": {"outcomes": [1, 2, 3, 4, 5, 6], "probabilities": [0.16666666666666666, 0.16666666666666666, 0.16666666666666666, 0.16666666666666666, 0.16666666666666666, 0.16666666666666666]}, "result": {"expectedValue": 3.5, "variance": 2.91666666667, "standardDeviation": 1.70782512766}},
    {"inputs": {"outcomes": [-10, 0, 50], "probabilities": [0.5, 0.3, 0.2]}, "result": {"expectedValue": 5, "variance": 525, "standardDeviation": 22.9128784748}},
  ],
  run({ outcomes, probabilities }: { outcomes: number[]; probabilities: number[] }) {
    if (outcomes.length !== probabilities.length) throw new ToolError(`Give one probability per outcome (${outcomes.length} outcomes, ${probabilities.length} probabilities).`);
    const total = probabilities.reduce((a, b) => a + b, 0);
    if (Math.abs(total - 1) > 1e-9) throw new ToolError(`The probabilities sum to ${total}, not 1.`);
    let ev = 0;
    for (let i = 0; i < outcomes.length; i++) ev += probabilities[i]! * outcomes[i]!;
    let variance = 0;
    for (let i = 0; i < outcomes.length; i++) variance += probabilities[i]! * (outcomes[i]! - ev) ** 2;
    return {
      expectedValue: sig(ev, 'expected value'),
      variance: sig(variance, 'variance'),
      standardDeviation: sig(Math.sqrt(variance), 'standard deviation'),
    };
  },
});
