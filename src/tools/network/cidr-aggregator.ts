import { ToolError, defineTool } from '../define.ts';
import { BITS, addressCount, eachBlock, formatCidr, parseEntry, subtract, union, type Family, type Interval } from '../ip-ranges.ts';

interface Inputs {
  include: string[];
  exclude?: string[];
}

/** More blocks than this is a refusal: 10 000 entries can otherwise fan out into millions of blocks. */
const MAX_BLOCKS = 20_000;

function read(entries: string[], name: string): Record<Family, Interval[]> {
  const sets: Record<Family, Interval[]> = { 4: [], 6: [] };
  entries.forEach((text, index) => {
    const entry = parseEntry(text);
    if (typeof entry === 'string') throw new ToolError(`${name}[${index}] "${text}": ${entry}.`);
    sets[entry.family].push({ start: entry.start, end: entry.end });
  });
  return sets;
}

const entries = (what: string) => ({
  type: 'array',
  maxItems: 10_000,
  items: { type: 'string', minLength: 1, maxLength: 100 },
  description: what,
});

export default defineTool({
  slug: 'cidr-aggregator',
  name: 'CIDR aggregator (include / exclude)',
  category: 'network',
  description:
    'Merges IPv4 and IPv6 addresses, CIDR blocks (host bits allowed, e.g. 10.0.0.7/24 means 10.0.0.0/24) and ranges "first-last" into the minimal list of CIDR blocks covering exactly the included addresses minus the excluded ones: the union of the include entries, less the union of the exclude entries, each remaining run cut into the fewest aligned blocks (as Python\'s ipaddress.collapse_addresses and address_exclude). Blocks are listed IPv4 first, then IPv6, each ascending; the families are kept apart (IPv4-mapped IPv6 stays IPv6). Address counts are decimal strings. More than 20 000 resulting blocks is refused.',
  inputSchema: {
    type: 'object',
    properties: {
      include: { ...entries('Addresses, CIDR blocks or ranges "a-b" to include (1–10 000 entries).'), minItems: 1 },
      exclude: entries('Addresses, CIDR blocks or ranges "a-b" to take out (up to 10 000 entries).'),
    },
    required: ['include'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      cidrs: { type: 'array', items: { type: 'string' }, description: 'The minimal blocks: IPv4 ascending, then IPv6 ascending.' },
      count: { type: 'integer', description: 'Number of blocks.' },
      ipv4AddressCount: { type: 'string', description: 'IPv4 addresses covered (decimal string).' },
      ipv6AddressCount: { type: 'string', description: 'IPv6 addresses covered (decimal string).' },
    },
    required: ['cidrs', 'count', 'ipv4AddressCount', 'ipv6AddressCount'],
  },
  heavy: true,
  timeoutMs: 5_000,
  examples: [
    {
      inputs: { include: ['10.0.0.0/24', '10.0.1.0/24', '10.0.2.5'], exclude: ['10.0.0.128/25'] },
      result: { cidrs: ['10.0.0.0/25', '10.0.1.0/24', '10.0.2.5/32'], count: 3, ipv4AddressCount: '385', ipv6AddressCount: '0' },
    },
    {
      inputs: {
        include: ['2001:db8:8000::/33', '198.51.100.7/30', '192.0.2.128-192.0.2.200', '2001:db8::/33', '192.0.2.0/25', '::ffff:192.0.2.1'],
        exclude: ['192.0.2.64/26', '2001:db8:1234::/48', '198.51.100.6'],
      },
      result: {
        cidrs: [
          '192.0.2.0/26',
          '192.0.2.128/26',
          '192.0.2.192/29',
          '192.0.2.200/32',
          '198.51.100.4/31',
          '198.51.100.7/32',
          '::ffff:192.0.2.1/128',
          '2001:db8::/36',
          '2001:db8:1000::/39',
          '2001:db8:1200::/43',
          '2001:db8:1220::/44',
          '2001:db8:1230::/46',
          '2001:db8:1235::/48',
          '2001:db8:1236::/47',
          '2001:db8:1238::/45',
          '2001:db8:1240::/42',
          '2001:db8:1280::/41',
          '2001:db8:1300::/40',
          '2001:db8:1400::/38',
          '2001:db8:1800::/37',
          '2001:db8:2000::/35',
          '2001:db8:4000::/34',
          '2001:db8:8000::/33',
        ],
        count: 23,
        ipv4AddressCount: '140',
        ipv6AddressCount: '79226953588444722964369244161',
      },
    },
    {
      inputs: {
        include: ['172.16.0.0/16', '172.17.0.0/16', '172.18.0.0-172.19.255.255', '172.20.0.0/14'],
        exclude: ['172.16.0.0/24', '172.23.255.255'],
      },
      result: {
        cidrs: [
          '172.16.1.0/24',
          '172.16.2.0/23',
          '172.16.4.0/22',
          '172.16.8.0/21',
          '172.16.16.0/20',
          '172.16.32.0/19',
          '172.16.64.0/18',
          '172.16.128.0/17',
          '172.17.0.0/16',
          '172.18.0.0/15',
          '172.20.0.0/15',
          '172.22.0.0/16',
          '172.23.0.0/17',
          '172.23.128.0/18',
          '172.23.192.0/19',
          '172.23.224.0/20',
          '172.23.240.0/21',
          '172.23.248.0/22',
          '172.23.252.0/23',
          '172.23.254.0/24',
          '172.23.255.0/25',
          '172.23.255.128/26',
          '172.23.255.192/27',
          '172.23.255.224/28',
          '172.23.255.240/29',
          '172.23.255.248/30',
          '172.23.255.252/31',
          '172.23.255.254/32',
        ],
        count: 28,
        ipv4AddressCount: '524031',
        ipv6AddressCount: '0',
      },
    },
  ],
  run({ include, exclude = [] }: Inputs) {
    const included = read(include, 'include');
    const excluded = read(exclude, 'exclude');
    const cidrs: string[] = [];
    const counts: Record<Family, bigint> = { 4: 0n, 6: 0n };
    for (const family of [4, 6] as const) {
      const rest = subtract(union(included[family]), union(excluded[family]));
      counts[family] = addressCount(rest);
      for (const { start, end } of rest) {
        const complete = eachBlock(start, end, BITS[family], (network, prefix) => {
          if (cidrs.length === MAX_BLOCKS) return false;
          cidrs.push(formatCidr(family, network, prefix));
          return true;
        });
        if (!complete) throw new ToolError(`The result passes ${MAX_BLOCKS.toLocaleString('en-US')} CIDR blocks; aggregate fewer entries at a time.`);
      }
    }
    return { cidrs, count: cidrs.length, ipv4AddressCount: counts[4].toString(), ipv6AddressCount: counts[6].toString() };
  },
});
