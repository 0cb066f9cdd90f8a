import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  points: number[][];
  x: number;
  extrapolate: boolean;
}

const coordinate = { type: 'number', minimum: -1e15, maximum: 1e15 };

export default defineTool({
  slug: 'linear-interpolation',
  name: 'Linear interpolation',
  category: 'math',
  description:
    'Piecewise-linear interpolation through points (x strictly increasing), as numpy.interp: on the segment [xᵢ, xᵢ₊₁] holding x, y = slope·(x − xᵢ) + yᵢ with slope = (yᵢ₊₁ − yᵢ)/(xᵢ₊₁ − xᵢ); at a given point its own y (the last point returns its y exactly). Outside the range the call is refused unless extrapolate is true, which extends the first or the last segment. segmentIndex is the 0-based index of the segment\'s left point. Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      points: {
        type: 'array',
        minItems: 2,
        maxItems: 10_000,
        description: 'Points [x, y] in order of strictly increasing x.',
        items: { type: 'array', minItems: 2, maxItems: 2, items: coordinate },
      },
      x: { ...coordinate, description: 'Where to interpolate.' },
      extrapolate: { type: 'boolean', default: false, description: 'Extend the end segments beyond the first and last x instead of refusing.' },
    },
    required: ['points', 'x'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      y: { type: 'number' },
      segmentIndex: { type: 'integer', description: '0-based index of the left point of the segment used.' },
      extrapolated: { type: 'boolean' },
    },
    required: ['y', 'segmentIndex', 'extrapolated'],
  },
  examples: [
    {"inputs":{"points":[[1,2],[3,6]],"x":2},"result":{"y":4,"segmentIndex":0,"extrapolated":false}},
    {"inputs":{"points":[[0,0],[1,0.8],[2,0.9],[4,1.5],[7,1.6]],"x":3.3},"result":{"y":1.29,"segmentIndex":2,"extrapolated":false}},
    {"inputs":{"points":[[0,0],[1,0.8],[2,0.9],[4,1.5],[7,1.6]],"x":7},"result":{"y":1.6,"segmentIndex":3,"extrapolated":false}},
    {"inputs":{"points":[[1,2],[3,6]],"x":5,"extrapolate":true},"result":{"y":10,"segmentIndex":0,"extrapolated":true}},
  ],
  run({ points, x, extrapolate }: Inputs) {
    for (let i = 1; i < points.length; i++) {
      if (!(points[i]![0]! > points[i - 1]![0]!)) throw new ToolError(`The x values must be strictly increasing: point ${i} (x = ${points[i]![0]}) does not exceed point ${i - 1}.`);
    }
    const last = points.length - 1;
    const first = points[0]![0]!;
    const end = points[last]![0]!;
    const outside = x < first || x > end;
    if (outside && !extrapolate) throw new ToolError(`x = ${x} is outside the points' range [${first}, ${end}]; set extrapolate to extend the end segments.`);
    if (x === end) return { y: points[last]![1]!, segmentIndex: last - 1, extrapolated: false };
    // The segment: the last i with xᵢ ≤ x (clamped to the end segments outside the range).
    let lo = 0;
    let hi = last - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (points[mid]![0]! <= x) lo = mid;
      else hi = mid - 1;
    }
    const [x0, y0] = points[lo] as [number, number];
    const [x1, y1] = points[lo + 1] as [number, number];
    const slope = (y1 - y0) / (x1 - x0);
    const y = x === x0 ? y0 : slope * (x - x0) + y0;
    if (!Number.isFinite(y)) throw new ToolError('The interpolated value overflows: the points are too close together for their y values.');
    return { y: y === 0 ? 0 : y, segmentIndex: lo, extrapolated: outside };
  },
});
