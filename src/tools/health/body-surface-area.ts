import { defineTool } from '../define.ts';
import { finite, round } from '../health-formulas.ts';

interface Inputs {
  heightCm: number;
  weightKg: number;
  formula: 'mosteller' | 'du-bois' | 'haycock';
}

export default defineTool({
  slug: 'body-surface-area',
  name: 'Body surface area calculator',
  category: 'health',
  description:
    'Body surface area in m² by Mosteller (1987: √(cm × kg / 3600)), Du Bois and Du Bois (1916: 0.007184 × kg^0.425 × cm^0.725) or Haycock (1978: 0.024265 × kg^0.5378 × cm^0.3964), rounded half up to 4 decimals. An estimate, not medical advice: dosing decisions belong to clinicians.',
  inputSchema: {
    type: 'object',
    properties: {
      heightCm: { type: 'number', minimum: 20, maximum: 280, description: 'Height in centimetres.' },
      weightKg: { type: 'number', minimum: 0.3, maximum: 700, description: 'Body weight in kilograms.' },
      formula: { type: 'string', enum: ['mosteller', 'du-bois', 'haycock'], default: 'mosteller', description: 'Formula to use: mosteller (default), du-bois or haycock.' },
    },
    required: ['heightCm', 'weightKg'],
  },
  outputSchema: {
    type: 'object',
    properties: { bsa: { type: 'number', description: 'Body surface area in m² (4 decimals).' } },
    required: ['bsa'],
  },
  examples: [
    { inputs: { heightCm: 180, weightKg: 80, formula: 'mosteller' }, result: { bsa: 2 } },
    { inputs: { heightCm: 165, weightKg: 60, formula: 'du-bois' }, result: { bsa: 1.6587 } },
    { inputs: { heightCm: 110, weightKg: 18.5, formula: 'haycock' }, result: { bsa: 0.7511 } },
  ],
  run({ heightCm, weightKg, formula }: Inputs) {
    const bsa =
      formula === 'mosteller'
        ? Math.sqrt((heightCm * weightKg) / 3600)
        : formula === 'du-bois'
          ? 0.007184 * Math.pow(weightKg, 0.425) * Math.pow(heightCm, 0.725)
          : 0.024265 * Math.pow(weightKg, 0.5378) * Math.pow(heightCm, 0.3964);
    return { bsa: round(finite(bsa), 4) };
  },
});
