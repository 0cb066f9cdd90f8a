import { ToolError, defineTool } from '../define.ts';
import { finite } from '../science-data.ts';

type Component = 'resistor' | 'capacitor' | 'inductor';
type Arrangement = 'series' | 'parallel';

const UNIT: Record<Component, string> = { resistor: 'Ω', capacitor: 'F', inductor: 'H' };

export default defineTool({
  slug: 'series-parallel-calculator',
  name: 'Series / parallel calculator',
  category: 'electronics',
  description:
    'Total of resistors, capacitors or inductors in series or in parallel: resistors and inductors add in series and combine as 1/Σ(1/x) in parallel; capacitors the other way round (ideal components, no mutual inductance). Values and the total share one unit (Ω, F or H with any prefix, e.g. all in kΩ).',
  inputSchema: {
    type: 'object',
    properties: {
      component: { type: 'string', enum: ['resistor', 'capacitor', 'inductor'], description: 'Kind of component: resistor (Ω), capacitor (F) or inductor (H).' },
      values: {
        type: 'array',
        minItems: 1,
        maxItems: 1000,
        items: { type: 'number', exclusiveMinimum: 0, maximum: 1e15 },
        description: 'Component values, all in the same unit.',
      },
      arrangement: { type: 'string', enum: ['series', 'parallel'], description: 'How the components are connected: series or parallel.' },
    },
    required: ['component', 'values', 'arrangement'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      total: { type: 'number', description: 'In the unit of the values.' },
      unit: { type: 'string', description: 'Base unit of the component (Ω, F or H), when the values were given in it.' },
      formula: { type: 'string' },
    },
    required: ['total', 'unit', 'formula'],
  },
  examples: [
    {"inputs": {"component": "resistor", "values": [100, 220, 470], "arrangement": "series"}, "result": {"total": 790, "unit": "Ω", "formula": "Σx"}},
    {"inputs": {"component": "resistor", "values": [100, 220, 470], "arrangement": "parallel"}, "result": {"total": 59.97679814385151, "unit": "Ω", "formula": "1 / Σ(1/x)"}},
    {"inputs": {"component": "capacitor", "values": [1e-06, 4.7e-06], "arrangement": "series"}, "result": {"total": 8.24561403508772e-07, "unit": "F", "formula": "1 / Σ(1/x)"}},
    {"inputs": {"component": "inductor", "values": [0.01, 0.022], "arrangement": "parallel"}, "result": {"total": 0.006874999999999999, "unit": "H", "formula": "1 / Σ(1/x)"}},
  ],
  run({ component, values, arrangement }: { component: Component; values: number[]; arrangement: Arrangement }) {
    if (values.length === 0) throw new ToolError('Give at least one value.');
    // Capacitors add in parallel; resistors and inductors add in series.
    const adds = (component === 'capacitor') === (arrangement === 'parallel');
    let total: number;
    if (adds) {
      total = 0;
      for (const value of values) total += value;
    } else {
      let reciprocal = 0;
      for (const value of values) reciprocal += 1 / value;
      total = 1 / reciprocal;
    }
    return { total: finite(total, 'total'), unit: UNIT[component], formula: adds ? 'Σx' : '1 / Σ(1/x)' };
  },
});
