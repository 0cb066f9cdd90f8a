import { Decimal as DecimalJs } from 'decimal.js';
import { defineTool } from '../define.ts';
import { E_SERIES, type ESeriesName, seriesValue } from '../e-series.ts';

const Decimal = DecimalJs.clone({ precision: 40 });
type D = InstanceType<typeof Decimal>;

interface Inputs {
  value: number;
  series: ESeriesName;
}

export default defineTool({
  slug: 'standard-resistor-values',
  name: 'Standard resistor values (E-series)',
  category: 'electronics',
  description:
    'Nearest preferred value of the IEC 60063:2015 E3, E6, E12, E24, E48 or E96 series (resistors, also capacitors and inductors) to a value in any unit, with the series values just below and above it. E24 keeps its historical values (2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1); E48 and E96 carry three figures. The value is read as its shortest decimal (4700, not its binary approximation) and compared exactly: lower = largest series value ≤ value, higher = smallest ≥ value (both the value itself when it is in the series), nearest = the one with the smaller |errorPercent|, i.e. the smaller difference, ties to the lower; errorPercent = (nearest − value)/value × 100.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'number', minimum: 1e-15, maximum: 1e15, description: 'The wanted value (Ω, or any unit), 1e-15 to 1e15.' },
      series: { type: 'string', enum: ['E3', 'E6', 'E12', 'E24', 'E48', 'E96'], description: 'IEC 60063 series: E3 (±40 %), E6 (±20 %), E12 (±10 %), E24 (±5 %), E48 (±2 %), E96 (±1 %).' },
    },
    required: ['value', 'series'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      nearest: { type: 'number', description: 'The series value closest to value (ties to the lower).' },
      lower: { type: 'number', description: 'Largest series value ≤ value.' },
      higher: { type: 'number', description: 'Smallest series value ≥ value.' },
      errorPercent: { type: 'number', description: '(nearest − value)/value × 100.' },
      exact: { type: 'boolean', description: 'The value is itself in the series.' },
    },
    required: ['nearest', 'lower', 'higher', 'errorPercent', 'exact'],
  },
  examples: [
    {"inputs": {"value": 2000, "series": "E24"}, "result": {"nearest": 2000, "lower": 2000, "higher": 2000, "errorPercent": 0, "exact": true}},
    {"inputs": {"value": 150, "series": "E6"}, "result": {"nearest": 150, "lower": 150, "higher": 150, "errorPercent": 0, "exact": true}},
    {"inputs": {"value": 4800, "series": "E12"}, "result": {"nearest": 4700, "lower": 4700, "higher": 5600, "errorPercent": -2.0833333333333335, "exact": false}},
    {"inputs": {"value": 1234, "series": "E96"}, "result": {"nearest": 1240, "lower": 1210, "higher": 1240, "errorPercent": 0.4862236628849271, "exact": false}},
    {"inputs": {"value": 0.0095, "series": "E48"}, "result": {"nearest": 0.00953, "lower": 0.00909, "higher": 0.00953, "errorPercent": 0.3157894736842105, "exact": false}},
  ],
  run({ value, series }: Inputs) {
    const { values, figures } = E_SERIES[series];
    const v = new Decimal(String(value));
    const scale = v.e - figures + 1; // v = mantissa × 10^scale with mantissa in [10^(figures−1), 10^figures)
    const at = (mantissa: number, exponent: number): D => new Decimal(`${mantissa}e${exponent}`);
    let lowerIndex = 0;
    for (let i = 0; i < values.length; i++) if (at(values[i]!, scale).lte(v)) lowerIndex = i;
    const lower: [number, number] = [values[lowerIndex]!, scale];
    const higher: [number, number] = at(...lower).eq(v)
      ? lower
      : lowerIndex + 1 < values.length
        ? [values[lowerIndex + 1]!, scale]
        : [values[0]!, scale + 1];
    const lowerD = at(...lower);
    const higherD = at(...higher);
    const nearest = higherD.minus(v).lt(v.minus(lowerD)) ? higher : lower;
    const error = at(...nearest).minus(v).div(v).times(100);
    return {
      nearest: seriesValue(...nearest),
      lower: seriesValue(...lower),
      higher: seriesValue(...higher),
      errorPercent: error.isZero() ? 0 : error.toNumber(),
      exact: lowerD.eq(v),
    };
  },
});
