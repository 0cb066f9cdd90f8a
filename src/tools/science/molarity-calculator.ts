import { weighFormula } from '../chemical-formula.ts';
import { ToolError, defineTool } from '../define.ts';
import { ATOMIC_WEIGHTS_TABLE } from '../science-data.ts';

type Quantity = 'molarity' | 'mass' | 'volume' | 'molarMass';
interface Inputs {
  solveFor: Quantity;
  molarity?: number;
  massG?: number;
  volumeL?: number;
  molarMass?: number;
  formula?: string;
}

const FIELD: Record<Quantity, 'molarity' | 'massG' | 'volumeL' | 'molarMass'> = { molarity: 'molarity', mass: 'massG', volume: 'volumeL', molarMass: 'molarMass' };
const quantity = (description: string) => ({ type: 'number', exclusiveMinimum: 0, maximum: 1e12, description });

export default defineTool({
  slug: 'molarity-calculator',
  name: 'Molarity calculator',
  category: 'science',
  description: `Solves M = (m / MM) / V for molarity (mol/L), solute mass (g), solution volume (L) or molar mass (g/mol) from the other three; moles = m / MM is returned too. The molar mass can be given as a number or as a chemical formula (formula, e.g. "NaCl" or "CuSO4·5H2O"), weighed with the ${ATOMIC_WEIGHTS_TABLE} as molar-mass-calculator does. Double-precision results, unrounded.`,
  inputSchema: {
    type: 'object',
    properties: {
      solveFor: { type: 'string', enum: ['molarity', 'mass', 'volume', 'molarMass'], description: 'The unknown: molarity, mass (massG), volume (volumeL) or molarMass. Give the other three and leave this one out.' },
      molarity: quantity('Concentration in mol/L.'),
      massG: quantity('Mass of solute in grams.'),
      volumeL: quantity('Volume of solution in litres.'),
      molarMass: quantity('Molar mass of the solute in g/mol (or give formula instead).'),
      formula: { type: 'string', minLength: 1, maxLength: 200, description: 'Chemical formula of the solute, whose molar mass is used instead of molarMass, e.g. "NaCl".' },
    },
    required: ['solveFor'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      molarity: { type: 'number', description: 'mol/L.' },
      massG: { type: 'number', description: 'g.' },
      volumeL: { type: 'number', description: 'L.' },
      molarMass: { type: 'number', description: 'g/mol.' },
      moles: { type: 'number', description: 'Amount of solute, mol.' },
    },
    required: ['molarity', 'massG', 'volumeL', 'molarMass', 'moles'],
  },
  examples: [
    {"inputs": {"solveFor": "mass", "molarity": 1, "volumeL": 1, "formula": "NaCl"}, "result": {"molarity": 1, "massG": 58.44, "volumeL": 1, "molarMass": 58.44, "moles": 1}},
    {"inputs": {"solveFor": "molarity", "massG": 10, "volumeL": 0.25, "formula": "NaOH"}, "result": {"molarity": 1.000075005625422, "massG": 10, "volumeL": 0.25, "molarMass": 39.997, "moles": 0.2500187514063555}},
    {"inputs": {"solveFor": "volume", "massG": 12.5, "molarity": 0.1, "formula": "CuSO4·5H2O"}, "result": {"molarity": 0.1, "massG": 12.5, "volumeL": 0.5006468357117396, "molarMass": 249.677, "moles": 0.05006468357117396}},
    {"inputs": {"solveFor": "molarMass", "massG": 3.1, "molarity": 0.2, "volumeL": 0.1}, "result": {"molarity": 0.2, "massG": 3.1, "volumeL": 0.1, "molarMass": 154.99999999999997, "moles": 0.020000000000000004}},
  ],
  run(inputs: Inputs) {
    const { solveFor, formula } = inputs;
    if (formula !== undefined) {
      if (inputs.molarMass !== undefined) throw new ToolError('Give molarMass or formula, not both.');
      if (solveFor === 'molarMass') throw new ToolError('Leave formula out to solve for the molar mass.');
    }
    const given = { ...inputs, molarMass: formula === undefined ? inputs.molarMass : weighFormula(formula).total.toNumber() };
    for (const name of ['molarity', 'mass', 'volume', 'molarMass'] as const) {
      const field = FIELD[name];
      if (name === solveFor && given[field] !== undefined) throw new ToolError(`Leave ${field} out: it is the quantity to solve for.`);
      if (name !== solveFor && given[field] === undefined) throw new ToolError(`Give ${field}${name === 'molarMass' ? ' (or formula)' : ''} to solve for ${solveFor}.`);
    }
    let { molarity = 0, massG = 0, volumeL = 0, molarMass = 0 } = given;
    let moles: number;
    switch (solveFor) {
      case 'molarity':
        moles = massG / molarMass;
        molarity = moles / volumeL;
        break;
      case 'mass':
        moles = molarity * volumeL;
        massG = moles * molarMass;
        break;
      case 'volume':
        moles = massG / molarMass;
        volumeL = moles / molarity;
        break;
      default:
        moles = molarity * volumeL;
        molarMass = massG / moles;
    }
    const check = (value: number, what: string) => {
      if (!(value > 0) || !Number.isFinite(value)) throw new ToolError(`The ${what} is out of range (the inputs give no finite, positive value).`);
      return value;
    };
    return {
      molarity: check(molarity, 'molarity'),
      massG: check(massG, 'mass'),
      volumeL: check(volumeL, 'volume'),
      molarMass: check(molarMass, 'molar mass'),
      moles: check(moles, 'amount'),
    };
  },
});
