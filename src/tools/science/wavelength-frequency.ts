import { Decimal as DecimalJs } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

const Decimal = DecimalJs.clone({ precision: 40 });
type D = InstanceType<typeof Decimal>;
/** Exact SI defining constants (2019): speed of light, Planck constant, elementary charge. */
const C = new Decimal('299792458');
const H = new Decimal('6.62607015e-34');
const E = new Decimal('1.602176634e-19');
const NAMES = ['wavelength', 'frequency', 'photonEnergyJ', 'photonEnergyEv'] as const;
type Inputs = Partial<Record<(typeof NAMES)[number], number>>;

const positive = (maximum: number, description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum, description });

export default defineTool({
  slug: 'wavelength-frequency',
  name: 'Wavelength / frequency / photon energy',
  category: 'science',
  description:
    'Converts between the vacuum wavelength (m), frequency (Hz) and photon energy (J and eV) of light or any electromagnetic wave: c = λ·f, E = h·f, with the exact SI constants c = 299792458 m/s, h = 6.62607015e-34 J·s and e = 1.602176634e-19 C. Computed in 40-digit decimal, then given as the nearest double.',
  inputSchema: {
    type: 'object',
    properties: {
      wavelength: positive(1e12, 'Vacuum wavelength in metres (550 nm = 5.5e-7); give exactly one of the four inputs.'),
      frequency: positive(1e30, 'Frequency in hertz.'),
      photonEnergyJ: positive(1e6, 'Photon energy in joules.'),
      photonEnergyEv: positive(1e25, 'Photon energy in electronvolts.'),
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      wavelength: { type: 'number', description: 'm.' },
      frequency: { type: 'number', description: 'Hz.' },
      photonEnergyJ: { type: 'number', description: 'J.' },
      photonEnergyEv: { type: 'number', description: 'eV.' },
    },
    required: ['wavelength', 'frequency', 'photonEnergyJ', 'photonEnergyEv'],
  },
  examples: [
    {"inputs": {"wavelength": 5.5e-07}, "result": {"wavelength": 5.5e-07, "frequency": 545077196363636.4, "photonEnergyJ": 3.6117197402707796e-19, "photonEnergyEv": 2.254258153330914}},
    {"inputs": {"frequency": 2400000000}, "result": {"wavelength": 0.12491352416666666, "frequency": 2400000000, "photonEnergyJ": 1.590256836e-24, "photonEnergyEv": 9.92560247261726e-06}},
    {"inputs": {"photonEnergyEv": 1}, "result": {"wavelength": 1.2398419843320026e-06, "frequency": 241798924208491.8, "photonEnergyJ": 1.602176634e-19, "photonEnergyEv": 1}},
  ],
  run(inputs: Inputs) {
    const given = NAMES.filter((name) => inputs[name] !== undefined);
    if (given.length !== 1) throw new ToolError(`Give exactly one of ${NAMES.join(', ')} (got ${given.length}).`);
    const name = given[0]!;
    const value = new Decimal(String(inputs[name]));
    let frequency: D;
    if (name === 'wavelength') frequency = C.div(value);
    else if (name === 'frequency') frequency = value;
    else if (name === 'photonEnergyJ') frequency = value.div(H);
    else frequency = value.times(E).div(H);
    const energy = H.times(frequency);
    const number = (x: D, what: string) => {
      const n = finite(x.toNumber(), what);
      if (n === 0) throw new ToolError(`The ${what} is too small to represent.`);
      return n;
    };
    return {
      wavelength: name === 'wavelength' ? inputs.wavelength! : number(C.div(frequency), 'wavelength'),
      frequency: name === 'frequency' ? inputs.frequency! : number(frequency, 'frequency'),
      photonEnergyJ: name === 'photonEnergyJ' ? inputs.photonEnergyJ! : number(energy, 'photon energy'),
      photonEnergyEv: name === 'photonEnergyEv' ? inputs.photonEnergyEv! : number(energy.div(E), 'photon energy'),
    };
  },
});
