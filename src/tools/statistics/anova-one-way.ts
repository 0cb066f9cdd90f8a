import { ToolError, defineTool } from '../define.ts';
import { ROUNDING_NOTE, fRight, mean, numberItem, numberOut, sig, sumSquaredDeviations } from '../stats-helpers.ts';

export default defineTool({
  slug: 'anova-one-way',
  name: 'One-way ANOVA',
  category: 'statistics',
  description: `One-way analysis of variance of 2–50 independent groups (SciPy f_oneway): F = (SS between / (k − 1)) / (SS within / (N − k)) with its upper-tail p-value, and eta squared = SS between / SS total. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      groups: {
        type: 'array',
        minItems: 2,
        maxItems: 50,
        items: { type: 'array', minItems: 1, maxItems: 20_000, items: numberItem },
        description: 'One array of values per group.',
      },
    },
    required: ['groups'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      f: numberOut,
      dfBetween: { type: 'integer' },
      dfWithin: { type: 'integer' },
      pValue: numberOut,
      ssBetween: numberOut,
      ssWithin: numberOut,
      msBetween: numberOut,
      msWithin: numberOut,
      etaSquared: numberOut,
    },
    required: ['f', 'dfBetween', 'dfWithin', 'pValue', 'ssBetween', 'ssWithin', 'msBetween', 'msWithin', 'etaSquared'],
  },
  examples: [
    {"inputs": {"groups": [[85, 86, 88, 75, 78, 94, 98, 79, 71, 80], [91, 92, 93, 85, 87, 84, 82, 88, 95, 96], [79, 78, 88, 94, 92, 85, 83, 85, 82, 81]]}, "result": {"f": 2.35753225513, "dfBetween": 2, "dfWithin": 27, "pValue": 0.113847953458, "ssBetween": 192.2, "ssWithin": 1100.6, "msBetween": 96.1, "msWithin": 40.762962963, "etaSquared": 0.148669554455}},
    {"inputs": {"groups": [[6.5, 7.1, 5.9], [8.2, 7.9, 8.8, 9.1], [5.0, 5.5, 6.1, 4.8, 5.2]]}, "result": {"f": 38.3969977341, "dfBetween": 2, "dfWithin": 9, "pValue": 3.92224999624e-05, "ssBetween": 22.5945, "ssWithin": 2.648, "msBetween": 11.29725, "msWithin": 0.294222222222, "etaSquared": 0.895097553729}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ groups }: { groups: number[][] }) {
    const k = groups.length;
    const total = groups.reduce((n, g) => n + g.length, 0);
    if (total <= k) throw new ToolError('ANOVA needs more values than groups (at least one group with two values).');
    const grand = mean(groups.flat());
    let ssBetween = 0;
    let ssWithin = 0;
    for (const g of groups) {
      const m = mean(g);
      ssBetween += g.length * (m - grand) ** 2;
      ssWithin += sumSquaredDeviations(g, m);
    }
    if (!(ssWithin > 0)) throw new ToolError('Every group has no spread (all its values equal), so F is undefined.');
    const dfBetween = k - 1;
    const dfWithin = total - k;
    const msBetween = ssBetween / dfBetween;
    const msWithin = ssWithin / dfWithin;
    const f = msBetween / msWithin;
    return {
      f: sig(f, 'F statistic'),
      dfBetween,
      dfWithin,
      pValue: sig(fRight(f, dfBetween, dfWithin), 'p-value'),
      ssBetween: sig(ssBetween, 'SS between'),
      ssWithin: sig(ssWithin, 'SS within'),
      msBetween: sig(msBetween, 'MS between'),
      msWithin: sig(msWithin, 'MS within'),
      etaSquared: sig(ssBetween / (ssBetween + ssWithin), 'eta squared'),
    };
  },
});
