import ipaddr from 'ipaddr.js';
import { ToolError, defineTool, nullable } from '../define.ts';

function toBigInt(bytes: number[]): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function toAddress(value: bigint, bits: 32 | 128): string {
  const bytes: number[] = [];
  for (let i = bits / 8 - 1; i >= 0; i--) bytes.push(Number((value >> BigInt(i * 8)) & 0xffn));
  return ipaddr.fromByteArray(bytes).toString();
}

/** Splits "address/prefix" (or "address/dotted-netmask" for IPv4, or a bare address) strictly. */
function parse(cidr: string): { address: ipaddr.IPv4 | ipaddr.IPv6; prefix: number } {
  const text = cidr.trim();
  const slash = text.indexOf('/');
  const host = slash === -1 ? text : text.slice(0, slash);
  const suffix = slash === -1 ? null : text.slice(slash + 1);
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  if (host.includes(':')) {
    if (host.includes('%') || !ipaddr.IPv6.isValid(host)) throw new ToolError(`"${host}" is not a valid IPv6 address.`);
    address = ipaddr.IPv6.parse(host);
  } else {
    if (!ipaddr.IPv4.isValidFourPartDecimal(host)) {
      throw new ToolError(`"${host}" is not a valid IPv4 address (four decimal numbers 0–255 separated by dots).`);
    }
    address = ipaddr.IPv4.parse(host);
  }
  const bits = address.kind() === 'ipv4' ? 32 : 128;
  if (suffix === null) return { address, prefix: bits };
  if (/^\d{1,3}$/.test(suffix)) {
    const prefix = Number(suffix);
    if (prefix > bits) throw new ToolError(`The prefix length must be between 0 and ${bits} for an ${address.kind() === 'ipv4' ? 'IPv4' : 'IPv6'} address.`);
    return { address, prefix };
  }
  if (bits === 32 && ipaddr.IPv4.isValidFourPartDecimal(suffix)) {
    const prefix = ipaddr.IPv4.parse(suffix).prefixLengthFromSubnetMask();
    if (prefix === null) throw new ToolError(`"${suffix}" is not a valid netmask: its one bits must be contiguous.`);
    return { address, prefix };
  }
  throw new ToolError(`"${suffix}" is not a prefix length${bits === 32 ? ' or a dotted netmask' : ''}.`);
}

interface Result {
  family: 'ipv4' | 'ipv6';
  address: string;
  cidr: string;
  prefix: number;
  network: string;
  netmask: string;
  wildcard: string;
  broadcast: string | null;
  firstUsable: string;
  lastUsable: string;
  addressCount: string;
  usableHostCount: string;
  range: string;
}

