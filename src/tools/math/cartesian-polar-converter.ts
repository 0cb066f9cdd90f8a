import { ToolError, defineTool } from '../define.ts';

type System = 'cartesian' | 'polar' | 'cylindrical' | 'spherical';
type Field = 'x' | 'y' | 'z' | 'r' | 'rho' | 'thetaDegrees' | 'phiDegrees';

interface Inputs {
  from: System;
  x?: number;
  y?: number;
  z?: number;
  r?: number;
  rho?: number;
  thetaDegrees?: number;
  phiDegrees?: number;
}

const NEEDS: Record<System, Field[]> = {
  cartesian: ['x', 'y'],
  polar: ['r', 'thetaDegrees'],
  cylindrical: ['rho', 'thetaDegrees', 'z'],
  spherical: ['r', 'thetaDegrees', 'phiDegrees'],
};
const OPTIONAL: Partial<Record<System, Field[]>> = { cartesian: ['z'] };

/** −0 as 0 (JSON has no −0; tests compare with Object.is). */
const clean = (v: number): number => v + 0;

/** An angle in degrees into (−180, 180]. */
function normalize(degrees: number): number {
  let t = degrees % 360;
  if (t > 180) t -= 360;
  else if (t <= -180) t += 360;
  return clean(t);
}

/** sin and cos of an angle in (−180, 180] degrees, exact at multiples of 90°. */
function sinDeg(t: number): number {
  if (t % 90 === 0) return [0, 1, 0, -1][(((t / 90) % 4) + 4) % 4]!;
  return Math.sin((t * Math.PI) / 180);
}
function cosDeg(t: number): number {
  if (t % 90 === 0) return [1, 0, -1, 0][(((t / 90) % 4) + 4) % 4]!;
  return Math.cos((t * Math.PI) / 180);
}

/** atan2 in degrees, in (−180, 180]. */
function atan2Deg(y: number, x: number): number {
  const t = (Math.atan2(y, x) * 180) / Math.PI;
  return t === -180 ? 180 : clean(t);
}

const length = (description: string) => ({ type: 'number', minimum: -1e15, maximum: 1e15, description });

