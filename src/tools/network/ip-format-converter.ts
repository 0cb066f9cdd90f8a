import { ToolError, defineTool, nullable } from '../define.ts';
import { BITS, formatAddress, formatCidr, parseAddress, pow2, type Address, type Family } from '../ip-ranges.ts';

interface Inputs {
  value: string;
  version?: 4 | 6;
}

/** The number an integer spelling stands for, or null when the text is not one. */
function integerValue(text: string): bigint | null {
  if (/^0[xX][0-9a-fA-F]+$/.test(text) || /^0[bB][01]+$/.test(text) || /^\d+$/.test(text)) return BigInt(text);
  return null;
}

function read(value: string, version: 4 | 6 | undefined): Address {
  const text = value.trim();
  const integer = integerValue(text);
  if (integer !== null) {
    if (integer >= pow2(128)) throw new ToolError(`${text} is above 2^128 − 1, the largest IPv6 address.`);
    const family: Family = version ?? (integer < pow2(32) ? 4 : 6);
    if (family === 4 && integer >= pow2(32)) throw new ToolError(`${text} is above 2^32 − 1, the largest IPv4 address; use version 6.`);
    return { family, value: integer };
  }
  const address = parseAddress(text);
  if (!address) {
    throw new ToolError(
      `"${value}" is not an IPv4 address (four decimal octets without leading zeros), an IPv6 address, or an integer in decimal, 0x… hex or 0b… binary.`,
    );
  }
  if (version !== undefined && version !== address.family) {
    throw new ToolError(`"${text}" is an IPv${address.family} address; version only chooses the family of an integer.`);
  }
  return address;
}

const groups = (text: string, width: number, separator: string) => (text.match(new RegExp(`.{${width}}`, 'g')) ?? []).join(separator);

