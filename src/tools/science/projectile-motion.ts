import { defineTool } from '../define.ts';
import { STANDARD_GRAVITY, finite } from '../science-data.ts';

interface Inputs {
  speed: number;
  angleDegrees: number;
  initialHeight: number;
  gravity: number;
}

/** cos and sin of an angle in degrees, exact at 0 and ±90 so a vertical or horizontal launch has no 6e-17 residue. */
function cosSin(degrees: number): [number, number] {
  if (degrees === 0) return [1, 0];
  if (degrees === 90) return [0, 1];
  if (degrees === -90) return [0, -1];
  const radians = degrees * (Math.PI / 180);
  return [Math.cos(radians), Math.sin(radians)];
}

export default defineTool({
  slug: 'projectile-motion',
  name: 'Projectile motion',
  category: 'science',
  description:
    'Flight of a projectile launched at a speed and angle from a height above flat ground, without air resistance: time of flight, horizontal range, maximum height (above the ground) and time to reach it. Gravity defaults to standard gravity 9.80665 m/s²; SI units, unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      speed: { type: 'number', minimum: 0, maximum: 1e6, description: 'Launch speed (m/s).' },
      angleDegrees: { type: 'number', minimum: -90, maximum: 90, description: 'Launch angle above the horizontal (degrees; negative = downwards).' },
      initialHeight: { type: 'number', minimum: 0, maximum: 1e6, default: 0, description: 'Launch height above the ground (m).' },
      gravity: { type: 'number', exclusiveMinimum: 0, maximum: 1000, default: STANDARD_GRAVITY, description: 'Gravitational acceleration (m/s²).' },
    },
    required: ['speed', 'angleDegrees'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      timeOfFlight: { type: 'number', description: 's, until the projectile reaches the ground.' },
      range: { type: 'number', description: 'Horizontal distance travelled (m).' },
      maxHeight: { type: 'number', description: 'Highest point above the ground (m).' },
      timeToMaxHeight: { type: 'number', description: 's (0 when launched level or downwards).' },
    },
    required: ['timeOfFlight', 'range', 'maxHeight', 'timeToMaxHeight'],
  },
  examples: [
    {"inputs": {"speed": 20, "angleDegrees": 45}, "result": {"timeOfFlight": 2.8841929963302353, "range": 40.78864851911713, "maxHeight": 10.197162129779281, "timeToMaxHeight": 1.4420964981651176}},
    {"inputs": {"speed": 30, "angleDegrees": 30, "initialHeight": 1.5}, "result": {"timeOfFlight": 3.1560774589246634, "range": 81.9972976722059, "maxHeight": 12.97180739600169, "timeToMaxHeight": 1.5295743194668923}},
    {"inputs": {"speed": 10, "angleDegrees": 0, "initialHeight": 20, "gravity": 1.62}, "result": {"timeOfFlight": 4.969039949999533, "range": 49.69039949999533, "maxHeight": 20, "timeToMaxHeight": 0}},
  ],
  run({ speed, angleDegrees, initialHeight, gravity }: Inputs) {
    const [cos, sin] = cosSin(angleDegrees);
    const vx = speed * cos;
    const vy = speed * sin;
    const timeOfFlight = (vy + Math.sqrt(vy * vy + 2 * gravity * initialHeight)) / gravity;
    const rising = vy > 0;
    return {
      timeOfFlight: finite(timeOfFlight, 'time of flight'),
      range: finite(vx * timeOfFlight, 'range'),
      maxHeight: finite(rising ? initialHeight + (vy * vy) / (2 * gravity) : initialHeight, 'maximum height'),
      timeToMaxHeight: finite(rising ? vy / gravity : 0, 'time to maximum height'),
    };
  },
});
