import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

type Quantity = 'remaining' | 'halfLife' | 'time' | 'initial';
interface Inputs {
  solveFor: Quantity;
  initial?: number;
  remaining?: number;
  halfLife?: number;
  time?: number;
}

const amount = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 1e30, description });
const duration = (description: string) => ({ type: 'number', minimum: 0, maximum: 1e15, description });

export default defineTool({
  slug: 'half-life-calculator',
  name: 'Half-life calculator',
  category: 'science',
  description:
    'Exponential decay N = N0·2^(−t/T): solves for the remaining amount, the initial amount, the half-life or the elapsed time from the other three (amounts in any one unit: atoms, grams, becquerels…; times in any one unit). Also gives the decay constant λ = ln 2 / T and mean lifetime τ = T / ln 2 per that time unit.',
  inputSchema: {
    type: 'object',
    properties: {
      solveFor: { type: 'string', enum: ['remaining', 'halfLife', 'time', 'initial'], description: 'The unknown to compute; give the other three of initial, remaining, halfLife and time.' },
      initial: amount('N0, the amount at time 0.'),
      remaining: amount('N, the amount left after the elapsed time.'),
      halfLife: { type: 'number', exclusiveMinimum: 0, maximum: 1e15, description: 'T, in the time unit.' },
      time: duration('t, the elapsed time.'),
    },
    required: ['solveFor'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      value: { type: 'number', description: 'The solved quantity.' },
      initial: { type: 'number' },
      remaining: { type: 'number' },
      halfLife: { type: 'number' },
      time: { type: 'number' },
      decayConstant: { type: 'number', description: 'λ = ln 2 / T, per time unit.' },
      meanLifetime: { type: 'number', description: 'τ = T / ln 2.' },
    },
    required: ['value', 'initial', 'remaining', 'halfLife', 'time', 'decayConstant', 'meanLifetime'],
  },
  examples: [
    {"inputs": {"solveFor": "remaining", "initial": 100, "halfLife": 5730, "time": 11460}, "result": {"value": 25, "initial": 100, "remaining": 25, "halfLife": 5730, "time": 11460, "decayConstant": 0.00012096809433855938, "meanLifetime": 8266.64258429376}},
    {"inputs": {"solveFor": "time", "initial": 80, "remaining": 10, "halfLife": 8.02}, "result": {"value": 24.06, "initial": 80, "remaining": 10, "halfLife": 8.02, "time": 24.06, "decayConstant": 0.08642732924687598, "meanLifetime": 11.570414227929486}},
    {"inputs": {"solveFor": "halfLife", "initial": 1000, "remaining": 125, "time": 36}, "result": {"value": 12, "initial": 1000, "remaining": 125, "halfLife": 12, "time": 36, "decayConstant": 0.057762265046662105, "meanLifetime": 17.312340490667562}},
    {"inputs": {"solveFor": "initial", "remaining": 5, "halfLife": 2, "time": 6}, "result": {"value": 40, "initial": 40, "remaining": 5, "halfLife": 2, "time": 6, "decayConstant": 0.34657359027997264, "meanLifetime": 2.8853900817779268}},
  ],
  run(inputs: Inputs) {
    const { solveFor } = inputs;
    for (const name of ['initial', 'remaining', 'halfLife', 'time'] as const) {
      if (name === solveFor && inputs[name] !== undefined) throw new ToolError(`Leave ${name} out: it is the quantity to solve for.`);
      if (name !== solveFor && inputs[name] === undefined) throw new ToolError(`Give ${name} to solve for ${solveFor}.`);
    }
    let { initial: n0, remaining: n, halfLife: half, time: t } = inputs;
    switch (solveFor) {
      case 'remaining':
        n = finite(n0! * Math.pow(2, -t! / half!), 'remaining amount');
        break;
      case 'initial':
        n0 = finite(n! * Math.pow(2, t! / half!), 'initial amount');
        break;
      case 'halfLife':
        if (!(n! < n0!)) throw new ToolError('The remaining amount must be below the initial amount to find a half-life.');
        half = finite((t! * Math.LN2) / Math.log(n0! / n!), 'half-life');
        if (half === 0) throw new ToolError('With no elapsed time nothing can have decayed: give a time above 0.');
        break;
      default:
        if (n! > n0!) throw new ToolError('The remaining amount cannot exceed the initial amount.');
        t = finite((half! * Math.log(n0! / n!)) / Math.LN2, 'time');
    }
    const value = { remaining: n, initial: n0, halfLife: half, time: t }[solveFor]!;
    return {
      value,
      initial: n0!,
      remaining: n!,
      halfLife: half!,
      time: t!,
      decayConstant: finite(Math.LN2 / half!, 'decay constant'),
      meanLifetime: finite(half! / Math.LN2, 'mean lifetime'),
    };
  },
});