export default defineTool({
  slug: 'ip-format-converter',
  name: 'IP address format converter',
  category: 'network',
  description:
    'Converts an IP address between its text, integer, hex and binary forms, and gives its IPv6 transition forms. value is a dotted IPv4 address, IPv6 text, or an integer in decimal, 0x… hex or 0b… binary (an integer is IPv4 below 2^32 unless version says 6). For IPv4: the IPv4-mapped address ::ffff:a.b.c.d (RFC 4291), the 6to4 prefix 2002:xxxx:xxxx::/48 (RFC 3056) and the NAT64 address 64:ff9b::a.b.c.d (well-known prefix, RFC 6052 §2.4). For IPv6: the IPv4 address embedded in ::ffff:0:0/96, 2002::/16 or 64:ff9b::/96. Forms that do not apply are null. IPv6 is shown per RFC 5952 (IPv4-mapped addresses as ::ffff:a.b.c.d); binary is four dotted octets or eight colon-separated 16-bit groups.',
  inputSchema: {
    type: 'object',
    properties: {
      value: {
        type: 'string',
        minLength: 1,
        maxLength: 160,
        description: 'An address (192.168.1.1, 2001:db8::1) or an integer: decimal (3232235777), hex (0xC0A80101) or binary (0b1100…).',
      },
      version: { type: 'integer', enum: [4, 6], description: 'For an integer value: read it as IPv4 or IPv6 (default 4 below 2^32, else 6).' },
    },
    required: ['value'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      version: { type: 'integer', enum: [4, 6] },
      address: { type: 'string', description: 'Canonical text: dotted decimal, or RFC 5952 IPv6.' },
      expanded: { type: 'string', description: 'Dotted decimal, or eight 4-digit hex groups.' },
      integer: { type: 'string', description: 'The address as an unsigned decimal integer (string).' },
      hex: { type: 'string', description: '"0x" and 8 (IPv4) or 32 (IPv6) lower-case hex digits.' },
      binary: { type: 'string', description: 'IPv4: four dotted 8-bit octets; IPv6: eight colon-separated 16-bit groups.' },
      ipv4MappedIpv6: nullable({ type: 'string' }, { description: 'IPv4 only: ::ffff:a.b.c.d.' }),
      sixToFourPrefix: nullable({ type: 'string' }, { description: 'IPv4 only: the 6to4 /48 prefix 2002:xxxx:xxxx::/48.' }),
      nat64Address: nullable({ type: 'string' }, { description: 'IPv4 only: the address under the NAT64 well-known prefix, 64:ff9b::a.b.c.d.' }),
      embeddedIpv4: nullable({ type: 'string' }, { description: 'IPv6 only: the IPv4 address inside ::ffff:0:0/96, 2002::/16 or 64:ff9b::/96.' }),
    },
    required: ['version', 'address', 'expanded', 'integer', 'hex', 'binary', 'ipv4MappedIpv6', 'sixToFourPrefix', 'nat64Address', 'embeddedIpv4'],
  },
  examples: [
    {
      inputs: { value: '0xC0A80101' },
      result: {
        version: 4,
        address: '192.168.1.1',
        expanded: '192.168.1.1',
        integer: '3232235777',
        hex: '0xc0a80101',
        binary: '11000000.10101000.00000001.00000001',
        ipv4MappedIpv6: '::ffff:192.168.1.1',
        sixToFourPrefix: '2002:c0a8:101::/48',
        nat64Address: '64:ff9b::192.168.1.1',
        embeddedIpv4: null,
      },
    },
    {
      inputs: { value: '192.0.2.33' },
      result: {
        version: 4,
        address: '192.0.2.33',
        expanded: '192.0.2.33',
        integer: '3221226017',
        hex: '0xc0000221',
        binary: '11000000.00000000.00000010.00100001',
        ipv4MappedIpv6: '::ffff:192.0.2.33',
        sixToFourPrefix: '2002:c000:221::/48',
        nat64Address: '64:ff9b::192.0.2.33',
        embeddedIpv4: null,
      },
    },
    {
      inputs: { value: '64:FF9B::C000:221' },
      result: {
        version: 6,
        address: '64:ff9b::c000:221',
        expanded: '0064:ff9b:0000:0000:0000:0000:c000:0221',
        integer: '524413980667603649783483184533471777',
        hex: '0x0064ff9b0000000000000000c0000221',
        binary: '0000000001100100:1111111110011011:0000000000000000:0000000000000000:0000000000000000:0000000000000000:1100000000000000:0000001000100001',
        ipv4MappedIpv6: null,
        sixToFourPrefix: null,
        nat64Address: null,
        embeddedIpv4: '192.0.2.33',
      },
    },
    {
      inputs: { value: '2002:c000:204::1' },
      result: {
        version: 6,
        address: '2002:c000:204::1',
        expanded: '2002:c000:0204:0000:0000:0000:0000:0001',
        integer: '42549574682102084431821433448024768513',
        hex: '0x2002c000020400000000000000000001',
        binary: '0010000000000010:1100000000000000:0000001000000100:0000000000000000:0000000000000000:0000000000000000:0000000000000000:0000000000000001',
        ipv4MappedIpv6: null,
        sixToFourPrefix: null,
        nat64Address: null,
        embeddedIpv4: '192.0.2.4',
      },
    },
    {
      inputs: { value: '281473902969345', version: 6 },
      result: {
        version: 6,
        address: '::ffff:192.0.2.1',
        expanded: '0000:0000:0000:0000:0000:ffff:c000:0201',
        integer: '281473902969345',
        hex: '0x00000000000000000000ffffc0000201',
        binary: '0000000000000000:0000000000000000:0000000000000000:0000000000000000:0000000000000000:1111111111111111:1100000000000000:0000001000000001',
        ipv4MappedIpv6: null,
        sixToFourPrefix: null,
        nat64Address: null,
        embeddedIpv4: '192.0.2.1',
      },
    },
  ],
  run({ value, version }: Inputs) {
    const { family, value: number } = read(value, version);
    const bits = BITS[family];
    const hex = number.toString(16).padStart(bits / 4, '0');
    const binary = number.toString(2).padStart(bits, '0');
    const low32 = number & 0xffffffffn;
    if (family === 4) {
      const dotted = formatAddress(4, number);
      return {
        version: 4,
        address: dotted,
        expanded: dotted,
        integer: number.toString(),
        hex: `0x${hex}`,
        binary: groups(binary, 8, '.'),
        ipv4MappedIpv6: `::ffff:${dotted}`,
        sixToFourPrefix: formatCidr(6, (0x2002n << 112n) | (number << 80n), 48),
        nat64Address: `64:ff9b::${dotted}`,
        embeddedIpv4: null,
      };
    }
    let embedded: bigint | null = null;
    if (number >> 32n === 0xffffn) embedded = low32;
    else if (number >> 112n === 0x2002n) embedded = (number >> 80n) & 0xffffffffn;
    else if (number >> 32n === 0x64ff9b0000000000000000n) embedded = low32;
    return {
      version: 6,
      address: formatAddress(6, number),
      expanded: groups(hex, 4, ':'),
      integer: number.toString(),
      hex: `0x${hex}`,
      binary: groups(binary, 16, ':'),
      ipv4MappedIpv6: null,
      sixToFourPrefix: null,
      nat64Address: null,
      embeddedIpv4: embedded === null ? null : formatAddress(4, embedded),
    };
  },
});