export default defineTool({
  slug: 'cartesian-polar-converter',
  name: 'Cartesian / polar / cylindrical / spherical converter',
  category: 'math',
  description:
    'Converts a point between Cartesian (x, y, z; z 0 when left out), polar (r, θ; the plane z = 0), cylindrical (ρ, θ, z) and spherical (r, θ azimuth from +x toward +y, φ polar angle from +z, ISO 80000-2) coordinates and returns all four. x = ρ·cos θ, y = ρ·sin θ, ρ = r·sin φ, z = r·cos φ; ρ = √(x² + y²), r = √(x² + y² + z²), θ = atan2(y, x), φ = atan2(ρ, z). Angles in degrees; θ is given in (−180, 180]; sin and cos are exact at multiples of 90°. The given system\'s own values come back as given (θ normalised); polar holds the projection onto the xy-plane. Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      from: { type: 'string', enum: ['cartesian', 'polar', 'cylindrical', 'spherical'], description: 'The system of the given coordinates.' },
      x: length('Cartesian x.'),
      y: length('Cartesian y.'),
      z: length('Height z (cartesian, optional there; cylindrical).'),
      r: { type: 'number', minimum: 0, maximum: 1e15, description: 'Distance from the origin (polar, spherical).' },
      rho: { type: 'number', minimum: 0, maximum: 1e15, description: 'Distance from the z axis (cylindrical).' },
      thetaDegrees: { type: 'number', minimum: -1e6, maximum: 1e6, description: 'Azimuth in degrees from +x toward +y (polar, cylindrical, spherical).' },
      phiDegrees: { type: 'number', minimum: 0, maximum: 180, description: 'Polar angle in degrees from +z (spherical).' },
    },
    required: ['from'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      cartesian: {
        type: 'object',
        properties: { x: { type: 'number' }, y: { type: 'number' }, z: { type: 'number' } },
        required: ['x', 'y', 'z'],
      },
      polar: {
        type: 'object',
        properties: { r: { type: 'number' }, thetaDegrees: { type: 'number' } },
        required: ['r', 'thetaDegrees'],
      },
      cylindrical: {
        type: 'object',
        properties: { rho: { type: 'number' }, thetaDegrees: { type: 'number' }, z: { type: 'number' } },
        required: ['rho', 'thetaDegrees', 'z'],
      },
      spherical: {
        type: 'object',
        properties: { r: { type: 'number' }, thetaDegrees: { type: 'number' }, phiDegrees: { type: 'number' } },
        required: ['r', 'thetaDegrees', 'phiDegrees'],
      },
    },
    required: ['cartesian', 'polar', 'cylindrical', 'spherical'],
  },
  examples: [
    {"inputs":{"from":"cartesian","x":1,"y":1},"result":{"cartesian":{"x":1,"y":1,"z":0},"polar":{"r":1.4142135623730951,"thetaDegrees":45},"cylindrical":{"rho":1.4142135623730951,"thetaDegrees":45,"z":0},"spherical":{"r":1.4142135623730951,"thetaDegrees":45,"phiDegrees":90}}},
    {"inputs":{"from":"cartesian","x":-3,"y":0,"z":4},"result":{"cartesian":{"x":-3,"y":0,"z":4},"polar":{"r":3,"thetaDegrees":180},"cylindrical":{"rho":3,"thetaDegrees":180,"z":4},"spherical":{"r":5,"thetaDegrees":180,"phiDegrees":36.86989764584402}}},
    {"inputs":{"from":"polar","r":2,"thetaDegrees":390},"result":{"cartesian":{"x":1.7320508075688774,"y":0.9999999999999999,"z":0},"polar":{"r":2,"thetaDegrees":30},"cylindrical":{"rho":2,"thetaDegrees":30,"z":0},"spherical":{"r":2,"thetaDegrees":30,"phiDegrees":90}}},
    {"inputs":{"from":"spherical","r":10,"thetaDegrees":-135,"phiDegrees":60},"result":{"cartesian":{"x":-6.123724356957944,"y":-6.123724356957945,"z":5.000000000000001},"polar":{"r":8.660254037844386,"thetaDegrees":-135},"cylindrical":{"rho":8.660254037844386,"thetaDegrees":-135,"z":5.000000000000001},"spherical":{"r":10,"thetaDegrees":-135,"phiDegrees":60}}},
  ],
  run(inputs: Inputs) {
    const { from } = inputs;
    const needs = NEEDS[from];
    const allowed = [...needs, ...(OPTIONAL[from] ?? [])];
    for (const name of needs) if (inputs[name] === undefined) throw new ToolError(`From ${from} coordinates the converter needs ${needs.join(', ')}: ${name} is missing.`);
    for (const name of ['x', 'y', 'z', 'r', 'rho', 'thetaDegrees', 'phiDegrees'] as const) {
      if (inputs[name] !== undefined && !allowed.includes(name)) throw new ToolError(`${from} coordinates do not use ${name} (they take ${allowed.join(', ')}).`);
    }
    let x: number, y: number, z: number, rho: number, theta: number, r: number, phi: number;
    if (from === 'cartesian') {
      x = inputs.x!;
      y = inputs.y!;
      z = inputs.z ?? 0;
      rho = Math.sqrt(x * x + y * y);
      theta = atan2Deg(y, x);
      r = Math.sqrt(x * x + y * y + z * z);
      phi = atan2Deg(rho, z);
    } else {
      theta = normalize(inputs.thetaDegrees!);
      if (from === 'spherical') {
        r = inputs.r!;
        phi = inputs.phiDegrees!;
        rho = r * sinDeg(phi);
        z = r * cosDeg(phi);
      } else {
        rho = from === 'polar' ? inputs.r! : inputs.rho!;
        z = from === 'polar' ? 0 : inputs.z!;
        r = z === 0 ? rho : Math.sqrt(rho * rho + z * z);
        phi = atan2Deg(rho, z);
      }
      x = rho * cosDeg(theta);
      y = rho * sinDeg(theta);
    }
    return {
      cartesian: { x: clean(x), y: clean(y), z: clean(z) },
      polar: { r: rho, thetaDegrees: theta },
      cylindrical: { rho, thetaDegrees: theta, z: clean(z) },
      spherical: { r, thetaDegrees: theta, phiDegrees: phi },
    };
  },
});
