import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

/** Magnus coefficients of Alduchov & Eskridge (1996), over water. */
const A = 17.625;
const B = 243.04;

export default defineTool({
  slug: 'dew-point-calculator',
  name: 'Dew point calculator',
  category: 'science',
  description:
    'Dew point from air temperature and relative humidity, or relative humidity from temperature and dew point, by the Magnus formula with the Alduchov & Eskridge (1996) constants a = 17.625, b = 243.04 °C: γ = ln(RH/100) + a·T/(b + T), Td = b·γ/(a − γ); RH = 100·exp(a·Td/(b + Td) − a·T/(b + T)). Accurate to about 0.4 °C between −40 and 50 °C (saturation over water). Unrounded; °F = °C·9/5 + 32. A dew point above the temperature (over 100 % humidity) is refused.',
  inputSchema: {
    type: 'object',
    properties: {
      temperatureC: { type: 'number', minimum: -100, maximum: 100, description: 'Air temperature in °C.' },
      relativeHumidity: { type: 'number', exclusiveMinimum: 0, maximum: 100, description: 'Relative humidity in percent, (0, 100]; give this or dewPointC.' },
      dewPointC: { type: 'number', minimum: -100, maximum: 100, description: 'Dew point in °C, to compute the relative humidity; give this or relativeHumidity.' },
    },
    required: ['temperatureC'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      dewPointC: { type: 'number' },
      dewPointF: { type: 'number' },
      relativeHumidity: { type: 'number', description: 'Percent.' },
      temperatureC: { type: 'number' },
    },
    required: ['dewPointC', 'dewPointF', 'relativeHumidity', 'temperatureC'],
  },
  examples: [
    {"inputs": {"temperatureC": 25, "relativeHumidity": 60}, "result": {"dewPointC": 16.697663521212892, "dewPointF": 62.055794338183205, "relativeHumidity": 60, "temperatureC": 25}},
    {"inputs": {"temperatureC": 30, "dewPointC": 20}, "result": {"dewPointC": 20, "dewPointF": 68.0, "relativeHumidity": 55.07749010874436, "temperatureC": 30}},
    {"inputs": {"temperatureC": -5, "relativeHumidity": 85}, "result": {"dewPointC": -7.130553013207467, "dewPointF": 19.165004576226558, "relativeHumidity": 85, "temperatureC": -5}},
  ],
  run({ temperatureC, relativeHumidity, dewPointC }: { temperatureC: number; relativeHumidity?: number; dewPointC?: number }) {
    if ((relativeHumidity === undefined) === (dewPointC === undefined)) throw new ToolError('Give exactly one of relativeHumidity and dewPointC.');
    const t = temperatureC;
    let rh: number;
    let td: number;
    if (relativeHumidity !== undefined) {
      rh = relativeHumidity;
      const gamma = finite(Math.log(rh / 100) + (A * t) / (B + t), 'dew point');
      td = (B * gamma) / (A - gamma);
    } else {
      td = dewPointC!;
      if (td > t) throw new ToolError('The dew point cannot be above the air temperature (that is over 100 % relative humidity).');
      rh = 100 * Math.exp((A * td) / (B + td) - (A * t) / (B + t));
    }
    return { dewPointC: finite(td, 'dew point'), dewPointF: finite((td * 9) / 5 + 32, 'dew point'), relativeHumidity: finite(rh, 'relative humidity'), temperatureC: finite(t, 'temperature') };
  },
});
