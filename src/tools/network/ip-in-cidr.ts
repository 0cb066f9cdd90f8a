import ipaddr from 'ipaddr.js';
import { ToolError, defineTool, nullable } from '../define.ts';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

interface Inputs {
  address: string;
  cidrs: string[];
}

/** ipaddr.js reads any IPv6 text ending in a dotted quad as IPv4-mapped, so the quad is rewritten as two hex groups. */
function dottedQuadToHex(text: string): string {
  return text.replace(/(^|:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?=%|\/|$)/, (whole, lead: string, ...octets: string[]) => {
    const values = octets.slice(0, 4).map(Number);
    if (values.some((value) => value > 255)) return whole;
    const group = (high: number, low: number) => ((high << 8) | low).toString(16);
    return `${lead}${group(values[0]!, values[1]!)}:${group(values[2]!, values[3]!)}`;
  });
}

function parseAddress(text: string): Address | null {
  const trimmed = text.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(trimmed)) return ipaddr.IPv4.parse(trimmed);
  const v6 = dottedQuadToHex(trimmed);
  if (ipaddr.IPv6.isValid(trimmed) && ipaddr.IPv6.isValid(v6)) return ipaddr.IPv6.parse(v6);
  return null;
}

/** A CIDR block, or a single address taken as /32 or /128. */
function parseRange(text: string): [Address, number] | null {
  const trimmed = text.trim();
  if (!trimmed.includes('/')) {
    const single = parseAddress(trimmed);
    return single ? [single, single.kind() === 'ipv4' ? 32 : 128] : null;
  }
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(trimmed)) return ipaddr.IPv4.parseCIDR(trimmed);
  if (!trimmed.includes(':')) return null;
  try {
    return ipaddr.IPv6.parseCIDR(dottedQuadToHex(trimmed));
  } catch {
    return null;
  }
}

/** Canonical text: dotted decimal, RFC 5952 IPv6, or ::ffff:a.b.c.d for IPv4-mapped addresses. */
function show(address: Address): string {
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = new ipaddr.IPv6((address as ipaddr.IPv6).parts);
  return v6.isIPv4MappedAddress() ? `::ffff:${v6.toIPv4Address().toString()}` : v6.toRFC5952String();
}

/** The address in the family of the range: IPv4 ↔ IPv4-mapped IPv6, or null when the families cannot be compared. */
function sameFamily(address: Address, kind: 'ipv4' | 'ipv6'): Address | null {
  if (address.kind() === kind) return address;
  if (kind === 'ipv6') return (address as ipaddr.IPv4).toIPv4MappedAddress();
  const v6 = address as ipaddr.IPv6;
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : null;
}

