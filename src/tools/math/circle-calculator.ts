import { ToolError, defineTool, nullable } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

interface Inputs {
  radius?: number;
  diameter?: number;
  circumference?: number;
  area?: number;
  angleDegrees?: number;
}

const positive = { type: 'number', exclusiveMinimum: 0, maximum: 1e100 };

export default defineTool({
  slug: 'circle-calculator',
  name: 'Circle calculator',
  category: 'math',
  description:
    'Radius, diameter, circumference and area of a circle from any one of them (r = d/2, C/(2π) or √(A/π)), and with an angle the arc length (π·r·θ/180) and sector area (π·r²·θ/360). Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      radius: { ...positive, description: 'The radius (any length unit); give exactly one of radius, diameter, circumference and area.' },
      diameter: { ...positive, description: 'The diameter, in the same length unit; give it instead of the radius.' },
      circumference: { ...positive, description: 'The circumference, in the same length unit; give it instead of the radius.' },
      area: { ...positive, description: 'The area, in that unit squared; give it instead of the radius.' },
      angleDegrees: { type: 'number', exclusiveMinimum: 0, maximum: 360, description: 'Central angle for the arc and sector.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      radius: { type: 'number' },
      diameter: { type: 'number' },
      circumference: { type: 'number' },
      area: { type: 'number' },
      arcLength: nullable({ type: 'number' }),
      sectorArea: nullable({ type: 'number' }),
    },
    required: ['radius', 'diameter', 'circumference', 'area', 'arcLength', 'sectorArea'],
  },
  examples: [
    {"inputs":{"radius":5},"result":{"radius":5,"diameter":10,"circumference":31.41592653589793,"area":78.53981633974483,"arcLength":null,"sectorArea":null}},
    {"inputs":{"area":100,"angleDegrees":45},"result":{"radius":5.641895835477563,"diameter":11.283791670955125,"circumference":35.449077018110316,"area":100,"arcLength":4.4311346272637895,"sectorArea":12.499999999999998}},
    {"inputs":{"diameter":10,"angleDegrees":90},"result":{"radius":5,"diameter":10,"circumference":31.41592653589793,"area":78.53981633974483,"arcLength":7.853981633974483,"sectorArea":19.634954084936208}},
  ],
  run({ radius, diameter, circumference, area, angleDegrees }: Inputs) {
    const given = [radius, diameter, circumference, area].filter((v) => v !== undefined).length;
    if (given !== 1) throw new ToolError('Give exactly one of radius, diameter, circumference and area.');
    const r =
      radius ?? (diameter !== undefined ? diameter / 2 : circumference !== undefined ? circumference / (2 * Math.PI) : Math.sqrt(area! / Math.PI));
    if (!(r > 0)) throw new ToolError('The radius underflows to 0: use a larger value.');
    return {
      radius: r,
      diameter: finiteOr(diameter ?? 2 * r, 'diameter'),
      circumference: finiteOr(circumference ?? 2 * Math.PI * r, 'circumference'),
      area: finiteOr(area ?? Math.PI * r * r, 'area'),
      arcLength: angleDegrees === undefined ? null : finiteOr((Math.PI * r * angleDegrees) / 180, 'arc length'),
      sectorArea: angleDegrees === undefined ? null : finiteOr((Math.PI * r * r * angleDegrees) / 360, 'sector area'),
    };
  },
});
