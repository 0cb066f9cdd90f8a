import { defineTool } from '../define.ts';

type Category = 'none' | 'caution' | 'extreme-caution' | 'danger' | 'extreme-danger';

/** The NWS heat index (°F) of air at `t` °F and `rh` % relative humidity, and which of its formulas gave it. */
function heatIndex(t: number, rh: number): { value: number; method: 'steadman' | 'rothfusz' } {
  const simple = 0.5 * (t + 61.0 + (t - 68.0) * 1.2 + rh * 0.094);
  if ((simple + t) / 2 < 80) return { value: simple, method: 'steadman' };
  let hi =
    -42.379 + 2.04901523 * t + 10.14333127 * rh - 0.22475541 * t * rh - 0.00683783 * t * t - 0.05481717 * rh * rh +
    0.00122874 * t * t * rh + 0.00085282 * t * rh * rh - 0.00000199 * t * t * rh * rh;
  if (rh < 13 && t >= 80 && t <= 112) hi -= ((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
  else if (rh > 85 && t >= 80 && t <= 87) hi += ((rh - 85) / 10) * ((87 - t) / 5);
  return { value: hi, method: 'rothfusz' };
}

function category(hiF: number): Category {
  if (hiF < 80) return 'none';
  if (hiF < 90) return 'caution';
  if (hiF < 103) return 'extreme-caution';
  if (hiF < 125) return 'danger';
  return 'extreme-danger';
}

export default defineTool({
  slug: 'heat-index-calculator',
  name: 'Heat index calculator',
  category: 'science',
  description:
    "Heat index (apparent temperature) by the US National Weather Service algorithm: Steadman's simple formula 0.5·(T + 61 + 1.2·(T − 68) + 0.094·RH), and where its average with T reaches 80 °F the Rothfusz regression, less ((13 − RH)/4)·√((17 − |T − 95|)/17) when RH < 13 % and 80 ≤ T ≤ 112 °F, plus ((RH − 85)/10)·((87 − T)/5) when RH > 85 % and 80 ≤ T ≤ 87 °F. Computed in °F (a °C input is converted, the result given in both), unrounded (the NWS chart rounds: 90 °F at 60 % is 99.68, charted 100). NWS risk category: caution from 80 °F, extreme caution from 90, danger from 103, extreme danger from 125. An estimate for shade and light wind, not medical advice.",
  inputSchema: {
    type: 'object',
    properties: {
      temperature: { type: 'number', minimum: -100, maximum: 200, description: 'Air temperature in unit.' },
      unit: { type: 'string', enum: ['F', 'C'], default: 'F', description: 'F (°F, the default) or C (°C).' },
      relativeHumidity: { type: 'number', minimum: 0, maximum: 100, description: 'Relative humidity in percent, 0–100.' },
    },
    required: ['temperature', 'relativeHumidity'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      heatIndexF: { type: 'number', description: '°F, unrounded.' },
      heatIndexC: { type: 'number', description: '°C, (heatIndexF − 32)·5/9.' },
      category: { type: 'string', enum: ['none', 'caution', 'extreme-caution', 'danger', 'extreme-danger'], description: 'NWS heat-risk category of heatIndexF.' },
      method: { type: 'string', enum: ['steadman', 'rothfusz'], description: 'steadman: the simple formula (cool air); rothfusz: the regression with its adjustments.' },
    },
    required: ['heatIndexF', 'heatIndexC', 'category', 'method'],
  },
  examples: [
    {"inputs": {"temperature": 90, "relativeHumidity": 60}, "result": {"heatIndexF": 99.6777179000001, "heatIndexC": 37.59873216666673, "category": "extreme-caution", "method": "rothfusz"}},
    {"inputs": {"temperature": 35, "unit": "C", "relativeHumidity": 50}, "result": {"heatIndexF": 105.21577210000007, "heatIndexC": 40.675428944444484, "category": "danger", "method": "rothfusz"}},
    {"inputs": {"temperature": 100, "relativeHumidity": 8}, "result": {"heatIndexF": 93.41168421697903, "heatIndexC": 34.117602342766126, "category": "extreme-caution", "method": "rothfusz"}},
    {"inputs": {"temperature": 84, "relativeHumidity": 95}, "result": {"heatIndexF": 100.88173323999995, "heatIndexC": 38.26762957777775, "category": "extreme-caution", "method": "rothfusz"}},
    {"inputs": {"temperature": 70, "relativeHumidity": 40}, "result": {"heatIndexF": 68.58, "heatIndexC": 20.32222222222222, "category": "none", "method": "steadman"}},
  ],
  run({ temperature, unit = 'F', relativeHumidity }: { temperature: number; unit?: 'F' | 'C'; relativeHumidity: number }) {
    const t = unit === 'C' ? (temperature * 9) / 5 + 32 : temperature;
    const { value, method } = heatIndex(t, relativeHumidity);
    const heatIndexC = ((value - 32) * 5) / 9;
    return { heatIndexF: value === 0 ? 0 : value, heatIndexC: heatIndexC === 0 ? 0 : heatIndexC, category: category(value), method };
  },
});
