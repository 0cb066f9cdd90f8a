import { ToolError, defineTool, nullable } from '../define.ts';
import { BITS, formatAddress, formatCidr, parseCidr, pow2, rangeToBlocks, type Family } from '../ip-ranges.ts';

interface Requirement {
  name: string;
  hosts: number;
}

interface Inputs {
  network: string;
  mode: 'equal' | 'vlsm';
  subnetCount?: number;
  newPrefix?: number;
  requirements?: Requirement[];
}

interface Subnet {
  index: number;
  name: string | null;
  cidr: string;
  network: string;
  broadcast: string | null;
  firstUsable: string;
  lastUsable: string;
  addressCount: string;
  usableHostCount: string;
}

const MAX_SUBNETS = 4096;

/** One block described as cidr-calculator does: IPv4 up to /30 loses its network and broadcast addresses (RFC 3021 for /31). */
function describe(family: Family, start: bigint, prefix: number, index: number, name: string | null): Subnet {
  const size = pow2(BITS[family] - prefix);
  const last = start + size - 1n;
  const classic = family === 4 && prefix <= 30;
  const network = formatAddress(family, start);
  const end = formatAddress(family, last);
  return {
    index,
    name,
    cidr: `${network}/${prefix}`,
    network,
    broadcast: classic ? end : null,
    firstUsable: classic ? formatAddress(family, start + 1n) : network,
    lastUsable: classic ? formatAddress(family, last - 1n) : end,
    addressCount: size.toString(),
    usableHostCount: (classic ? size - 2n : size).toString(),
  };
}

/** The smallest IPv4 prefix p ≤ 30 whose block has 2^(32−p) − 2 ≥ hosts usable addresses. */
function prefixFor(hosts: number): number {
  let p = 30;
  while (p > 0 && 2 ** (32 - p) - 2 < hosts) p--;
  return p;
}

