import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

type Quantity = 'heat' | 'mass' | 'specificHeat' | 'deltaT';
interface Inputs {
  solveFor: Quantity;
  heatJ?: number;
  massKg?: number;
  specificHeat?: number;
  deltaT?: number;
}
const FIELD = { heat: 'heatJ', mass: 'massKg', specificHeat: 'specificHeat', deltaT: 'deltaT' } as const;
/** The thermochemical calorie, 4.184 J exactly. */
const KCAL = 4184;

export default defineTool({
  slug: 'specific-heat-calculator',
  name: 'Specific heat calculator (Q = mcΔT)',
  category: 'science',
  description:
    'Solves Q = m·c·ΔT for the heat (J), the mass (kg), the specific heat capacity c (J/(kg·K)) or the temperature change ΔT (K, the same as °C difference) from the other three. A negative ΔT (cooling) gives a negative Q (heat released), and the reverse; a mass or specific heat that would come out zero or negative (Q and ΔT of opposite signs, or ΔT = 0) is refused. Heat is also given in kJ and kcal (thermochemical calorie, 4.184 J). Water is about 4186 J/(kg·K). Unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      solveFor: { type: 'string', enum: ['heat', 'mass', 'specificHeat', 'deltaT'], description: 'The unknown: heat (heatJ), mass (massKg), specificHeat or deltaT; give the other three.' },
      heatJ: { type: 'number', minimum: -1e15, maximum: 1e15, description: 'Heat absorbed in joules (negative when released).' },
      massKg: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Mass in kilograms.' },
      specificHeat: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, description: 'Specific heat capacity in J/(kg·K).' },
      deltaT: { type: 'number', minimum: -1e6, maximum: 1e6, description: 'Temperature change in K (or °C), final minus initial.' },
    },
    required: ['solveFor'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      heatJ: { type: 'number' },
      heatKJ: { type: 'number' },
      heatKcal: { type: 'number', description: 'heatJ / 4184.' },
      massKg: { type: 'number' },
      specificHeat: { type: 'number', description: 'J/(kg·K).' },
      deltaT: { type: 'number', description: 'K.' },
    },
    required: ['heatJ', 'heatKJ', 'heatKcal', 'massKg', 'specificHeat', 'deltaT'],
  },
  examples: [
    {"inputs": {"solveFor": "heat", "massKg": 1, "specificHeat": 4186, "deltaT": 10}, "result": {"heatJ": 41860, "heatKJ": 41.86, "heatKcal": 10.004780114722754, "massKg": 1, "specificHeat": 4186, "deltaT": 10}},
    {"inputs": {"solveFor": "deltaT", "heatJ": 50000, "massKg": 2, "specificHeat": 897}, "result": {"heatJ": 50000, "heatKJ": 50.0, "heatKcal": 11.950286806883366, "massKg": 2, "specificHeat": 897, "deltaT": 27.870680044593087}},
    {"inputs": {"solveFor": "specificHeat", "heatJ": -12000, "massKg": 0.5, "deltaT": -60}, "result": {"heatJ": -12000, "heatKJ": -12.0, "heatKcal": -2.8680688336520075, "massKg": 0.5, "specificHeat": 400.0, "deltaT": -60}},
    {"inputs": {"solveFor": "mass", "heatJ": 1000000.0, "specificHeat": 4186, "deltaT": 75}, "result": {"heatJ": 1000000.0, "heatKJ": 1000.0, "heatKcal": 239.0057361376673, "massKg": 3.1852205765249244, "specificHeat": 4186, "deltaT": 75}},
  ],
  run(inputs: Inputs) {
    const { solveFor } = inputs;
    for (const name of ['heat', 'mass', 'specificHeat', 'deltaT'] as const) {
      const field = FIELD[name];
      if (name === solveFor && inputs[field] !== undefined) throw new ToolError(`Leave ${field} out: it is the quantity to solve for.`);
      if (name !== solveFor && inputs[field] === undefined) throw new ToolError(`Give ${field} to solve for ${solveFor}.`);
    }
    let { heatJ = 0, massKg = 0, specificHeat = 0, deltaT = 0 } = inputs;
    switch (solveFor) {
      case 'heat':
        heatJ = finite(massKg * specificHeat * deltaT, 'heat');
        break;
      case 'mass':
        massKg = heatJ / (specificHeat * deltaT);
        break;
      case 'specificHeat':
        specificHeat = heatJ / (massKg * deltaT);
        break;
      default:
        deltaT = finite(heatJ / (massKg * specificHeat), 'temperature change');
    }
    if (solveFor === 'mass' || solveFor === 'specificHeat') {
      const value = solveFor === 'mass' ? massKg : specificHeat;
      if (!(value > 0) || !Number.isFinite(value)) {
        throw new ToolError(`No positive ${solveFor === 'mass' ? 'mass' : 'specific heat'} fits: heatJ and deltaT must be non-zero and of the same sign (and give a finite value).`);
      }
    }
    const zero = (x: number) => (x === 0 ? 0 : x);
    return { heatJ: zero(heatJ), heatKJ: zero(heatJ / 1000), heatKcal: zero(heatJ / KCAL), massKg, specificHeat, deltaT: zero(deltaT) };
  },
});
