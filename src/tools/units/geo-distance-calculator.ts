import { ToolError, defineTool, nullable } from '../define.ts';

interface Point {
  latitude: number;
  longitude: number;
}

const MEAN_EARTH_RADIUS_KM = 6371.0088; // IUGG mean radius R1 = (2a + b) / 3 of WGS-84
const WGS84_A = 6378137;
const WGS84_F = 1 / 298.257223563;
const WGS84_B = WGS84_A * (1 - WGS84_F);
const KM_PER_MILE = 1.609344;
const KM_PER_NAUTICAL_MILE = 1.852;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
/** Results are rounded to 6 decimals (1 mm, 1e-6°) so that the last bits of libm's sin/atan2 never show. */
const round6 = (value: number) => {
  const rounded = Number(value.toFixed(6));
  return rounded === 0 ? 0 : rounded;
};
const bearing = (radians: number) => round6((toDegrees(radians) + 360) % 360) % 360;

/** Great-circle initial bearing from a to b on the sphere, in radians. */
function sphericalBearing(a: Point, b: Point): number {
  const phi1 = toRadians(a.latitude);
  const phi2 = toRadians(b.latitude);
  const deltaLambda = toRadians(b.longitude - a.longitude);
  return Math.atan2(Math.sin(deltaLambda) * Math.cos(phi2), Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(deltaLambda));
}

function haversine(a: Point, b: Point) {
  const phi1 = toRadians(a.latitude);
  const phi2 = toRadians(b.latitude);
  const sinHalfPhi = Math.sin((phi2 - phi1) / 2);
  const sinHalfLambda = Math.sin(toRadians(b.longitude - a.longitude) / 2);
  const h = Math.min(1, sinHalfPhi * sinHalfPhi + Math.cos(phi1) * Math.cos(phi2) * sinHalfLambda * sinHalfLambda);
  const distanceKm = MEAN_EARTH_RADIUS_KM * 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
  return {
    distanceKm,
    initial: sphericalBearing(a, b),
    final: sphericalBearing(b, a) + Math.PI,
  };
}

