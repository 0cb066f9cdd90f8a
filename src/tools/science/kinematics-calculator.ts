import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

const NAMES = ['displacement', 'initialVelocity', 'finalVelocity', 'acceleration', 'time'] as const;
type Name = (typeof NAMES)[number];
type State = Record<Name, number>;

const insufficient = () => new ToolError('These three values do not determine the motion (more than one answer fits): give a different set.');
const inconsistent = () => new ToolError('No uniformly accelerated motion fits these three values.');

/** The solutions for one set of three knowns, s = ut + ½at², v = u + at, v² = u² + 2as, s = (u + v)t/2. */
function solve(known: Partial<State>): Array<[number, number, number, number, number]> {
  const { displacement: s, initialVelocity: u, finalVelocity: v, acceleration: a, time: t } = known;
  const has = (name: Name) => known[name] !== undefined;
  // Returns [s, u, v, a, t] rows.
  if (!has('time')) {
    if (!has('displacement')) {
      // u, v, a
      if (a === 0) throw u === v ? insufficient() : inconsistent();
      const time = (v! - u!) / a!;
      if (time < 0) throw new ToolError('These values need negative time (v − u has the opposite sign of a).');
      return [[(v! * v! - u! * u!) / (2 * a!), u!, v!, a!, time]];
    }
    if (!has('acceleration')) {
      // s, u, v
      if (u! + v! === 0) throw s === 0 ? insufficient() : inconsistent();
      const time = (2 * s!) / (u! + v!);
      if (time < 0) throw new ToolError('These values need negative time (s has the opposite sign of u + v).');
      if (time === 0) throw u === v ? insufficient() : inconsistent();
      return [[s!, u!, v!, (v! - u!) / time, time]];
    }
    // s, a and one velocity: v² = u² + 2as has two roots for the unknown velocity.
    const initialKnown = has('initialVelocity');
    const speed = initialKnown ? u! : v!;
    if (a === 0) {
      if (speed === 0) throw s === 0 ? insufficient() : inconsistent();
      const time = s! / speed;
      if (time < 0) throw new ToolError('These values need negative time (s has the opposite sign of the velocity).');
      return [[s!, speed, speed, 0, time]];
    }
    const discriminant = initialKnown ? u! * u! + 2 * a! * s! : v! * v! - 2 * a! * s!;
    if (discriminant < 0) throw inconsistent();
    const root = Math.sqrt(discriminant);
    const rows: Array<[number, number, number, number, number]> = [];
    for (const other of root === 0 ? [0] : [root, -root]) {
      const [initial, final] = initialKnown ? [u!, other] : [other, v!];
      const time = (final - initial) / a!;
      if (time >= 0) rows.push([s!, initial, final, a!, time]);
    }
    if (rows.length === 0) throw new ToolError('These values need negative time.');
    return rows;
  }
  if (!has('displacement')) {
    if (!has('acceleration')) {
      // u, v, t
      if (t === 0) throw u === v ? insufficient() : inconsistent();
      return [[((u! + v!) * t!) / 2, u!, v!, (v! - u!) / t!, t!]];
    }
    if (!has('finalVelocity')) return [[u! * t! + (a! * t! * t!) / 2, u!, u! + a! * t!, a!, t!]]; // u, a, t
    return [[v! * t! - (a! * t! * t!) / 2, v! - a! * t!, v!, a!, t!]]; // v, a, t
  }
  if (t === 0) throw s === 0 ? insufficient() : inconsistent();
  if (has('initialVelocity')) return [[s!, u!, (2 * s!) / t! - u!, (2 * (s! - u! * t!)) / (t! * t!), t!]]; // s, u, t
  if (has('finalVelocity')) return [[s!, (2 * s!) / t! - v!, v!, (2 * (v! * t! - s!)) / (t! * t!), t!]]; // s, v, t
  const initial = s! / t! - (a! * t!) / 2; // s, a, t
  return [[s!, initial, initial + a! * t!, a!, t!]];
}

const quantity = (description: string, minimum = -1e9) => ({ type: 'number', minimum, maximum: 1e9, description });
const stateSchema = {
  type: 'object',
  properties: Object.fromEntries(NAMES.map((name) => [name, { type: 'number' }])),
  required: [...NAMES],
};

export default defineTool({
  slug: 'kinematics-calculator',
  name: 'Kinematics (SUVAT) calculator',
  category: 'science',
  description:
    'Uniformly accelerated straight-line motion: from any three of displacement s (m), initial velocity u, final velocity v (m/s), acceleration a (m/s²) and time t (s, ≥ 0), finds the other two with the SUVAT equations. Where the unknown velocity comes from v² = u² + 2as both roots with t ≥ 0 are returned; sets that fit no motion or more than one are refused.',
  inputSchema: {
    type: 'object',
    properties: {
      displacement: quantity('s, metres.'),
      initialVelocity: quantity('u, m/s.'),
      finalVelocity: quantity('v, m/s.'),
      acceleration: quantity('a, m/s².'),
      time: quantity('t, seconds.', 0),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      solvedFor: { type: 'array', items: { type: 'string' } },
      solutions: { type: 'array', items: stateSchema, description: 'One, or two where the motion is quadratic in the unknowns.' },
    },
    required: ['solvedFor', 'solutions'],
  },
  examples: [
    {"inputs": {"initialVelocity": 0, "acceleration": 9.80665, "time": 3}, "result": {"solvedFor": ["displacement", "finalVelocity"], "solutions": [{"displacement": 44.129925, "initialVelocity": 0, "finalVelocity": 29.41995, "acceleration": 9.80665, "time": 3}]}},
    {"inputs": {"displacement": 10, "initialVelocity": 15, "acceleration": -9.80665}, "result": {"solvedFor": ["finalVelocity", "time"], "solutions": [{"displacement": 10, "initialVelocity": 15, "finalVelocity": 5.3728018761164105, "acceleration": -9.80665, "time": 0.981701001247479}, {"displacement": 10, "initialVelocity": 15, "finalVelocity": -5.3728018761164105, "acceleration": -9.80665, "time": 2.0774476376863062}]}},
    {"inputs": {"displacement": 100, "initialVelocity": 20, "finalVelocity": 0}, "result": {"solvedFor": ["acceleration", "time"], "solutions": [{"displacement": 100, "initialVelocity": 20, "finalVelocity": 0, "acceleration": -2, "time": 10}]}},
  ],
  run(inputs: Partial<State>) {
    const given = NAMES.filter((name) => inputs[name] !== undefined);
    if (given.length !== 3) throw new ToolError(`Give exactly three of ${NAMES.join(', ')} (got ${given.length}).`);
    const solutions = solve(inputs).map(([s, u, v, a, t]) => ({
      displacement: finite(s, 'displacement'),
      initialVelocity: finite(u, 'initial velocity'),
      finalVelocity: finite(v, 'final velocity'),
      acceleration: finite(a, 'acceleration'),
      time: finite(t, 'time'),
    }));
    return { solvedFor: NAMES.filter((name) => inputs[name] === undefined), solutions };
  },
});
