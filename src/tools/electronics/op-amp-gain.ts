import { defineTool, nullable } from '../define.ts';
import { finite } from '../science-data.ts';

interface Inputs {
  configuration: 'inverting' | 'non-inverting';
  rfOhms: number;
  rinOhms: number;
  inputVoltage?: number;
}

export default defineTool({
  slug: 'op-amp-gain',
  name: 'Op-amp gain calculator',
  category: 'electronics',
  description:
    'Closed-loop voltage gain of an ideal operational amplifier (infinite open-loop gain and input impedance): inverting G = −Rf/Rin, non-inverting G = 1 + Rf/Rg (Rg from the inverting input to ground, given as rinOhms); gain in dB = 20·log10|G|; output = G·Vin when an input voltage is given. Ideal: no rail clipping, offset or bandwidth limit. Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      configuration: { type: 'string', enum: ['inverting', 'non-inverting'], description: 'Amplifier configuration.' },
      rfOhms: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Feedback resistor Rf (Ω).' },
      rinOhms: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Input resistor Rin (inverting) or ground resistor Rg (non-inverting), in Ω.' },
      inputVoltage: { type: 'number', minimum: -1e6, maximum: 1e6, description: 'Input voltage (V), for the ideal output voltage.' },
    },
    required: ['configuration', 'rfOhms', 'rinOhms'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      gain: { type: 'number', description: 'Voltage gain Vout/Vin (negative when inverting).' },
      gainDb: { type: 'number', description: '20·log10|gain| (dB).' },
      outputVoltage: nullable({ type: 'number' }, { description: 'gain × inputVoltage (V, ideal); null without inputVoltage.' }),
    },
    required: ['gain', 'gainDb', 'outputVoltage'],
  },
  examples: [
    {"inputs": {"configuration": "inverting", "rfOhms": 10000, "rinOhms": 1000}, "result": {"gain": -10, "gainDb": 20, "outputVoltage": null}},
    {"inputs": {"configuration": "non-inverting", "rfOhms": 47000, "rinOhms": 10000, "inputVoltage": 0.5}, "result": {"gain": 5.7, "gainDb": 15.11749711344983, "outputVoltage": 2.85}},
    {"inputs": {"configuration": "inverting", "rfOhms": 4700, "rinOhms": 10000, "inputVoltage": -1.2}, "result": {"gain": -0.47, "gainDb": -6.558042841285651, "outputVoltage": 0.564}},
  ],
  run({ configuration, rfOhms, rinOhms, inputVoltage }: Inputs) {
    const gain = finite(configuration === 'inverting' ? -(rfOhms / rinOhms) : 1 + rfOhms / rinOhms, 'gain');
    return {
      gain,
      gainDb: finite(20 * Math.log10(Math.abs(gain)), 'gain in dB'),
      outputVoltage: inputVoltage === undefined ? null : finite(gain * inputVoltage, 'output voltage'),
    };
  },
});
