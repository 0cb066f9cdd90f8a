import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

interface Inputs {
  voltage?: number;
  current?: number;
  resistance?: number;
  power?: number;
}

const quantity = (description: string) => ({ type: 'number', minimum: 0, maximum: 1e12, description });

export default defineTool({
  slug: 'ohms-law-calculator',
  name: "Ohm's law calculator",
  category: 'electronics',
  description:
    "Given any two of voltage (V), current (A), resistance (Ω) and power (W) of a resistive DC load, computes the other two with V = I·R and P = V·I (magnitudes, SI units, no rounding).",
  inputSchema: {
    type: 'object',
    properties: {
      voltage: quantity('Voltage in volts.'),
      current: quantity('Current in amperes.'),
      resistance: quantity('Resistance in ohms.'),
      power: quantity('Power in watts.'),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      voltage: { type: 'number', description: 'Volts.' },
      current: { type: 'number', description: 'Amperes.' },
      resistance: { type: 'number', description: 'Ohms.' },
      power: { type: 'number', description: 'Watts.' },
    },
    required: ['voltage', 'current', 'resistance', 'power'],
  },
  examples: [
    {"inputs": {"voltage": 12, "resistance": 4.7}, "result": {"voltage": 12, "current": 2.553191489361702, "resistance": 4.7, "power": 30.638297872340424}},
    {"inputs": {"current": 0.02, "power": 0.5}, "result": {"voltage": 25, "current": 0.02, "resistance": 1250, "power": 0.5}},
    {"inputs": {"resistance": 8, "power": 100}, "result": {"voltage": 28.284271247461902, "current": 3.5355339059327378, "resistance": 8, "power": 100}},
  ],
  run(inputs: Inputs) {
    const given = (['voltage', 'current', 'resistance', 'power'] as const).filter((name) => inputs[name] !== undefined);
    if (given.length !== 2) throw new ToolError(`Give exactly two of voltage, current, resistance and power (got ${given.length}).`);
    let { voltage: v, current: i, resistance: r, power: p } = inputs;
    const key = given.join('+');
    const zero = (what: string) => new ToolError(`The ${what} must be greater than zero to solve for the other two quantities.`);
    switch (key) {
      case 'voltage+current':
        if (i === 0) throw zero('current');
        r = v! / i!;
        p = v! * i!;
        break;
      case 'voltage+resistance':
        if (r === 0) throw zero('resistance');
        i = v! / r!;
        p = (v! * v!) / r!;
        break;
      case 'voltage+power':
        if (v === 0) throw zero('voltage');
        if (p === 0) throw zero('power');
        i = p! / v!;
        r = (v! * v!) / p!;
        break;
      case 'current+resistance':
        v = i! * r!;
        p = i! * i! * r!;
        break;
      case 'current+power':
        if (i === 0) throw zero('current');
        v = p! / i!;
        r = p! / (i! * i!);
        break;
      default: // resistance+power
        if (r === 0) throw zero('resistance');
        v = Math.sqrt(p! * r!);
        i = Math.sqrt(p! / r!);
    }
    return {
      voltage: finite(v!, 'voltage'),
      current: finite(i!, 'current'),
      resistance: finite(r!, 'resistance'),
      power: finite(p!, 'power'),
    };
  },
});