export default defineTool({
  slug: 'cidr-calculator',
  name: 'CIDR / subnet calculator',
  category: 'network',
  description:
    'Computes the network, netmask, wildcard, broadcast, usable host range and address counts of an IPv4 or IPv6 CIDR block (IPv4 also takes a dotted netmask; a bare address is a single host). IPv4 /31 and /32 follow RFC 3021; IPv6 has no broadcast and counts every address.',
  inputSchema: {
    type: 'object',
    properties: {
      cidr: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        description: 'An address with prefix length, e.g. 192.168.1.10/24, 10.0.0.0/255.255.0.0 or 2001:db8::/48.',
      },
    },
    required: ['cidr'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      family: { type: 'string', enum: ['ipv4', 'ipv6'] },
      address: { type: 'string', description: 'The address as given, normalised.' },
      cidr: { type: 'string', description: 'The block in canonical network/prefix form.' },
      prefix: { type: 'integer', description: 'Prefix length in bits.' },
      network: { type: 'string', description: 'First address of the block.' },
      netmask: { type: 'string' },
      wildcard: { type: 'string', description: 'The inverted netmask (host mask), as used in ACLs.' },
      broadcast: nullable({ type: 'string' }, { description: 'IPv4 broadcast address; null for IPv6 and for /31 and /32.' }),
      firstUsable: { type: 'string', description: 'First assignable host address.' },
      lastUsable: { type: 'string', description: 'Last assignable host address.' },
      addressCount: { type: 'string', description: 'Addresses in the block (a decimal string: IPv6 counts exceed 2^53).' },
      usableHostCount: { type: 'string', description: 'Assignable host addresses (decimal string).' },
      range: { type: 'string', description: 'Special-purpose range of the address, e.g. private, loopback, unicast.' },
    },
    required: [
      'family',
      'address',
      'cidr',
      'prefix',
      'network',
      'netmask',
      'wildcard',
      'broadcast',
      'firstUsable',
      'lastUsable',
      'addressCount',
      'usableHostCount',
      'range',
    ],
  },
  examples: [
    {
      inputs: { cidr: '192.168.1.77/26' },
      result: {
        family: 'ipv4',
        address: '192.168.1.77',
        cidr: '192.168.1.64/26',
        prefix: 26,
        network: '192.168.1.64',
        netmask: '255.255.255.192',
        wildcard: '0.0.0.63',
        broadcast: '192.168.1.127',
        firstUsable: '192.168.1.65',
        lastUsable: '192.168.1.126',
        addressCount: '64',
        usableHostCount: '62',
        range: 'private',
      },
    },
    {
      inputs: { cidr: '2001:db8:abcd:12::1/56' },
      result: {
        family: 'ipv6',
        address: '2001:db8:abcd:12::1',
        cidr: '2001:db8:abcd::/56',
        prefix: 56,
        network: '2001:db8:abcd::',
        netmask: 'ffff:ffff:ffff:ff00::',
        wildcard: '::ff:ffff:ffff:ffff:ffff',
        broadcast: null,
        firstUsable: '2001:db8:abcd::',
        lastUsable: '2001:db8:abcd:ff:ffff:ffff:ffff:ffff',
        addressCount: '4722366482869645213696',
        usableHostCount: '4722366482869645213696',
        range: 'reserved',
      },
    },
    {
      inputs: { cidr: '10.0.0.0/255.255.255.254' },
      result: {
        family: 'ipv4',
        address: '10.0.0.0',
        cidr: '10.0.0.0/31',
        prefix: 31,
        network: '10.0.0.0',
        netmask: '255.255.255.254',
        wildcard: '0.0.0.1',
        broadcast: null,
        firstUsable: '10.0.0.0',
        lastUsable: '10.0.0.1',
        addressCount: '2',
        usableHostCount: '2',
        range: 'private',
      },
    },
  ],
  run({ cidr }: { cidr: string }): Result {
    const { address, prefix } = parse(cidr);
    const family = address.kind();
    const bits = family === 'ipv4' ? 32 : 128;
    const all = (1n << BigInt(bits)) - 1n;
    const size = 1n << BigInt(bits - prefix);
    const hostMask = size - 1n;
    const netMask = all ^ hostMask;
    const network = toBigInt(address.toByteArray()) & netMask;
    const last = network | hostMask;
    let first = network;
    let lastUsable = last;
    let usable = size;
    let broadcast: string | null = null;
    if (family === 'ipv4' && prefix <= 30) {
      first = network + 1n;
      lastUsable = last - 1n;
      usable = size - 2n;
      broadcast = toAddress(last, 32);
    }
    return {
      family,
      address: address.toString(),
      cidr: `${toAddress(network, bits)}/${prefix}`,
      prefix,
      network: toAddress(network, bits),
      netmask: toAddress(netMask, bits),
      wildcard: toAddress(hostMask, bits),
      broadcast,
      firstUsable: toAddress(first, bits),
      lastUsable: toAddress(lastUsable, bits),
      addressCount: size.toString(),
      usableHostCount: usable.toString(),
      range: address.range(),
    };
  },
});
