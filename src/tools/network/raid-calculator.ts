import { ToolError, defineTool } from '../define.ts';

const levels = ['raid0', 'raid1', 'raid5', 'raid6', 'raid10', 'raid50', 'raid60'] as const;
type Level = (typeof levels)[number];

interface Inputs {
  level: Level;
  disks: number;
  diskSize: number;
  groups?: number;
}

/** Disks holding data, and the failures always / at best survived, for a layout already checked. */
function layout(level: Level, n: number, g: number): { dataDisks: number; min: number; max: number } {
  switch (level) {
    case 'raid0':
      return { dataDisks: n, min: 0, max: 0 };
    case 'raid1':
      return { dataDisks: 1, min: n - 1, max: n - 1 };
    case 'raid5':
      return { dataDisks: n - 1, min: 1, max: 1 };
    case 'raid6':
      return { dataDisks: n - 2, min: 2, max: 2 };
    case 'raid10':
      return { dataDisks: n / 2, min: 1, max: n / 2 };
    case 'raid50':
      return { dataDisks: n - g, min: 1, max: g };
    case 'raid60':
      return { dataDisks: n - 2 * g, min: 2, max: 2 * g };
  }
}

/** The smallest disk count of each level (and of each RAID 50/60 span). */
const MIN_DISKS: Record<Level, number> = { raid0: 2, raid1: 2, raid5: 3, raid6: 4, raid10: 4, raid50: 3, raid60: 4 };

export default defineTool({
  slug: 'raid-calculator',
  name: 'RAID capacity calculator',
  category: 'network',
  description:
    'Usable capacity, parity/mirror overhead, efficiency and fault tolerance of a RAID array of n equal disks of size s (any unit; results in that unit). RAID 0: n·s, no tolerance. RAID 1 (n-way mirror): s, survives n−1. RAID 5: (n−1)·s, 1. RAID 6: (n−2)·s, 2. RAID 10 (2-way mirrors striped): n/2·s, at least 1 and at best n/2 (one per mirror). RAID 50/60 stripe g RAID 5/6 spans (groups, default 2): (n−g)·s and (n−2g)·s, surviving at least 1/2 and at best g/2g failures. efficiencyPercent = 100 × data disks / n. Minimum disks: RAID 0, 1: 2; 5: 3; 6: 4; 10: an even 4 or more; a RAID 50 span 3, a RAID 60 span 4. Equal disks, no hot spares, no speed estimates.',
  inputSchema: {
    type: 'object',
    properties: {
      level: { type: 'string', enum: levels, description: 'The RAID level.' },
      disks: { type: 'integer', minimum: 1, maximum: 256, description: 'Number of disks in the array.' },
      diskSize: { type: 'number', exclusiveMinimum: 0, maximum: 1e12, description: 'Capacity of one disk, in any unit (GB, TB…); results use the same unit.' },
      groups: { type: 'integer', minimum: 2, maximum: 64, description: 'RAID 50/60 only: the number of RAID 5/6 spans striped together (default 2); must divide disks.' },
    },
    required: ['level', 'disks', 'diskSize'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      usableCapacity: { type: 'number', description: 'Capacity available for data (data disks × diskSize).' },
      rawCapacity: { type: 'number', description: 'Sum of all disks (disks × diskSize).' },
      protectionCapacity: { type: 'number', description: 'Capacity spent on parity or mirrors ((disks − data disks) × diskSize).' },
      efficiencyPercent: { type: 'number', description: 'usableCapacity as a percentage of rawCapacity.' },
      faultToleranceMin: { type: 'integer', description: 'Disk failures always survived, whichever disks fail.' },
      faultToleranceMax: { type: 'integer', description: 'Disk failures survived at best (failures spread over different mirrors or spans).' },
    },
    required: ['usableCapacity', 'rawCapacity', 'protectionCapacity', 'efficiencyPercent', 'faultToleranceMin', 'faultToleranceMax'],
  },
  examples: [
    {
      inputs: {
        level: 'raid5',
        disks: 4,
        diskSize: 8,
      },
      result: {
        usableCapacity: 24,
        rawCapacity: 32,
        protectionCapacity: 8,
        efficiencyPercent: 75,
        faultToleranceMin: 1,
        faultToleranceMax: 1,
      },
    },
    {
      inputs: {
        level: 'raid10',
        disks: 6,
        diskSize: 4,
      },
      result: {
        usableCapacity: 12,
        rawCapacity: 24,
        protectionCapacity: 12,
        efficiencyPercent: 50,
        faultToleranceMin: 1,
        faultToleranceMax: 3,
      },
    },
    {
      inputs: {
        level: 'raid60',
        disks: 12,
        diskSize: 2.4,
        groups: 2,
      },
      result: {
        usableCapacity: 19.2,
        rawCapacity: 28.799999999999997,
        protectionCapacity: 9.6,
        efficiencyPercent: 66.66666666666667,
        faultToleranceMin: 2,
        faultToleranceMax: 4,
      },
    },
    {
      inputs: {
        level: 'raid6',
        disks: 9,
        diskSize: 1.2,
      },
      result: {
        usableCapacity: 8.4,
        rawCapacity: 10.799999999999999,
        protectionCapacity: 2.4,
        efficiencyPercent: 77.77777777777777,
        faultToleranceMin: 2,
        faultToleranceMax: 2,
      },
    },
  ],
  run({ level, disks: n, diskSize: s, groups }: Inputs) {
    const spanned = level === 'raid50' || level === 'raid60';
    if (groups !== undefined && !spanned) throw new ToolError(`"groups" applies only to raid50 and raid60, not ${level}.`);
    const g = groups ?? 2;
    const min = MIN_DISKS[level];
    if (spanned) {
      if (n % g !== 0) throw new ToolError(`${n} disks cannot be split into ${g} equal spans: groups must divide disks.`);
      if (n / g < min) {
        throw new ToolError(`Each ${level === 'raid50' ? 'RAID 5' : 'RAID 6'} span needs at least ${min} disks; ${g} spans need at least ${g * min} disks, not ${n}.`);
      }
    } else if (n < min) {
      throw new ToolError(`${level.toUpperCase().replace('RAID', 'RAID ')} needs at least ${min} disks, not ${n}.`);
    } else if (level === 'raid10' && n % 2 !== 0) {
      throw new ToolError(`RAID 10 pairs disks into mirrors, so it needs an even number of disks, not ${n}.`);
    }
    const { dataDisks, min: faultToleranceMin, max: faultToleranceMax } = layout(level, n, g);
    return {
      usableCapacity: dataDisks * s,
      rawCapacity: n * s,
      protectionCapacity: (n - dataDisks) * s,
      efficiencyPercent: (100 * dataDisks) / n,
      faultToleranceMin,
      faultToleranceMax,
    };
  },
});
