import { ToolError, defineTool } from '../define.ts';
import { D, type Dec } from '../unit-factors.ts';

type Axis = 'latitude' | 'longitude';

const HEMISPHERES: Record<Axis, { positive: string; negative: string; limit: number }> = {
  latitude: { positive: 'N', negative: 'S', limit: 90 },
  longitude: { positive: 'E', negative: 'W', limit: 180 },
};

/** Reads decimal degrees, "d m s" or "d m.mmm" with optional ° ′ ″ ' " marks, and a sign or a hemisphere letter. */
function parseAngle(input: number | string, axis: Axis): Dec {
  const { positive, negative, limit } = HEMISPHERES[axis];
  let degrees: Dec;
  if (typeof input === 'number') {
    degrees = new D(input);
  } else {
    let text = input.trim().toUpperCase();
    let sign = 1;
    const letter = new RegExp(`^[${positive}${negative}]|[${positive}${negative}]$`);
    const hemisphere = text.match(letter)?.[0];
    if (hemisphere) {
      sign = hemisphere === negative ? -1 : 1;
      text = text.replace(letter, '').trim();
    }
    if (/^[-+]/.test(text)) {
      if (hemisphere) throw new ToolError(`${axis} "${input}": give either a sign or a hemisphere letter, not both.`);
      if (text.startsWith('-')) sign = -1;
      text = text.slice(1);
    }
    const parts = text.split(/[\s°º'′"″]+/).filter((part) => part !== '');
    if (parts.length === 0 || parts.length > 3 || !parts.every((part) => /^\d{1,12}(\.\d{1,15})?$/.test(part))) {
      throw new ToolError(`${axis} "${input}" is not a coordinate: write 48.8566, -0.1278, 48°51'24"N or 48 51.4 N (${positive}/${negative} for the hemisphere).`);
    }
    if (parts.slice(0, -1).some((part) => part.includes('.'))) {
      throw new ToolError(`${axis} "${input}": only the last of degrees, minutes, seconds may have decimals.`);
    }
    const [d, m = '0', s = '0'] = parts;
    if (Number(m) >= 60 || Number(s) >= 60) throw new ToolError(`${axis} "${input}": minutes and seconds must be below 60.`);
    degrees = new D(d!).plus(new D(m).div(60)).plus(new D(s).div(3600)).times(sign);
  }
  if (degrees.abs().greaterThan(limit)) throw new ToolError(`${axis} must be between -${limit} and ${limit} degrees.`);
  return degrees;
}

const pad = (value: Dec, decimals: number) => {
  const text = value.toFixed(decimals);
  const integerDigits = decimals > 0 ? text.length - decimals - 1 : text.length;
  return integerDigits < 2 ? `0${text}` : text;
};

function formats(degrees: Dec, axis: Axis) {
  const { positive, negative } = HEMISPHERES[axis];
  const dd = degrees.toDecimalPlaces(6, D.ROUND_HALF_UP);
  // Round the smallest unit first, then split, so 59.999…″ carries into the minutes instead of printing 60.00″.
  const totalSeconds = degrees.abs().times(3600).toDecimalPlaces(2, D.ROUND_HALF_UP);
  const totalMinutes = degrees.abs().times(60).toDecimalPlaces(4, D.ROUND_HALF_UP);
  const letter = (rounded: Dec) => (rounded.isZero() || degrees.isPositive() ? positive : negative);
  const dmsDegrees = totalSeconds.divToInt(3600);
  const dmsMinutes = totalSeconds.minus(dmsDegrees.times(3600)).divToInt(60);
  const dmsSeconds = totalSeconds.minus(dmsDegrees.times(3600)).minus(dmsMinutes.times(60));
  const ddmDegrees = totalMinutes.divToInt(60);
  const ddmMinutes = totalMinutes.minus(ddmDegrees.times(60));
  return {
    dd: dd.isZero() ? 0 : dd.toNumber(),
    dms: `${dmsDegrees.toFixed(0)}°${pad(dmsMinutes, 0)}'${pad(dmsSeconds, 2)}"${letter(totalSeconds)}`,
    ddm: `${ddmDegrees.toFixed(0)}°${pad(ddmMinutes, 4)}'${letter(totalMinutes)}`,
  };
}

const coordinateInput = (axis: Axis, limit: number) => ({
  anyOf: [
    { type: 'number', minimum: -limit, maximum: limit },
    { type: 'string', minLength: 1, maxLength: 64 },
  ],
  description: `The ${axis}: decimal degrees (number or string, negative = ${HEMISPHERES[axis].negative}), DMS such as 48°51'24.0"N, or DDM such as 48 51.4 N.`,
});

const pairSchema = (description: string, type: string) => ({
  type: 'object',
  description,
  properties: { latitude: { type }, longitude: { type } },
  required: ['latitude', 'longitude'],
});

export default defineTool({
  slug: 'coordinate-converter',
  name: 'Coordinate converter',
  category: 'units',
  description:
    'Converts a latitude/longitude between decimal degrees (DD), degrees-minutes-seconds (DMS) and degrees-decimal-minutes (DDM), reading any of them with a sign or N/S/E/W. Computed in decimal and rounded half-up: DD to 6 decimals (about 0.1 m), DMS seconds to 2 decimals, DDM minutes to 4.',
  inputSchema: {
    type: 'object',
    properties: { latitude: coordinateInput('latitude', 90), longitude: coordinateInput('longitude', 180) },
    required: ['latitude', 'longitude'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      dd: pairSchema('Decimal degrees, negative south and west.', 'number'),
      dms: pairSchema('Degrees, minutes, seconds with hemisphere, e.g. 48°51\'23.76"N.', 'string'),
      ddm: pairSchema("Degrees and decimal minutes with hemisphere, e.g. 48°51.3960'N.", 'string'),
    },
    required: ['dd', 'dms', 'ddm'],
  },
  examples: [
    { inputs: { latitude: "48°51'24\"N", longitude: "2°21'07.9\"E" }, result: { dd: { latitude: 48.856667, longitude: 2.352194 }, dms: { latitude: "48°51'24.00\"N", longitude: "2°21'07.90\"E" }, ddm: { latitude: "48°51.4000'N", longitude: "2°21.1317'E" } } },
    { inputs: { latitude: 40.748817, longitude: -73.985428 }, result: { dd: { latitude: 40.748817, longitude: -73.985428 }, dms: { latitude: "40°44'55.74\"N", longitude: "73°59'07.54\"W" }, ddm: { latitude: "40°44.9290'N", longitude: "73°59.1257'W" } } },
    { inputs: { latitude: 'S 33 52.08', longitude: '151 12.6 E' }, result: { dd: { latitude: -33.868, longitude: 151.21 }, dms: { latitude: "33°52'04.80\"S", longitude: "151°12'36.00\"E" }, ddm: { latitude: "33°52.0800'S", longitude: "151°12.6000'E" } } },
  ],
  run({ latitude, longitude }: { latitude: number | string; longitude: number | string }) {
    const lat = formats(parseAngle(latitude, 'latitude'), 'latitude');
    const lon = formats(parseAngle(longitude, 'longitude'), 'longitude');
    return {
      dd: { latitude: lat.dd, longitude: lon.dd },
      dms: { latitude: lat.dms, longitude: lon.dms },
      ddm: { latitude: lat.ddm, longitude: lon.ddm },
    };
  },
});
