import { defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

interface Inputs {
  currentA: number;
  temperatureRiseC: number;
  thicknessOz: number;
  layer: 'external' | 'internal';
}

/** IPC-2221 §6.2 constants: I = k·ΔT^0.44·A^0.725 (I in A, ΔT in °C, A in mil²). */
const K = { external: 0.048, internal: 0.024 } as const;
const MIL_PER_OZ = 1.378;

export default defineTool({
  slug: 'pcb-trace-width',
  name: 'PCB trace width calculator (IPC-2221)',
  category: 'electronics',
  description:
    'Minimum copper cross-section and trace width for a current, by the IPC-2221 §6.2 formula I = k·ΔT^0.44·A^0.725 (I in A, temperature rise ΔT in °C, A in mil²; k = 0.048 for external layers, 0.024 for internal), so A = (I/(k·ΔT^0.44))^(1/0.725); copper thickness 1.378 mil per oz/ft²; width = A / thickness, 1 mil = 0.0254 mm. The curve fit covers about 0–35 A, widths up to 400 mil and rises of 10–100 °C; IPC-2152 replaced it with charts that have no formula (not used). Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      currentA: { type: 'number', exclusiveMinimum: 0, maximum: 35, description: 'Current in amperes (above 0, up to 35).' },
      temperatureRiseC: { type: 'number', minimum: 1, maximum: 100, default: 10, description: 'Allowed temperature rise above ambient in °C (1–100; default 10).' },
      thicknessOz: { type: 'number', minimum: 0.25, maximum: 5, default: 1, description: 'Copper weight in oz/ft² (0.25–5; default 1 oz = 1.378 mil = 35 µm).' },
      layer: { type: 'string', enum: ['external', 'internal'], default: 'external', description: 'Outer layer (k = 0.048) or inner layer (k = 0.024); default external.' },
    },
    required: ['currentA'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      areaMil2: { type: 'number', description: 'Copper cross-section (mil²).' },
      thicknessMil: { type: 'number', description: 'Copper thickness (mil).' },
      widthMil: { type: 'number', description: 'Minimum trace width (mil).' },
      widthMm: { type: 'number', description: 'Minimum trace width (mm).' },
    },
    required: ['areaMil2', 'thicknessMil', 'widthMil', 'widthMm'],
  },
  examples: [
    {"inputs": {"currentA": 1}, "result": {"areaMil2": 16.296001347209486, "thicknessMil": 1.378, "widthMil": 11.825835520471326, "widthMm": 0.3003762222199717}},
    {"inputs": {"currentA": 5, "temperatureRiseC": 20, "thicknessOz": 2, "layer": "internal"}, "result": {"areaMil2": 256.2697412447107, "thicknessMil": 2.756, "widthMil": 92.9861180133203, "widthMm": 2.361847397538335}},
    {"inputs": {"currentA": 10, "temperatureRiseC": 30, "thicknessOz": 0.5}, "result": {"areaMil2": 200.36790276384536, "thicknessMil": 0.689, "widthMil": 290.80972824941273, "widthMm": 7.386567097535083}},
  ],
  run({ currentA, temperatureRiseC, thicknessOz, layer }: Inputs) {
    const area = (currentA / (K[layer] * temperatureRiseC ** 0.44)) ** (1 / 0.725);
    const thickness = thicknessOz * MIL_PER_OZ;
    const width = area / thickness;
    return {
      areaMil2: finite(area, 'area'),
      thicknessMil: thickness,
      widthMil: finite(width, 'width'),
      widthMm: finite(width * 0.0254, 'width'),
    };
  },
});
