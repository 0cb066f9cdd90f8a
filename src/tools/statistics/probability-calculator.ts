import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, nullableNumberOut, numberOut, sig } from '../stats-helpers.ts';

const probability = { type: 'number', minimum: 0, maximum: 1 } as const;

export default defineTool({
  slug: 'probability-calculator',
  name: 'Probability calculator (two events)',
  category: 'statistics',
  description: `Probabilities of two events A and B from P(A), P(B) and their relation: independent (P(A∩B) = P(A)·P(B)), mutually exclusive (P(A∩B) = 0, needs P(A) + P(B) ≤ 1) or joint (P(A∩B) given, between max(0, P(A) + P(B) − 1) and min(P(A), P(B))). Gives union, complements, conditionals (null when the condition has probability 0), exclusive or and neither. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      pA: { ...probability, description: 'P(A), the probability of event A, from 0 to 1.' },
      pB: { ...probability, description: 'P(B), the probability of event B, from 0 to 1.' },
      relation: {
        type: 'string',
        enum: ['independent', 'mutually-exclusive', 'joint'],
        default: 'independent',
        description: 'How A and B relate: independent (the default), mutually-exclusive (never both) or joint (P(A and B) given in pAandB).',
      },
      pAandB: { ...probability, description: 'P(A and B), for relation joint.' },
    },
    required: ['pA', 'pB'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      pAandB: numberOut,
      pAorB: numberOut,
      pNotA: numberOut,
      pNotB: numberOut,
      pAgivenB: nullableNumberOut,
      pBgivenA: nullableNumberOut,
      pXor: numberOut,
      pNeither: numberOut,
    },
    required: ['pAandB', 'pAorB', 'pNotA', 'pNotB', 'pAgivenB', 'pBgivenA', 'pXor', 'pNeither'],
  },
  examples: [
    {"inputs": {"pA": 0.5, "pB": 0.3}, "result": {"pAandB": 0.15, "pAorB": 0.65, "pNotA": 0.5, "pNotB": 0.7, "pAgivenB": 0.5, "pBgivenA": 0.3, "pXor": 0.5, "pNeither": 0.35}},
    {"inputs": {"pA": 0.2, "pB": 0.45, "relation": "mutually-exclusive"}, "result": {"pAandB": 0, "pAorB": 0.65, "pNotA": 0.8, "pNotB": 0.55, "pAgivenB": 0, "pBgivenA": 0, "pXor": 0.65, "pNeither": 0.35}},
    {"inputs": {"pA": 0.6, "pB": 0.5, "relation": "joint", "pAandB": 0.35}, "result": {"pAandB": 0.35, "pAorB": 0.75, "pNotA": 0.4, "pNotB": 0.5, "pAgivenB": 0.7, "pBgivenA": 0.583333333333, "pXor": 0.4, "pNeither": 0.25}},
  ],
  run({ pA, pB, relation = 'independent', pAandB }: { pA: number; pB: number; relation?: 'independent' | 'mutually-exclusive' | 'joint'; pAandB?: number }) {
    let both: number;
    if (relation === 'independent') both = pA * pB;
    else if (relation === 'mutually-exclusive') {
      if (pA + pB > 1 + 1e-12) throw new ToolError('Mutually exclusive events need P(A) + P(B) ≤ 1.');
      both = 0;
    } else {
      if (pAandB === undefined) throw new ToolError('relation joint needs pAandB.');
      if (pAandB > Math.min(pA, pB) + 1e-12 || pAandB < pA + pB - 1 - 1e-12) {
        throw new ToolError('pAandB must lie between max(0, P(A) + P(B) − 1) and min(P(A), P(B)).');
      }
      both = pAandB;
    }
    const either = pA + pB - both;
    return {
      pAandB: sig(both, 'P(A and B)'),
      pAorB: sig(either, 'P(A or B)'),
      pNotA: sig(1 - pA, 'P(not A)'),
      pNotB: sig(1 - pB, 'P(not B)'),
      pAgivenB: pB === 0 ? null : sig(both / pB, 'P(A | B)'),
      pBgivenA: pA === 0 ? null : sig(both / pA, 'P(B | A)'),
      pXor: sig(either - both, 'P(A xor B)'),
      pNeither: sig(Math.max(0, 1 - either), 'P(neither)'),
    };
  },
});
