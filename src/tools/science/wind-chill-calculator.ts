import { defineTool } from '../define.ts';

type SpeedUnit = 'mph' | 'kmh' | 'ms' | 'kn';
/** mph per unit: the international mile 1609.344 m, the knot 1852 m/h. */
const TO_MPH: Record<SpeedUnit, (v: number) => number> = {
  mph: (v) => v,
  kmh: (v) => (v * 1000) / 1609.344,
  ms: (v) => (v * 3600) / 1609.344,
  kn: (v) => (v * 1852) / 1609.344,
};

export default defineTool({
  slug: 'wind-chill-calculator',
  name: 'Wind chill calculator',
  category: 'science',
  description:
    'Wind chill temperature by the NWS/MSC formula of 2001 (JAG/TI): WC = 35.74 + 0.6215·T − 35.75·V^0.16 + 0.4275·T·V^0.16, computed in °F and mph (V is the wind at 10 m; °C, km/h, m/s and knots are converted with the international mile, 1609.344 m, and the 1852 m nautical mile). It is defined for T ≤ 50 °F and V ≥ 3 mph; outside that, applicable is false and the air temperature is returned. Unrounded (0 °F at 15 mph gives −19.40, the NWS chart −19). An estimate, not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      temperature: { type: 'number', minimum: -150, maximum: 150, description: 'Air temperature in unit.' },
      unit: { type: 'string', enum: ['F', 'C'], default: 'F', description: 'F (°F, the default) or C (°C).' },
      windSpeed: { type: 'number', minimum: 0, maximum: 500, description: 'Wind speed at 10 m, in windUnit.' },
      windUnit: { type: 'string', enum: ['mph', 'kmh', 'ms', 'kn'], default: 'mph', description: 'mph (the default), kmh (km/h), ms (m/s) or kn (knots).' },
    },
    required: ['temperature', 'windSpeed'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      windChillF: { type: 'number', description: '°F, unrounded.' },
      windChillC: { type: 'number', description: '°C, (windChillF − 32)·5/9.' },
      applicable: { type: 'boolean', description: 'T ≤ 50 °F and V ≥ 3 mph; when false the air temperature is returned.' },
    },
    required: ['windChillF', 'windChillC', 'applicable'],
  },
  examples: [
    {"inputs": {"temperature": 0, "windSpeed": 15}, "result": {"windChillF": -19.397954107996384, "windChillC": -28.55441894888688, "applicable": true}},
    {"inputs": {"temperature": -10, "unit": "C", "windSpeed": 30, "windUnit": "kmh"}, "result": {"windChillF": -3.0904940927966162, "windChillC": -19.494718940442567, "applicable": true}},
    {"inputs": {"temperature": 20, "windSpeed": 10, "windUnit": "ms"}, "result": {"windChillF": 3.4487964880953577, "windChillC": -15.861779728835911, "applicable": true}},
    {"inputs": {"temperature": 60, "windSpeed": 20}, "result": {"windChillF": 60, "windChillC": 15.555555555555555, "applicable": false}},
  ],
  run({ temperature, unit = 'F', windSpeed, windUnit = 'mph' }: { temperature: number; unit?: 'F' | 'C'; windSpeed: number; windUnit?: SpeedUnit }) {
    const t = unit === 'C' ? (temperature * 9) / 5 + 32 : temperature;
    const v = TO_MPH[windUnit](windSpeed);
    const applicable = t <= 50 && v >= 3;
    let wc = t;
    if (applicable) {
      const v16 = Math.pow(v, 0.16);
      wc = 35.74 + 0.6215 * t - 35.75 * v16 + 0.4275 * t * v16;
    }
    const c = ((wc - 32) * 5) / 9;
    return { windChillF: wc === 0 ? 0 : wc, windChillC: c === 0 ? 0 : c, applicable };
  },
});
