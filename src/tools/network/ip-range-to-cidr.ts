import { ToolError, defineTool } from '../define.ts';
import { BITS, coveringBlock, formatCidr, parseAddress, rangeToBlocks, type Address } from '../ip-ranges.ts';

interface Inputs {
  start: string;
  end: string;
}

function address(text: string, name: string): Address {
  const parsed = parseAddress(text);
  if (!parsed) {
    throw new ToolError(`${name} "${text}" is not an IPv4 address (four decimal octets without leading zeros) or an IPv6 address (no zone index).`);
  }
  return parsed;
}

export default defineTool({
  slug: 'ip-range-to-cidr',
  name: 'IP range to CIDR',
  category: 'network',
  description:
    'Turns an IPv4 or IPv6 address range start … end (both included) into the fewest CIDR blocks that cover exactly that range, ascending: at each step the largest block aligned at the current address that does not pass the end (as Python\'s ipaddress.summarize_address_range). Also gives the number of addresses (a decimal string, as IPv6 counts pass 2^53) and the smallest single block holding both ends (the longest prefix they share), which covers more than the range unless the range is itself a block. IPv4 is four decimal octets without leading zeros; IPv6 text per RFC 4291, shown per RFC 5952 (IPv4-mapped addresses as ::ffff:a.b.c.d).',
  inputSchema: {
    type: 'object',
    properties: {
      start: { type: 'string', minLength: 1, maxLength: 100, description: 'First address of the range, e.g. 192.168.0.10 or 2001:db8::1.' },
      end: { type: 'string', minLength: 1, maxLength: 100, description: 'Last address of the range (included), of the same family and not below start.' },
    },
    required: ['start', 'end'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      family: { type: 'string', enum: ['ipv4', 'ipv6'] },
      cidrs: { type: 'array', items: { type: 'string' }, description: 'The fewest CIDR blocks covering exactly start … end, ascending.' },
      count: { type: 'integer', description: 'Number of blocks.' },
      addressCount: { type: 'string', description: 'Addresses in the range, end − start + 1 (decimal string).' },
      coveringCidr: { type: 'string', description: 'The smallest single CIDR block holding both start and end.' },
    },
    required: ['family', 'cidrs', 'count', 'addressCount', 'coveringCidr'],
  },
  examples: [
    {
      inputs: { start: '192.168.0.10', end: '192.168.0.20' },
      result: {
        family: 'ipv4',
        cidrs: ['192.168.0.10/31', '192.168.0.12/30', '192.168.0.16/30', '192.168.0.20/32'],
        count: 4,
        addressCount: '11',
        coveringCidr: '192.168.0.0/27',
      },
    },
    {
      inputs: { start: '2001:db8::fffe', end: '2001:db8::1:ffff:ffff' },
      result: {
        family: 'ipv6',
        cidrs: [
          '2001:db8::fffe/127',
          '2001:db8::1:0/112',
          '2001:db8::2:0/111',
          '2001:db8::4:0/110',
          '2001:db8::8:0/109',
          '2001:db8::10:0/108',
          '2001:db8::20:0/107',
          '2001:db8::40:0/106',
          '2001:db8::80:0/105',
          '2001:db8::100:0/104',
          '2001:db8::200:0/103',
          '2001:db8::400:0/102',
          '2001:db8::800:0/101',
          '2001:db8::1000:0/100',
          '2001:db8::2000:0/99',
          '2001:db8::4000:0/98',
          '2001:db8::8000:0/97',
          '2001:db8::1:0:0/96',
        ],
        count: 18,
        addressCount: '8589869058',
        coveringCidr: '2001:db8::/95',
      },
    },
    {
      inputs: { start: '10.0.0.0', end: '10.255.255.255' },
      result: { family: 'ipv4', cidrs: ['10.0.0.0/8'], count: 1, addressCount: '16777216', coveringCidr: '10.0.0.0/8' },
    },
  ],
  run({ start, end }: Inputs) {
    const first = address(start, 'start');
    const last = address(end, 'end');
    if (first.family !== last.family) throw new ToolError('start and end must both be IPv4 or both be IPv6 addresses.');
    if (last.value < first.value) throw new ToolError('end comes before start: give the lower address as start.');
    const { family } = first;
    const bits = BITS[family];
    const cidrs = rangeToBlocks(first.value, last.value, bits).map(([network, prefix]) => formatCidr(family, network, prefix));
    const [network, prefix] = coveringBlock(first.value, last.value, bits);
    return {
      family: family === 4 ? ('ipv4' as const) : ('ipv6' as const),
      cidrs,
      count: cidrs.length,
      addressCount: (last.value - first.value + 1n).toString(),
      coveringCidr: formatCidr(family, network, prefix),
    };
  },
});
