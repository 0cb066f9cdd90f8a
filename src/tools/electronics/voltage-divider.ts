import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

interface Inputs {
  vin: number;
  r1: number;
  r2?: number;
  targetVout?: number;
}

export default defineTool({
  slug: 'voltage-divider',
  name: 'Voltage divider',
  category: 'electronics',
  description:
    'Unloaded two-resistor divider: Vout = Vin·R2/(R1 + R2), with the current through the chain and the ratio R2/(R1 + R2). Give r2 to get Vout, or targetVout to get the exact R2 = R1·Vout/(Vin − Vout) (then vout is the target).',
  inputSchema: {
    type: 'object',
    properties: {
      vin: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, description: 'Input voltage (V).' },
      r1: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Upper resistor, between Vin and the output (Ω).' },
      r2: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Lower resistor, between the output and ground (Ω).' },
      targetVout: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, description: 'Wanted output voltage (V), instead of r2.' },
    },
    required: ['vin', 'r1'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      vout: { type: 'number', description: 'Output voltage (V).' },
      current: { type: 'number', description: 'Current through R1 and R2 (A).' },
      ratio: { type: 'number', description: 'Vout / Vin = R2 / (R1 + R2).' },
      r1: { type: 'number' },
      r2: { type: 'number', description: 'Given, or computed from targetVout.' },
    },
    required: ['vout', 'current', 'ratio', 'r1', 'r2'],
  },
  examples: [
    {"inputs": {"vin": 12, "r1": 10000, "r2": 4700}, "result": {"vout": 3.836734693877551, "current": 0.0008163265306122449, "ratio": 0.3197278911564626, "r1": 10000, "r2": 4700}},
    {"inputs": {"vin": 5, "r1": 10000, "targetVout": 3.3}, "result": {"vout": 3.3, "current": 0.00017, "ratio": 0.6599999999999999, "r1": 10000, "r2": 19411.76470588235}},
  ],
  run({ vin, r1, r2, targetVout }: Inputs) {
    if ((r2 === undefined) === (targetVout === undefined)) throw new ToolError('Give exactly one of r2 and targetVout.');
    let vout: number;
    if (targetVout !== undefined) {
      if (targetVout >= vin) throw new ToolError('targetVout must be below vin: a resistive divider only lowers the voltage.');
      r2 = (r1 * targetVout) / (vin - targetVout);
      vout = targetVout;
    } else {
      vout = (vin * r2!) / (r1 + r2!);
    }
    return {
      vout: finite(vout, 'output voltage'),
      current: finite(vin / (r1 + r2!), 'current'),
      ratio: finite(r2! / (r1 + r2!), 'ratio'),
      r1,
      r2: finite(r2!, 'R2'),
    };
  },
});
