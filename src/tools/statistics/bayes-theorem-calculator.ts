import Fraction from 'fraction.js';
import { defineTool } from '../define.ts';
import { exact, nearest } from '../exact-fraction.ts';
import { ROUNDING_NOTE, nullableNumberOut, numberOut, sig } from '../stats-helpers.ts';

const probability = { type: 'number', minimum: 0, maximum: 1 } as const;
const ONE = new Fraction(1);

export default defineTool({
  slug: 'bayes-theorem-calculator',
  name: "Bayes' theorem calculator",
  category: 'statistics',
  description: `Bayes' theorem from a prior P(A) and the two likelihoods P(B|A) and P(B|¬A): P(B) = P(A)·P(B|A) + (1 − P(A))·P(B|¬A), P(A|B) = P(A)·P(B|A)/P(B), P(¬A|B) = 1 − P(A|B), P(A|¬B) = P(A)·(1 − P(B|A))/(1 − P(B)); a posterior is null when its condition has probability 0. Diagnostic-test reading: A = has the condition, B = positive test; P(A) is the prevalence, P(B|A) the sensitivity, P(B|¬A) the false-positive rate (1 − specificity), so P(A|B) is the positive predictive value and 1 − P(A|¬B) the negative predictive value. Computed in exact fractions of the inputs' decimals. (probability-calculator takes P(A∩B) instead.) ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      priorA: { ...probability, description: 'P(A), the prior probability of A (e.g. prevalence), 0 to 1.' },
      likelihoodBGivenA: { ...probability, description: 'P(B|A), the probability of B when A holds (e.g. sensitivity), 0 to 1.' },
      likelihoodBGivenNotA: { ...probability, description: 'P(B|¬A), the probability of B when A does not hold (e.g. false-positive rate), 0 to 1.' },
    },
    required: ['priorA', 'likelihoodBGivenA', 'likelihoodBGivenNotA'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      probabilityB: { ...numberOut, description: 'P(B), the total probability of B.' },
      posteriorAGivenB: { ...nullableNumberOut, description: 'P(A|B) (positive predictive value); null when P(B) = 0.' },
      posteriorNotAGivenB: { ...nullableNumberOut, description: 'P(¬A|B); null when P(B) = 0.' },
      posteriorAGivenNotB: { ...nullableNumberOut, description: 'P(A|¬B) (1 − negative predictive value); null when P(B) = 1.' },
      probabilityNotB: { ...numberOut, description: 'P(¬B) = 1 − P(B).' },
    },
    required: ['probabilityB', 'posteriorAGivenB', 'posteriorNotAGivenB', 'posteriorAGivenNotB', 'probabilityNotB'],
  },
  examples: [
    {"inputs": {"priorA": 0.02, "likelihoodBGivenA": 0.95, "likelihoodBGivenNotA": 0.1}, "result": {"probabilityB": 0.117, "posteriorAGivenB": 0.162393162393, "posteriorNotAGivenB": 0.837606837607, "posteriorAGivenNotB": 0.00113250283126, "probabilityNotB": 0.883}},
    {"inputs": {"priorA": 0.5, "likelihoodBGivenA": 0.8, "likelihoodBGivenNotA": 0.3}, "result": {"probabilityB": 0.55, "posteriorAGivenB": 0.727272727273, "posteriorNotAGivenB": 0.272727272727, "posteriorAGivenNotB": 0.222222222222, "probabilityNotB": 0.45}},
    {"inputs": {"priorA": 0.001, "likelihoodBGivenA": 0.99, "likelihoodBGivenNotA": 0.05}, "result": {"probabilityB": 0.05094, "posteriorAGivenB": 0.0194346289753, "posteriorNotAGivenB": 0.980565371025, "posteriorAGivenNotB": 1.0536741618e-05, "probabilityNotB": 0.94906}},
  ],
  run({ priorA, likelihoodBGivenA, likelihoodBGivenNotA }: { priorA: number; likelihoodBGivenA: number; likelihoodBGivenNotA: number }) {
    const a = exact(priorA);
    const bA = exact(likelihoodBGivenA);
    const bNotA = exact(likelihoodBGivenNotA);
    const aAndB = a.mul(bA);
    const b = aAndB.add(ONE.sub(a).mul(bNotA));
    const notB = ONE.sub(b);
    const value = (f: Fraction, what: string) => sig(nearest(f, what), what);
    const aGivenB = b.equals(0) ? null : aAndB.div(b);
    return {
      probabilityB: value(b, 'P(B)'),
      posteriorAGivenB: aGivenB === null ? null : value(aGivenB, 'P(A|B)'),
      posteriorNotAGivenB: aGivenB === null ? null : value(ONE.sub(aGivenB), 'P(¬A|B)'),
      posteriorAGivenNotB: notB.equals(0) ? null : value(a.mul(ONE.sub(bA)).div(notB), 'P(A|¬B)'),
      probabilityNotB: value(notB, 'P(¬B)'),
    };
  },
});