export default defineTool({
  slug: 'subnet-splitter',
  name: 'Subnet splitter (equal / VLSM)',
  category: 'network',
  description:
    'Splits an IPv4 or IPv6 network (host bits of the address are cleared) into subnets. equal: subnetCount n gives the first n blocks of prefix + ⌈log2 n⌉, or newPrefix gives every block of that length (at most 4 096). vlsm (IPv4): requirements sorted by hosts, largest first (ties in input order), each get the smallest block with 2^(32−p) − 2 ≥ hosts usable addresses (p ≤ 30), placed at the next free address aligned to its size; 422 when they do not fit. Each subnet has the fields of cidr-calculator, counts as decimal strings: IPv4 up to /30 loses network and broadcast; /31 (RFC 3021) and /32, and all IPv6, have no broadcast and count every address as usable. unallocated lists the rest of the network as the fewest blocks, ascending.',
  inputSchema: {
    type: 'object',
    properties: {
      network: { type: 'string', minLength: 1, maxLength: 100, description: 'The network to split, as CIDR, e.g. 192.168.0.0/24 or 2001:db8::/48.' },
      mode: { type: 'string', enum: ['equal', 'vlsm'], description: 'equal: blocks of one size (subnetCount or newPrefix); vlsm: one block per host requirement (IPv4).' },
      subnetCount: { type: 'integer', minimum: 2, maximum: MAX_SUBNETS, description: 'equal mode: how many equal subnets (the first n blocks of prefix + ⌈log2 n⌉).' },
      newPrefix: { type: 'integer', minimum: 0, maximum: 128, description: 'equal mode: the prefix length of the subnets; every block of that length is listed (at most 4 096).' },
      requirements: {
        type: 'array',
        minItems: 1,
        maxItems: 256,
        description: 'vlsm mode: the subnets wanted, each with a name and the number of hosts it must hold.',
        items: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 64, description: 'A label for the subnet, e.g. Sales.' },
            hosts: { type: 'integer', minimum: 1, maximum: 2 ** 31, description: 'Usable host addresses the subnet needs.' },
          },
          required: ['name', 'hosts'],
        },
      },
    },
    required: ['network', 'mode'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      subnets: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            index: { type: 'integer', description: '1-based, in allocation order.' },
            name: nullable({ type: 'string' }, { description: 'The requirement\'s name (vlsm); null in equal mode.' }),
            cidr: { type: 'string' },
            network: { type: 'string' },
            broadcast: nullable({ type: 'string' }, { description: 'IPv4 broadcast address; null for IPv6 and for /31 and /32.' }),
            firstUsable: { type: 'string' },
            lastUsable: { type: 'string' },
            addressCount: { type: 'string', description: 'Addresses in the block (decimal string).' },
            usableHostCount: { type: 'string', description: 'Assignable host addresses (decimal string).' },
          },
          required: ['index', 'name', 'cidr', 'network', 'broadcast', 'firstUsable', 'lastUsable', 'addressCount', 'usableHostCount'],
        },
      },
      count: { type: 'integer', description: 'Number of subnets.' },
      unallocated: { type: 'array', items: { type: 'string' }, description: 'The rest of the network as the fewest CIDR blocks, ascending.' },
    },
    required: ['subnets', 'count', 'unallocated'],
  },
  examples: [
    {
      inputs: {
        network: '172.16.0.0/24',
        mode: 'vlsm',
        requirements: [{ name: 'HR', hosts: 20 }, { name: 'Sales', hosts: 50 }, { name: 'Link', hosts: 2 }],
      },
      result: {
        subnets: [
          {
            index: 1,
            name: 'Sales',
            cidr: '172.16.0.0/26',
            network: '172.16.0.0',
            broadcast: '172.16.0.63',
            firstUsable: '172.16.0.1',
            lastUsable: '172.16.0.62',
            addressCount: '64',
            usableHostCount: '62',
          },
          {
            index: 2,
            name: 'HR',
            cidr: '172.16.0.64/27',
            network: '172.16.0.64',
            broadcast: '172.16.0.95',
            firstUsable: '172.16.0.65',
            lastUsable: '172.16.0.94',
            addressCount: '32',
            usableHostCount: '30',
          },
          {
            index: 3,
            name: 'Link',
            cidr: '172.16.0.96/30',
            network: '172.16.0.96',
            broadcast: '172.16.0.99',
            firstUsable: '172.16.0.97',
            lastUsable: '172.16.0.98',
            addressCount: '4',
            usableHostCount: '2',
          },
        ],
        count: 3,
        unallocated: ['172.16.0.100/30', '172.16.0.104/29', '172.16.0.112/28', '172.16.0.128/25'],
      },
    },
    {
      inputs: { network: '192.168.10.77/24', mode: 'equal', subnetCount: 3 },
      result: {
        subnets: [
          {
            index: 1,
            name: null,
            cidr: '192.168.10.0/26',
            network: '192.168.10.0',
            broadcast: '192.168.10.63',
            firstUsable: '192.168.10.1',
            lastUsable: '192.168.10.62',
            addressCount: '64',
            usableHostCount: '62',
          },
          {
            index: 2,
            name: null,
            cidr: '192.168.10.64/26',
            network: '192.168.10.64',
            broadcast: '192.168.10.127',
            firstUsable: '192.168.10.65',
            lastUsable: '192.168.10.126',
            addressCount: '64',
            usableHostCount: '62',
          },
          {
            index: 3,
            name: null,
            cidr: '192.168.10.128/26',
            network: '192.168.10.128',
            broadcast: '192.168.10.191',
            firstUsable: '192.168.10.129',
            lastUsable: '192.168.10.190',
            addressCount: '64',
            usableHostCount: '62',
          },
        ],
        count: 3,
        unallocated: ['192.168.10.192/26'],
      },
    },
    {
      inputs: { network: '10.0.0.0/29', mode: 'equal', newPrefix: 31 },
      result: {
        subnets: [
          {
            index: 1,
            name: null,
            cidr: '10.0.0.0/31',
            network: '10.0.0.0',
            broadcast: null,
            firstUsable: '10.0.0.0',
            lastUsable: '10.0.0.1',
            addressCount: '2',
            usableHostCount: '2',
          },
          {
            index: 2,
            name: null,
            cidr: '10.0.0.2/31',
            network: '10.0.0.2',
            broadcast: null,
            firstUsable: '10.0.0.2',
            lastUsable: '10.0.0.3',
            addressCount: '2',
            usableHostCount: '2',
          },
          {
            index: 3,
            name: null,
            cidr: '10.0.0.4/31',
            network: '10.0.0.4',
            broadcast: null,
            firstUsable: '10.0.0.4',
            lastUsable: '10.0.0.5',
            addressCount: '2',
            usableHostCount: '2',
          },
          {
            index: 4,
            name: null,
            cidr: '10.0.0.6/31',
            network: '10.0.0.6',
            broadcast: null,
            firstUsable: '10.0.0.6',
            lastUsable: '10.0.0.7',
            addressCount: '2',
            usableHostCount: '2',
          },
        ],
        count: 4,
        unallocated: [],
      },
    },
    {
      inputs: { network: '2001:db8:abcd::/62', mode: 'equal', newPrefix: 64 },
      result: {
        subnets: [
          {
            index: 1,
            name: null,
            cidr: '2001:db8:abcd::/64',
            network: '2001:db8:abcd::',
            broadcast: null,
            firstUsable: '2001:db8:abcd::',
            lastUsable: '2001:db8:abcd:0:ffff:ffff:ffff:ffff',
            addressCount: '18446744073709551616',
            usableHostCount: '18446744073709551616',
          },
          {
            index: 2,
            name: null,
            cidr: '2001:db8:abcd:1::/64',
            network: '2001:db8:abcd:1::',
            broadcast: null,
            firstUsable: '2001:db8:abcd:1::',
            lastUsable: '2001:db8:abcd:1:ffff:ffff:ffff:ffff',
            addressCount: '18446744073709551616',
            usableHostCount: '18446744073709551616',
          },
          {
            index: 3,
            name: null,
            cidr: '2001:db8:abcd:2::/64',
            network: '2001:db8:abcd:2::',
            broadcast: null,
            firstUsable: '2001:db8:abcd:2::',
            lastUsable: '2001:db8:abcd:2:ffff:ffff:ffff:ffff',
            addressCount: '18446744073709551616',
            usableHostCount: '18446744073709551616',
          },
          {
            index: 4,
            name: null,
            cidr: '2001:db8:abcd:3::/64',
            network: '2001:db8:abcd:3::',
            broadcast: null,
            firstUsable: '2001:db8:abcd:3::',
            lastUsable: '2001:db8:abcd:3:ffff:ffff:ffff:ffff',
            addressCount: '18446744073709551616',
            usableHostCount: '18446744073709551616',
          },
        ],
        count: 4,
        unallocated: [],
      },
    },
  ],
  run({ network, mode, subnetCount, newPrefix, requirements }: Inputs) {
    const parsed = parseCidr(network);
    if (!parsed || !network.includes('/')) {
      throw new ToolError(`"${network}" is not a CIDR block: write an address, "/" and a prefix length (0–32 for IPv4, 0–128 for IPv6).`);
    }
    const { family, start, end, prefix } = parsed;
    const bits = BITS[family];
    const subnets: Subnet[] = [];
    const free: Array<[bigint, bigint]> = [];
    if (mode === 'equal') {
      if (requirements !== undefined) throw new ToolError('requirements belong to vlsm mode; equal mode takes subnetCount or newPrefix.');
      if ((subnetCount === undefined) === (newPrefix === undefined)) throw new ToolError('equal mode needs exactly one of subnetCount and newPrefix.');
      let length: number;
      let count: number;
      if (subnetCount !== undefined) {
        let extra = 0;
        while (2 ** extra < subnetCount) extra++;
        length = prefix + extra;
        if (length > bits) throw new ToolError(`A /${prefix} cannot hold ${subnetCount} subnets: that needs /${length}, longer than /${bits}.`);
        count = subnetCount;
      } else {
        length = newPrefix!;
        if (length < prefix || length > bits) throw new ToolError(`newPrefix must be between ${prefix} and ${bits} for a /${prefix} ${family === 4 ? 'IPv4' : 'IPv6'} network.`);
        if (length - prefix > 12) throw new ToolError(`Splitting a /${prefix} into /${length} blocks gives 2^${length - prefix} subnets; at most ${MAX_SUBNETS} are listed.`);
        count = 2 ** (length - prefix);
      }
      const size = pow2(bits - length);
      for (let i = 0; i < count; i++) subnets.push(describe(family, start + BigInt(i) * size, length, i + 1, null));
      const next = start + BigInt(count) * size;
      if (next <= end) free.push([next, end]);
    } else {
      if (subnetCount !== undefined || newPrefix !== undefined) throw new ToolError('subnetCount and newPrefix belong to equal mode; vlsm mode takes requirements.');
      if (!requirements) throw new ToolError('vlsm mode needs requirements: a name and a host count for each subnet.');
      if (family !== 4) throw new ToolError('vlsm mode is for IPv4 networks; split an IPv6 network with equal mode.');
      const order = requirements.map((requirement, position) => ({ ...requirement, position })).sort((a, b) => b.hosts - a.hosts || a.position - b.position);
      let cursor = start;
      for (const { name, hosts } of order) {
        const length = prefixFor(hosts);
        const size = pow2(bits - length);
        const placed = ((cursor + size - 1n) / size) * size;
        if (placed + size - 1n > end) {
          throw new ToolError(`The requirements do not fit in ${formatCidr(family, start, prefix)}: "${name}" needs a /${length} (${hosts} hosts) and too little room is left.`);
        }
        if (placed > cursor) free.push([cursor, placed - 1n]);
        subnets.push(describe(family, placed, length, subnets.length + 1, name));
        cursor = placed + size;
      }
      if (cursor <= end) free.push([cursor, end]);
    }
    const unallocated = free.flatMap(([from, to]) => rangeToBlocks(from, to, bits).map(([block, length]) => formatCidr(family, block, length)));
    return { subnets, count: subnets.length, unallocated };
  },
});
