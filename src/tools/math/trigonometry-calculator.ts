import { ToolError, defineTool, nullable } from '../define.ts';

interface Inputs {
  angle?: number;
  value?: number;
  x?: number;
  unit?: 'deg' | 'rad' | 'grad' | 'turn';
  inverse?: 'asin' | 'acos' | 'atan' | 'atan2';
}

const clean = (v: number) => (v === 0 ? 0 : v);
/** A ratio that overflows (sin of a subnormal angle) is as undefined as a division by zero. */
const orNull = (v: number) => (Number.isFinite(v) ? clean(v) : null);

/** sin and cos of an angle in degrees, reduced exactly to [0, 90) so that sin 180° = 0 and cos 60° = 0.5 exactly. */
function sinCosDegrees(degrees: number): [number, number] {
  const r = ((degrees % 360) + 360) % 360;
  let q = Math.floor(r / 90);
  let t = r - 90 * q;
  if (t < 0) {
    q -= 1;
    t += 90;
  }
  const exact: Record<number, [number, number]> = { 0: [0, 1], 30: [0.5, Math.sqrt(3) / 2], 45: [Math.SQRT1_2, Math.SQRT1_2], 60: [Math.sqrt(3) / 2, 0.5] };
  const [s, c] = exact[t] ?? [Math.sin((t * Math.PI) / 180), Math.cos((t * Math.PI) / 180)];
  switch (q % 4) {
    case 0:
      return [s, c];
    case 1:
      return [c, -s];
    case 2:
      return [-s, -c];
    default:
      return [-c, s];
  }
}

function ratios(sin: number, cos: number, angleDegrees: number, angleRadians: number) {
  return {
    sin: clean(sin),
    cos: clean(cos),
    tan: cos === 0 ? null : orNull(sin / cos),
    sec: cos === 0 ? null : orNull(1 / cos),
    csc: sin === 0 ? null : orNull(1 / sin),
    cot: sin === 0 ? null : orNull(cos / sin),
    angleDegrees: clean(angleDegrees),
    angleRadians: clean(angleRadians),
  };
}

const nullableNumber = nullable({ type: 'number' });

export default defineTool({
  slug: 'trigonometry-calculator',
  name: 'Trigonometry calculator',
  category: 'math',
  description:
    'The six trigonometric functions of an angle in degrees, radians, gradians or turns (null where undefined, e.g. tan 90°), or an inverse function (asin, acos, atan of "value", atan2 of "value" = y and "x") giving the angle. Angles not in radians are reduced exactly to one quadrant, so sin 180° = 0 and sin 30° = 0.5 exactly; unrounded doubles otherwise.',
  inputSchema: {
    type: 'object',
    properties: {
      angle: { type: 'number', minimum: -1e15, maximum: 1e15, description: 'The angle, in `unit` (forward functions).' },
      unit: {
        type: 'string',
        enum: ['deg', 'rad', 'grad', 'turn'],
        default: 'deg',
        description: 'Unit of angle: deg (degrees, the default), rad (radians), grad (gradians, 400 per turn) or turn (full turns); not used with inverse.',
      },
      inverse: { type: 'string', enum: ['asin', 'acos', 'atan', 'atan2'], description: 'Inverse function to apply to "value" instead.' },
      value: { type: 'number', minimum: -1e300, maximum: 1e300, description: 'Argument of the inverse function (y for atan2).' },
      x: { type: 'number', minimum: -1e300, maximum: 1e300, description: 'x for atan2.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      sin: { type: 'number' },
      cos: { type: 'number' },
      tan: nullableNumber,
      sec: nullableNumber,
      csc: nullableNumber,
      cot: nullableNumber,
      angleDegrees: { type: 'number' },
      angleRadians: { type: 'number' },
    },
    required: ['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'angleDegrees', 'angleRadians'],
  },
  examples: [
    {"inputs":{"angle":30},"result":{"sin":0.5,"cos":0.8660254037844386,"tan":0.5773502691896258,"sec":1.1547005383792517,"csc":2,"cot":1.7320508075688772,"angleDegrees":30,"angleRadians":0.5235987755982988}},
    {"inputs":{"angle":180},"result":{"sin":0,"cos":-1,"tan":0,"sec":-1,"csc":null,"cot":null,"angleDegrees":180,"angleRadians":3.141592653589793}},
    {"inputs":{"angle":100,"unit":"grad"},"result":{"sin":1,"cos":0,"tan":null,"sec":null,"csc":1,"cot":0,"angleDegrees":90,"angleRadians":1.5707963267948966}},
    {"inputs":{"angle":1,"unit":"rad"},"result":{"sin":0.8414709848078965,"cos":0.5403023058681398,"tan":1.557407724654902,"sec":1.8508157176809255,"csc":1.1883951057781212,"cot":0.6420926159343308,"angleDegrees":57.29577951308232,"angleRadians":1}},
    {"inputs":{"inverse":"atan2","value":1,"x":-1},"result":{"sin":0.7071067811865476,"cos":-0.7071067811865475,"tan":-1.0000000000000002,"sec":-1.4142135623730951,"csc":1.414213562373095,"cot":-0.9999999999999999,"angleDegrees":135,"angleRadians":2.356194490192345}},
  ],
  run({ angle, value, x, unit = 'deg', inverse }: Inputs) {
    if (inverse) {
      if (value === undefined) throw new ToolError(`"${inverse}" needs "value".`);
      if (angle !== undefined) throw new ToolError('Give either "angle" or "inverse" with "value", not both.');
      if ((inverse === 'asin' || inverse === 'acos') && Math.abs(value) > 1) throw new ToolError(`${inverse} needs a value between −1 and 1.`);
      if (inverse === 'atan2' && x === undefined) throw new ToolError('atan2 needs "value" (y) and "x".');
      const radians = inverse === 'asin' ? Math.asin(value) : inverse === 'acos' ? Math.acos(value) : inverse === 'atan' ? Math.atan(value) : Math.atan2(value, x!);
      return ratios(Math.sin(radians), Math.cos(radians), (radians * 180) / Math.PI, radians);
    }
    if (angle === undefined) throw new ToolError('Give "angle" (or "inverse" with "value").');
    if (unit === 'rad') return ratios(Math.sin(angle), Math.cos(angle), (angle * 180) / Math.PI, angle);
    const degrees = unit === 'deg' ? angle : unit === 'grad' ? (angle * 9) / 10 : angle * 360;
    const [sin, cos] = sinCosDegrees(degrees);
    return ratios(sin, cos, degrees, (degrees * Math.PI) / 180);
  },
});
