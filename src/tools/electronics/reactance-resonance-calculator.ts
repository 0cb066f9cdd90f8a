import { ToolError, defineTool, nullable } from '../define.ts';
import { finite } from '../science-data.ts';

interface Inputs {
  frequencyHz?: number;
  inductanceH?: number;
  capacitanceF?: number;
}

const quantity = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 1e12, description });
const field = (description: string) => nullable({ type: 'number' }, { description });

export default defineTool({
  slug: 'reactance-resonance-calculator',
  name: 'Reactance and resonance calculator',
  category: 'electronics',
  description:
    'From at least two of frequency f (Hz), inductance L (H) and capacitance C (F) of ideal components: inductive reactance XL = 2πfL and capacitive reactance XC = 1/(2πfC) (Ω, magnitudes), the LC resonant frequency f0 = 1/(2π√(LC)) (Hz, where XL = XC) and the characteristic impedance √(L/C) (Ω). A result whose inputs are missing is null. Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      frequencyHz: quantity('Frequency in hertz.'),
      inductanceH: quantity('Inductance in henries (1 mH = 0.001).'),
      capacitanceF: quantity('Capacitance in farads (1 µF = 0.000001).'),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      inductiveReactance: field('XL = 2πfL (Ω); null without frequency and inductance.'),
      capacitiveReactance: field('XC = 1/(2πfC) (Ω); null without frequency and capacitance.'),
      resonantFrequencyHz: field('f0 = 1/(2π√(LC)) (Hz); null without inductance and capacitance.'),
      characteristicImpedance: field('√(L/C) (Ω); null without inductance and capacitance.'),
    },
    required: ['inductiveReactance', 'capacitiveReactance', 'resonantFrequencyHz', 'characteristicImpedance'],
  },
  examples: [
    {"inputs": {"frequencyHz": 50, "inductanceH": 0.1, "capacitanceF": 0.0001}, "result": {"inductiveReactance": 31.415926535897935, "capacitiveReactance": 31.830988618379067, "resonantFrequencyHz": 50.329212104487034, "characteristicImpedance": 31.622776601683793}},
    {"inputs": {"frequencyHz": 1000, "capacitanceF": 1e-06}, "result": {"inductiveReactance": null, "capacitiveReactance": 159.15494309189535, "resonantFrequencyHz": null, "characteristicImpedance": null}},
    {"inputs": {"inductanceH": 1e-05, "capacitanceF": 1e-10}, "result": {"inductiveReactance": null, "capacitiveReactance": null, "resonantFrequencyHz": 5032921.210448704, "characteristicImpedance": 316.22776601683796}},
  ],
  run({ frequencyHz: f, inductanceH: l, capacitanceF: c }: Inputs) {
    const count = [f, l, c].filter((x) => x !== undefined).length;
    if (count < 2) throw new ToolError(`Give at least two of frequencyHz, inductanceH and capacitanceF (got ${count}).`);
    const lc = l !== undefined && c !== undefined;
    return {
      inductiveReactance: f !== undefined && l !== undefined ? finite(2 * Math.PI * f * l, 'inductive reactance') : null,
      capacitiveReactance: f !== undefined && c !== undefined ? finite(1 / (2 * Math.PI * f * c), 'capacitive reactance') : null,
      resonantFrequencyHz: lc ? finite(1 / (2 * Math.PI * Math.sqrt(l * c)), 'resonant frequency') : null,
      characteristicImpedance: lc ? finite(Math.sqrt(l / c), 'characteristic impedance') : null,
    };
  },
});
