import { ToolError, defineTool } from '../define.ts';
import { MAX_VALUE, ROUNDING_NOTE, numberOut, numbersSchema, sig, sortedCopy } from '../stats-helpers.ts';

const MAX_BINS = 10_000;

export default defineTool({
  slug: 'frequency-distribution',
  name: 'Frequency distribution',
  category: 'statistics',
  description: `Frequency table of a data set, as NumPy histogram: bins equal-width bins from min to max (default 10; a data set with one distinct value spans value ± 0.5), bins of binWidth starting at the minimum (the last one reaching at least the maximum), or explicit ascending edges (values outside them are not counted). Each bin holds from ≤ x < to, the last bin from ≤ x ≤ to. relativeFrequency is count / values counted; cumulativeFrequency is the running count. ${ROUNDING_NOTE}`,
  inputSchema: {
    type: 'object',
    properties: {
      numbers: numbersSchema(1, 'The data set.'),
      bins: { type: 'integer', minimum: 1, maximum: 1000, description: 'Number of equal-width bins (default 10).' },
      binWidth: { type: 'number', exclusiveMinimum: 0, maximum: MAX_VALUE, description: 'Width of each bin, starting at the minimum; instead of bins or edges.' },
      edges: { ...numbersSchema(2, 'Ascending bin edges.', 1001) },
    },
    required: ['numbers'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      bins: {
        type: 'array',
        items: {
          type: 'object',
          properties: { from: numberOut, to: numberOut, count: { type: 'integer' }, relativeFrequency: numberOut, cumulativeFrequency: { type: 'integer' } },
          required: ['from', 'to', 'count', 'relativeFrequency', 'cumulativeFrequency'],
        },
      },
      counted: { type: 'integer', description: 'Values inside the edges.' },
    },
    required: ['bins', 'counted'],
  },
  examples: [
    {"inputs": {"numbers": [2, 3, 3, 5, 7, 8, 8, 8, 10, 12, 15, 21], "bins": 4}, "result": {"bins": [{"from": 2, "to": 6.75, "count": 4, "relativeFrequency": 0.333333333333, "cumulativeFrequency": 4}, {"from": 6.75, "to": 11.5, "count": 5, "relativeFrequency": 0.416666666667, "cumulativeFrequency": 9}, {"from": 11.5, "to": 16.25, "count": 2, "relativeFrequency": 0.166666666667, "cumulativeFrequency": 11}, {"from": 16.25, "to": 21, "count": 1, "relativeFrequency": 0.0833333333333, "cumulativeFrequency": 12}], "counted": 12}},
    {"inputs": {"numbers": [1.2, 2.7, 3.1, 4.4, 4.9, 5.0, 6.3, 7.7], "binWidth": 2}, "result": {"bins": [{"from": 1.2, "to": 3.2, "count": 3, "relativeFrequency": 0.375, "cumulativeFrequency": 3}, {"from": 3.2, "to": 5.2, "count": 3, "relativeFrequency": 0.375, "cumulativeFrequency": 6}, {"from": 5.2, "to": 7.2, "count": 1, "relativeFrequency": 0.125, "cumulativeFrequency": 7}, {"from": 7.2, "to": 9.2, "count": 1, "relativeFrequency": 0.125, "cumulativeFrequency": 8}], "counted": 8}},
    {"inputs": {"numbers": [55, 62, 68, 71, 74, 77, 79, 83, 88, 90, 95, 101], "edges": [60, 70, 80, 90, 100]}, "result": {"bins": [{"from": 60, "to": 70, "count": 2, "relativeFrequency": 0.2, "cumulativeFrequency": 2}, {"from": 70, "to": 80, "count": 4, "relativeFrequency": 0.4, "cumulativeFrequency": 6}, {"from": 80, "to": 90, "count": 2, "relativeFrequency": 0.2, "cumulativeFrequency": 8}, {"from": 90, "to": 100, "count": 2, "relativeFrequency": 0.2, "cumulativeFrequency": 10}], "counted": 10}},
  ],
  heavy: true,
  // Generous: a fresh worker thread first loads the @stdlib modules (about 0.25 s cold, more on a busy machine).
  timeoutMs: 5000,
  run({ numbers, bins, binWidth, edges }: { numbers: number[]; bins?: number; binWidth?: number; edges?: number[] }) {
    if ([bins, binWidth, edges].filter((v) => v !== undefined).length > 1) throw new ToolError('Give only one of bins, binWidth and edges.');
    const sorted = sortedCopy(numbers);
    let lo = sorted[0]!;
    let hi = sorted[sorted.length - 1]!;
    let cuts: number[];
    if (edges !== undefined) {
      for (let i = 1; i < edges.length; i++) if (!(edges[i]! > edges[i - 1]!)) throw new ToolError('edges must be strictly ascending.');
      cuts = edges;
    } else if (binWidth !== undefined) {
      const k = Math.max(1, Math.ceil((hi - lo) / binWidth));
      if (k > MAX_BINS) throw new ToolError(`binWidth ${binWidth} gives ${k} bins; at most ${MAX_BINS}.`);
      cuts = Array.from({ length: k + 1 }, (_, i) => lo + i * binWidth);
    } else {
      const k = bins ?? 10;
      if (lo === hi) {
        lo -= 0.5;
        hi += 0.5;
      }
      const step = (hi - lo) / k;
      cuts = Array.from({ length: k + 1 }, (_, i) => (i === k ? hi : i * step + lo));
    }
    const counts = new Array<number>(cuts.length - 1).fill(0);
    const last = cuts.length - 2;
    let b = 0;
    for (const x of sorted) {
      if (x < cuts[0]! || x > cuts[last + 1]!) continue;
      while (b < last && x >= cuts[b + 1]!) b++;
      counts[b]!++;
    }
    const counted = counts.reduce((a, c) => a + c, 0);
    let running = 0;
    return {
      bins: counts.map((count, i) => {
        running += count;
        return {
          from: sig(cuts[i]!, 'bin edge'),
          to: sig(cuts[i + 1]!, 'bin edge'),
          count,
          relativeFrequency: counted === 0 ? 0 : sig(count / counted, 'relative frequency'),
          cumulativeFrequency: running,
        };
      }),
      counted,
    };
  },
});
