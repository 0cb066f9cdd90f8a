import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, alternativeSchema, normalLeft, nullableNumberOut, numberOut, pValue, sig, type Alternative } from '../stats-helpers.ts';

const visitors = { type: 'integer', minimum: 1, maximum: 1e12 } as const;
const conversions = { type: 'integer', minimum: 0, maximum: 1e12 } as const;

export default defineTool({
  slug: 'ab-test-significance',
  name: 'A/B test significance',
  category: 'statistics',
  description: `Two-proportion z-test with pooled standard error, z = (rateB − rateA) / √(p̄(1 − p̄)(1/nA + 1/nB)); alternative greater tests B above A, less B below A. Rates and relativeUplift = (rateB − rateA) / rateA are fractions (0.25 = 25 %), relativeUplift null when rateA is 0; significantAt95 is pValue < 0.05. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      visitorsA: { ...visitors, description: 'Visitors (trials) in group A, the control.' },
      conversionsA: { ...conversions, description: 'Conversions (successes) in group A, at most visitorsA.' },
      visitorsB: { ...visitors, description: 'Visitors (trials) in group B, the variant.' },
      conversionsB: { ...conversions, description: 'Conversions (successes) in group B, at most visitorsB.' },
      alternative: alternativeSchema,
    },
    required: ['visitorsA', 'conversionsA', 'visitorsB', 'conversionsB'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      rateA: numberOut,
      rateB: numberOut,
      relativeUplift: nullableNumberOut,
      zScore: numberOut,
      pValue: numberOut,
      significantAt95: { type: 'boolean' },
    },
    required: ['rateA', 'rateB', 'relativeUplift', 'zScore', 'pValue', 'significantAt95'],
  },
  examples: [
    {"inputs": {"visitorsA": 1000, "conversionsA": 50, "visitorsB": 1000, "conversionsB": 65}, "result": {"rateA": 0.05, "rateB": 0.065, "relativeUplift": 0.3, "zScore": 1.44079323095, "pValue": 0.14964310637, "significantAt95": false}},
    {"inputs": {"visitorsA": 5000, "conversionsA": 400, "visitorsB": 5100, "conversionsB": 470, "alternative": "greater"}, "result": {"rateA": 0.08, "rateB": 0.0921568627451, "relativeUplift": 0.151960784314, "zScore": 2.17716735457, "pValue": 0.0147340415398, "significantAt95": true}},
  ],
  run({ visitorsA, conversionsA, visitorsB, conversionsB, alternative = 'two-sided' }: { visitorsA: number; conversionsA: number; visitorsB: number; conversionsB: number; alternative?: Alternative }) {
    if (conversionsA > visitorsA || conversionsB > visitorsB) throw new ToolError('Conversions cannot exceed visitors.');
    const rateA = conversionsA / visitorsA;
    const rateB = conversionsB / visitorsB;
    const pooled = (conversionsA + conversionsB) / (visitorsA + visitorsB);
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / visitorsA + 1 / visitorsB));
    if (!(se > 0)) throw new ToolError('Both groups converted none or all of their visitors: the test has no variance.');
    const z = (rateB - rateA) / se;
    const p = sig(pValue(z, alternative, normalLeft), 'p-value');
    return {
      rateA: sig(rateA, 'rate'),
      rateB: sig(rateB, 'rate'),
      relativeUplift: rateA === 0 ? null : sig((rateB - rateA) / rateA, 'uplift'),
      zScore: sig(z, 'z-score'),
      pValue: p,
      significantAt95: p < 0.05,
    };
  },
});
