import { ToolError, defineTool } from '../define.ts';
import { finite } from '../input.ts';

interface Inputs {
  capacity: number;
  capacityUnit: 'mAh' | 'Ah' | 'Wh';
  voltage: number;
  loadCurrentMa?: number;
  loadPowerW?: number;
  efficiencyPercent?: number;
}

/** Whole seconds (already rounded) as "H:MM:SS", hours unbounded. */
function clock(seconds: number): string {
  const total = BigInt(seconds);
  const hours = total / 3600n;
  const minutes = (total % 3600n) / 60n;
  const rest = total % 60n;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

export default defineTool({
  slug: 'battery-life-calculator',
  name: 'Battery life calculator',
  category: 'electronics',
  description:
    'Runtime of a battery under a constant load: hours = mAh·η/mA for a load current, or Wh·η/W for a load power, with η = efficiencyPercent/100 standing for converter losses and the usable depth of discharge. Capacities convert with Wh = mAh·V/1000 at the nominal voltage (Ah = 1000 mAh). An estimate: no Peukert effect (capacity falling at high discharge rates), temperature or ageing. runtime is "H:MM:SS" with the seconds rounded half up; the other results are unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      capacity: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Battery capacity, in capacityUnit.' },
      capacityUnit: { type: 'string', enum: ['mAh', 'Ah', 'Wh'], description: 'Unit of capacity: mAh, Ah or Wh.' },
      voltage: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, description: 'Nominal battery voltage (V), e.g. 3.7 for a Li-ion cell.' },
      loadCurrentMa: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Load current in mA; give this or loadPowerW.' },
      loadPowerW: { type: 'number', exclusiveMinimum: 0, maximum: 1e9, description: 'Load power in watts; give this or loadCurrentMa.' },
      efficiencyPercent: { type: 'number', minimum: 1, maximum: 100, default: 100, description: 'Share of the capacity delivered to the load, in percent (default 100).' },
    },
    required: ['capacity', 'capacityUnit', 'voltage'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      runtimeHours: { type: 'number' },
      runtimeMinutes: { type: 'number' },
      runtime: { type: 'string', description: '"H:MM:SS", seconds rounded half up.' },
      capacityMah: { type: 'number' },
      capacityWh: { type: 'number' },
    },
    required: ['runtimeHours', 'runtimeMinutes', 'runtime', 'capacityMah', 'capacityWh'],
  },
  examples: [
    {"inputs": {"capacity": 2000, "capacityUnit": "mAh", "voltage": 3.7, "loadCurrentMa": 100}, "result": {"runtimeHours": 20, "runtimeMinutes": 1200, "runtime": "20:00:00", "capacityMah": 2000, "capacityWh": 7.4}},
    {"inputs": {"capacity": 50, "capacityUnit": "Wh", "voltage": 11.1, "loadPowerW": 7.5, "efficiencyPercent": 85}, "result": {"runtimeHours": 5.666666666666667, "runtimeMinutes": 340, "runtime": "5:40:00", "capacityMah": 4504.504504504504, "capacityWh": 50}},
    {"inputs": {"capacity": 2.6, "capacityUnit": "Ah", "voltage": 3.6, "loadCurrentMa": 7, "efficiencyPercent": 80}, "result": {"runtimeHours": 297.14285714285717, "runtimeMinutes": 17828.57142857143, "runtime": "297:08:34", "capacityMah": 2600, "capacityWh": 9.36}},
  ],
  run({ capacity, capacityUnit, voltage, loadCurrentMa, loadPowerW, efficiencyPercent = 100 }: Inputs) {
    if ((loadCurrentMa === undefined) === (loadPowerW === undefined)) throw new ToolError('Give the load as exactly one of loadCurrentMa and loadPowerW.');
    const capacityMah = finite(capacityUnit === 'mAh' ? capacity : capacityUnit === 'Ah' ? capacity * 1000 : (capacity * 1000) / voltage, 'capacity in mAh');
    const capacityWh = finite(capacityUnit === 'Wh' ? capacity : (capacityMah * voltage) / 1000, 'capacity in Wh');
    const hours =
      loadCurrentMa !== undefined ? (capacityMah * efficiencyPercent) / 100 / loadCurrentMa : (capacityWh * efficiencyPercent) / 100 / loadPowerW!;
    const runtimeHours = finite(hours, 'runtime');
    const seconds = finite(Math.round(runtimeHours * 3600), 'runtime');
    return {
      runtimeHours,
      runtimeMinutes: finite(runtimeHours * 60, 'runtime'),
      runtime: clock(seconds),
      capacityMah,
      capacityWh,
    };
  },
});
