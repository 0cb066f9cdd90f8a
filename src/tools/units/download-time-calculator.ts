import { ToolError, defineTool } from '../define.ts';
import { D, convertExact, toNumber, unitIds, unitList } from '../unit-factors.ts';

export default defineTool({
  slug: 'download-time-calculator',
  name: 'Download time calculator',
  category: 'units',
  description:
    'Time to transfer a file of a given size at a given link speed: size in bits / (speed in bit/s × (1 − overheadPercent/100)), with exact SI (kB = 1000 B) and IEC (KiB = 1024 B) factors. `seconds` is the nearest double of the exact time; `formatted` is H:MM:SS rounded up to the next whole second.',
  inputSchema: {
    type: 'object',
    properties: {
      size: { type: 'number', exclusiveMinimum: 0, maximum: 1e15, description: 'File size.' },
      sizeUnit: { type: 'string', enum: unitIds('data-size'), description: `Unit of size: ${unitList('data-size')}.` },
      speed: { type: 'number', exclusiveMinimum: 0, maximum: 1e15, description: 'Link speed.' },
      speedUnit: { type: 'string', enum: unitIds('data-rate'), description: `Unit of speed: ${unitList('data-rate')}.` },
      overheadPercent: {
        type: 'number',
        minimum: 0,
        maximum: 99,
        default: 0,
        description: 'Share of the link lost to protocol overhead and contention, in percent (10 means 90 % of the speed is usable).',
      },
    },
    required: ['size', 'sizeUnit', 'speed', 'speedUnit'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      seconds: { type: 'number', description: 'Transfer time in seconds (unrounded).' },
      formatted: { type: 'string', description: 'Transfer time as H:MM:SS, rounded up to whole seconds (hours may exceed 24).' },
    },
    required: ['seconds', 'formatted'],
  },
  examples: [
    { inputs: { size: 4.7, sizeUnit: 'GB', speed: 100, speedUnit: 'Mbit/s' }, result: { seconds: 376, formatted: '0:06:16' } },
    { inputs: { size: 1, sizeUnit: 'GiB', speed: 10, speedUnit: 'MB/s', overheadPercent: 10 }, result: { seconds: 119.30464711111111, formatted: '0:02:00' } },
    { inputs: { size: 2, sizeUnit: 'TB', speed: 50, speedUnit: 'Mbit/s', overheadPercent: 5 }, result: { seconds: 336842.1052631579, formatted: '93:34:03' } },
  ],
  run({ size, sizeUnit, speed, speedUnit, overheadPercent }: { size: number; sizeUnit: string; speed: number; speedUnit: string; overheadPercent: number }) {
    const bits = convertExact('data-size', size, sizeUnit, 'bit');
    const bitsPerSecond = convertExact('data-rate', speed, speedUnit, 'bit/s');
    const seconds = bits.times(100).div(bitsPerSecond.times(new D(100).minus(overheadPercent)));
    if (seconds.greaterThan(1e15)) throw new ToolError('That transfer would take more than 30 million years; check the size and speed units.');
    const secondsNumber = toNumber(seconds);
    const whole = seconds.ceil();
    const hours = whole.divToInt(3600);
    const minutes = whole.mod(3600).divToInt(60).toNumber();
    const secs = whole.mod(60).toNumber();
    const pad = (n: number) => String(n).padStart(2, '0');
    return { seconds: secondsNumber, formatted: `${hours.toFixed(0)}:${pad(minutes)}:${pad(secs)}` };
  },
});