/** Vincenty's inverse formula on the WGS-84 ellipsoid (Survey Review 1975), iterated to 1e-12 rad. */
function vincenty(a: Point, b: Point) {
  const f = WGS84_F;
  const L = toRadians(b.longitude - a.longitude);
  const U1 = Math.atan((1 - f) * Math.tan(toRadians(a.latitude)));
  const U2 = Math.atan((1 - f) * Math.tan(toRadians(b.latitude)));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);
  let lambda = L;
  for (let iteration = 0; iteration < 200; iteration++) {
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    const sinSigma = Math.sqrt((cosU2 * sinLambda) ** 2 + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) ** 2);
    if (sinSigma === 0) return { distanceKm: 0, initial: 0, final: 0 };
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    const sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    const cosSqAlpha = 1 - sinAlpha * sinAlpha;
    const cos2SigmaM = cosSqAlpha !== 0 ? cosSigma - (2 * sinU1 * sinU2) / cosSqAlpha : 0; // equatorial line
    const C = (f / 16) * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha));
    const previous = lambda;
    lambda = L + (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda) > Math.PI) break; // the iteration has left its domain: near-antipodal points
    if (Math.abs(lambda - previous) < 1e-12) {
      const uSq = (cosSqAlpha * (WGS84_A * WGS84_A - WGS84_B * WGS84_B)) / (WGS84_B * WGS84_B);
      const A = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
      const B = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
      const deltaSigma =
        B *
        sinSigma *
        (cos2SigmaM +
          (B / 4) *
            (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - (B / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
      return {
        distanceKm: (WGS84_B * A * (sigma - deltaSigma)) / 1000,
        initial: Math.atan2(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda),
        final: Math.atan2(cosU1 * sinLambda, -sinU1 * cosU2 + cosU1 * sinU2 * cosLambda),
      };
    }
  }
  throw new ToolError("Vincenty's formula does not converge for these nearly antipodal points; use method \"haversine\" (within about 0.5 %).");
}

/** Midpoint of the great circle between a and b (on the sphere, for both methods). */
function midpoint(a: Point, b: Point): Point {
  const phi1 = toRadians(a.latitude);
  const phi2 = toRadians(b.latitude);
  const lambda1 = toRadians(a.longitude);
  const deltaLambda = toRadians(b.longitude - a.longitude);
  const bx = Math.cos(phi2) * Math.cos(deltaLambda);
  const by = Math.cos(phi2) * Math.sin(deltaLambda);
  const phi = Math.atan2(Math.sin(phi1) + Math.sin(phi2), Math.sqrt((Math.cos(phi1) + bx) ** 2 + by * by));
  const lambda = lambda1 + Math.atan2(by, Math.cos(phi1) + bx);
  const longitude = ((toDegrees(lambda) + 540) % 360) - 180;
  return { latitude: round6(toDegrees(phi)), longitude: round6(longitude) };
}

const pointSchema = (description: string) => ({
  type: 'object',
  description,
  properties: {
    latitude: { type: 'number', minimum: -90, maximum: 90, description: 'Degrees, negative south.' },
    longitude: { type: 'number', minimum: -180, maximum: 180, description: 'Degrees, negative west.' },
  },
  required: ['latitude', 'longitude'],
  additionalProperties: false,
});

export default defineTool({
  slug: 'geo-distance-calculator',
  name: 'Geographic distance calculator',
  category: 'units',
  description:
    "Distance between two latitude/longitude points, either on a sphere with the haversine formula (mean Earth radius R = 6371.0088 km, error up to about 0.5 %) or on the WGS-84 ellipsoid with Vincenty's inverse formula (sub-millimetre; nearly antipodal points where it does not converge are refused). Also gives the initial and final bearings (degrees clockwise from true north; null for points less than 1 mm apart) and the great-circle midpoint. Distances and angles are rounded to 6 decimals.",
  inputSchema: {
    type: 'object',
    properties: {
      from: pointSchema('Start point.'),
      to: pointSchema('End point.'),
      method: { type: 'string', enum: ['haversine', 'vincenty'], default: 'haversine', description: 'Sphere (haversine) or WGS-84 ellipsoid (vincenty).' },
    },
    required: ['from', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      distanceKm: { type: 'number', description: 'Distance in kilometres.' },
      distanceMiles: { type: 'number', description: 'Distance in international miles (1.609344 km).' },
      distanceNauticalMiles: { type: 'number', description: 'Distance in nautical miles (1.852 km).' },
      initialBearing: nullable({ type: 'number' }, { description: 'Bearing leaving the start point, 0–360°; null for points less than 1 mm apart.' }),
      finalBearing: nullable({ type: 'number' }, { description: 'Bearing arriving at the end point, 0–360°; null for points less than 1 mm apart.' }),
      midpoint: {
        type: 'object',
        description: 'Midpoint of the great circle (spherical for both methods).',
        properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
        required: ['latitude', 'longitude'],
      },
    },
    required: ['distanceKm', 'distanceMiles', 'distanceNauticalMiles', 'initialBearing', 'finalBearing', 'midpoint'],
  },
  examples: [
    // TOOLS-PLAN §6: Paris–London haversine with R 6371.0088 km = 343.5565 km.
    { inputs: { from: { latitude: 48.8566, longitude: 2.3522 }, to: { latitude: 51.5074, longitude: -0.1278 } }, result: { distanceKm: 343.556535, distanceMiles: 213.476134, distanceNauticalMiles: 185.505688, initialBearing: 330.021093, finalBearing: 328.115617, midpoint: { latitude: 50.188595, longitude: 1.146618 } } },
    { inputs: { from: { latitude: 48.8566, longitude: 2.3522 }, to: { latitude: 51.5074, longitude: -0.1278 }, method: 'vincenty' }, result: { distanceKm: 343.92312, distanceMiles: 213.703919, distanceNauticalMiles: 185.703629, initialBearing: 329.951405, finalBearing: 328.045928, midpoint: { latitude: 50.188595, longitude: 1.146618 } } },
    // Geoscience Australia's worked example, Flinders Peak → Buninyong: 54972.271 m, azimuth 306°52′05.37″, reverse 127°10′25.07″.
    { inputs: { from: { latitude: -37.9510334167, longitude: 144.4248678889 }, to: { latitude: -37.6528211389, longitude: 143.9264955278 }, method: 'vincenty' }, result: { distanceKm: 54.972271, distanceMiles: 34.158186, distanceNauticalMiles: 29.682652, initialBearing: 306.868159, finalBearing: 307.173631, midpoint: { latitude: -37.80219, longitude: 144.175179 } } },
  ],
  run({ from, to, method }: { from: Point; to: Point; method: 'haversine' | 'vincenty' }) {
    const { distanceKm, initial, final } = method === 'vincenty' ? vincenty(from, to) : haversine(from, to);
    const coincident = round6(distanceKm) === 0; // within a millimetre: no meaningful bearing
    return {
      distanceKm: round6(distanceKm),
      distanceMiles: round6(distanceKm / KM_PER_MILE),
      distanceNauticalMiles: round6(distanceKm / KM_PER_NAUTICAL_MILE),
      initialBearing: coincident ? null : bearing(initial),
      finalBearing: coincident ? null : bearing(final),
      midpoint: midpoint(from, to),
    };
  },
});