export default defineTool({
  slug: 'ip-in-cidr',
  name: 'IP in CIDR checker',
  category: 'network',
  description:
    'Checks whether an IPv4 or IPv6 address lies inside one or more CIDR ranges (e.g. for allow-lists), giving each range\'s network, first and last address and size; IPv4 and IPv4-mapped IPv6 addresses are compared across families.',
  inputSchema: {
    type: 'object',
    properties: {
      address: { type: 'string', minLength: 1, maxLength: 100, description: 'The IPv4 or IPv6 address to test.' },
      cidrs: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        items: { type: 'string', maxLength: 100 },
        description: 'CIDR ranges such as "10.0.0.0/8" or "2001:db8::/32"; a bare address means just that address.',
      },
    },
    required: ['address', 'cidrs'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      address: { type: 'string', description: 'The address in canonical form.' },
      version: { type: 'integer', enum: [4, 6] },
      inAny: { type: 'boolean', description: 'Whether at least one range contains the address.' },
      matching: { type: 'array', items: { type: 'string' }, description: 'The ranges (as given) that contain the address.' },
      ranges: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            cidr: { type: 'string', description: 'The range as given.' },
            valid: { type: 'boolean' },
            contains: { type: 'boolean' },
            network: nullable({ type: 'string' }, { description: 'Canonical network/prefix (host bits cleared).' }),
            firstAddress: nullable({ type: 'string' }),
            lastAddress: nullable({ type: 'string' }),
            size: nullable({ type: 'string' }, { description: 'Number of addresses in the range (decimal string; IPv6 ranges are huge).' }),
            error: nullable({ type: 'string' }, { description: 'Why the range could not be read.' }),
          },
          required: ['cidr', 'valid', 'contains', 'network', 'firstAddress', 'lastAddress', 'size', 'error'],
        },
      },
    },
    required: ['address', 'version', 'inAny', 'matching', 'ranges'],
  },
  examples: [
    {
      inputs: { address: '192.168.10.37', cidrs: ['10.0.0.0/8', '192.168.0.0/16', '192.168.10.32/28'] },
      result: {
        address: '192.168.10.37',
        version: 4,
        inAny: true,
        matching: ['192.168.0.0/16', '192.168.10.32/28'],
        ranges: [
          {
            cidr: '10.0.0.0/8',
            valid: true,
            contains: false,
            network: '10.0.0.0/8',
            firstAddress: '10.0.0.0',
            lastAddress: '10.255.255.255',
            size: '16777216',
            error: null,
          },
          {
            cidr: '192.168.0.0/16',
            valid: true,
            contains: true,
            network: '192.168.0.0/16',
            firstAddress: '192.168.0.0',
            lastAddress: '192.168.255.255',
            size: '65536',
            error: null,
          },
          {
            cidr: '192.168.10.32/28',
            valid: true,
            contains: true,
            network: '192.168.10.32/28',
            firstAddress: '192.168.10.32',
            lastAddress: '192.168.10.47',
            size: '16',
            error: null,
          },
        ],
      },
    },
    {
      inputs: { address: '::ffff:203.0.113.9', cidrs: ['203.0.113.0/24', '2001:db8::/32', 'not-a-range'] },
      result: {
        address: '::ffff:203.0.113.9',
        version: 6,
        inAny: true,
        matching: ['203.0.113.0/24'],
        ranges: [
          {
            cidr: '203.0.113.0/24',
            valid: true,
            contains: true,
            network: '203.0.113.0/24',
            firstAddress: '203.0.113.0',
            lastAddress: '203.0.113.255',
            size: '256',
            error: null,
          },
          {
            cidr: '2001:db8::/32',
            valid: true,
            contains: false,
            network: '2001:db8::/32',
            firstAddress: '2001:db8::',
            lastAddress: '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff',
            size: '79228162514264337593543950336',
            error: null,
          },
          {
            cidr: 'not-a-range',
            valid: false,
            contains: false,
            network: null,
            firstAddress: null,
            lastAddress: null,
            size: null,
            error: 'Not a CIDR range: write an address, a slash and a prefix length (0–32 for IPv4, 0–128 for IPv6), e.g. 10.0.0.0/8.',
          },
        ],
      },
    },
  ],
  run({ address, cidrs }: Inputs) {
    const parsed = parseAddress(address);
    if (!parsed) throw new ToolError(`"${address}" is not an IPv4 address (four decimal octets) or an IPv6 address.`);
    const ranges = cidrs.map((cidr) => {
      const range = parseRange(cidr);
      if (!range) {
        return {
          cidr,
          valid: false,
          contains: false,
          network: null,
          firstAddress: null,
          lastAddress: null,
          size: null,
          error: 'Not a CIDR range: write an address, a slash and a prefix length (0–32 for IPv4, 0–128 for IPv6), e.g. 10.0.0.0/8.',
        };
      }
      const [base, prefix] = range;
      const kind = base.kind();
      const bits = kind === 'ipv4' ? 32 : 128;
      // First and last address: the host bits cleared, then set.
      const bytes = base.toByteArray();
      const low = bytes.map((byte, index) => byte & (0xff << Math.max(0, Math.min(8, (index + 1) * 8 - prefix))) & 0xff);
      const high = low.map((byte, index) => byte | (~(0xff << Math.max(0, Math.min(8, (index + 1) * 8 - prefix))) & 0xff));
      const first = ipaddr.fromByteArray(low);
      const last = ipaddr.fromByteArray(high);
      const candidate = sameFamily(parsed, kind);
      const contains = candidate !== null && (candidate as ipaddr.IPv4).match(base as ipaddr.IPv4, prefix);
      return {
        cidr,
        valid: true,
        contains,
        network: `${show(first)}/${prefix}`,
        firstAddress: show(first),
        lastAddress: show(last),
        size: (1n << BigInt(bits - prefix)).toString(),
        error: null,
      };
    });
    const matching = ranges.filter((range) => range.contains).map((range) => range.cidr);
    return { address: show(parsed), version: parsed.kind() === 'ipv4' ? 4 : 6, inAny: matching.length > 0, matching, ranges };
  },
});
