import ipaddr from 'ipaddr.js';
import { ToolError, defineTool, nullable } from '../define.ts';

const rangeDescriptions: Record<string, string> = {
  unicast: 'Global unicast: a public, routable address.',
  unspecified: 'Unspecified address (0.0.0.0 or ::): "no address", used as a wildcard when binding.',
  multicast: 'Multicast: delivered to every member of a group.',
  linkLocal: 'Link-local: valid only on the local network segment, not routed.',
  loopback: 'Loopback: the host itself (localhost).',
  reserved: 'Reserved for special or future use (documentation, benchmarking or IETF blocks); not publicly routed.',
  benchmarking: 'Reserved for network benchmarking (RFC 2544 / RFC 5180).',
  amt: 'Automatic Multicast Tunneling (AMT) relay anycast address.',
  broadcast: 'Limited broadcast address: every host on the local network.',
  carrierGradeNat: 'Carrier-grade NAT shared address space (100.64.0.0/10, RFC 6598).',
  private: 'Private network (RFC 1918): usable inside a LAN, not routed on the Internet.',
  as112: 'AS112 DNS sink for reverse lookups of private addresses.',
  uniqueLocal: 'Unique local address (fc00::/7): the IPv6 counterpart of private networks.',
  ipv4Mapped: 'IPv4-mapped IPv6 address (::ffff:0:0/96): an IPv4 address seen through an IPv6 socket.',
  rfc6145: 'IPv4-translated address (RFC 6145, SIIT).',
  rfc6052: 'IPv4-embedded IPv6 for NAT64 (64:ff9b::/96, RFC 6052).',
  '6to4': '6to4 transition address (2002::/16) embedding an IPv4 address.',
  teredo: 'Teredo tunnelling address (2001::/32).',
  as112v6: 'AS112 DNS sink (IPv6).',
  orchid2: 'ORCHIDv2 overlay identifier (2001:20::/28), not routable.',
  droneRemoteIdProtocolEntityTags: 'Drone Remote ID Protocol entity tag (2001:30::/28).',
};

/**
 * ipaddr.js reads any IPv6 address ending in a dotted quad as IPv4-mapped (::1.2.3.4 becomes ::ffff:1.2.3.4), so the
 * quad is rewritten as two hex groups first, which keeps the other 96 bits as written.
 */
function dottedQuadToHex(text: string): string {
  return text.replace(/(^|:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?=%|$)/, (whole, lead: string, ...octets: string[]) => {
    const values = octets.slice(0, 4).map(Number);
    if (values.some((value) => value > 255) || octets.slice(0, 4).some((octet) => octet.length > 1 && octet.startsWith('0'))) return whole;
    const group = (high: number, low: number) => ((high << 8) | low).toString(16);
    return `${lead}${group(values[0]!, values[1]!)}:${group(values[2]!, values[3]!)}`;
  });
}

const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

export default defineTool({
  slug: 'ip-address-info',
  name: 'IP address info',
  category: 'network',
  description:
    'Describes an IPv4 or IPv6 address: its special-purpose range (private, loopback, multicast, link-local…), canonical and fully expanded forms, reverse-DNS name, integer value and any embedded IPv4 address.',
  inputSchema: {
    type: 'object',
    properties: {
      address: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        description: 'An IPv4 address in dotted decimal, or an IPv6 address (a %zone suffix is allowed).',
      },
    },
    required: ['address'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      version: { type: 'integer', enum: [4, 6] },
      range: { type: 'string', description: 'Special-purpose range name as used by ipaddr.js (unicast, private, loopback, …).' },
      rangeDescription: { type: 'string' },
      publiclyRoutable: { type: 'boolean', description: 'Whether the address (or its embedded IPv4 address) is global unicast.' },
      normalized: { type: 'string', description: 'Canonical form: dotted decimal, or RFC 5952 compressed IPv6.' },
      expanded: { type: 'string', description: 'Every group written out: four octets, or eight zero-padded IPv6 groups.' },
      reverseDns: { type: 'string', description: 'The PTR lookup name under in-addr.arpa or ip6.arpa.' },
      integer: { type: 'string', description: 'The address as an unsigned decimal integer.' },
      hex: { type: 'string', description: 'The address bytes in hexadecimal.' },
      isIPv4Mapped: { type: 'boolean', description: 'Whether it is an IPv4-mapped IPv6 address (::ffff:a.b.c.d).' },
      ipv4: nullable({ type: 'string' }, { description: 'The embedded IPv4 address of an IPv4-mapped address.' }),
      ipv4MappedForm: nullable({ type: 'string' }, { description: 'For an IPv4 address, its IPv4-mapped IPv6 form.' }),
      zoneId: nullable({ type: 'string' }, { description: 'The IPv6 zone (interface) after %, if any.' }),
    },
    required: [
      'version',
      'range',
      'rangeDescription',
      'publiclyRoutable',
      'normalized',
      'expanded',
      'reverseDns',
      'integer',
      'hex',
      'isIPv4Mapped',
      'ipv4',
      'ipv4MappedForm',
      'zoneId',
    ],
  },
  examples: [
    {
      inputs: { address: '192.168.1.20' },
      result: {
        version: 4,
        range: 'private',
        rangeDescription: 'Private network (RFC 1918): usable inside a LAN, not routed on the Internet.',
        publiclyRoutable: false,
        normalized: '192.168.1.20',
        expanded: '192.168.1.20',
        reverseDns: '20.1.168.192.in-addr.arpa',
        integer: '3232235796',
        hex: 'c0a80114',
        isIPv4Mapped: false,
        ipv4: null,
        ipv4MappedForm: '::ffff:192.168.1.20',
        zoneId: null,
      },
    },
    {
      inputs: { address: '2001:DB8:0:0:0:0:0:42' },
      result: {
        version: 6,
        range: 'reserved',
        rangeDescription: 'Reserved for special or future use (documentation, benchmarking or IETF blocks); not publicly routed.',
        publiclyRoutable: false,
        normalized: '2001:db8::42',
        expanded: '2001:0db8:0000:0000:0000:0000:0000:0042',
        reverseDns: '2.4.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
        integer: '42540766411282592856903984951653826626',
        hex: '20010db8000000000000000000000042',
        isIPv4Mapped: false,
        ipv4: null,
        ipv4MappedForm: null,
        zoneId: null,
      },
    },
    {
      inputs: { address: '::ffff:8.8.8.8' },
      result: {
        version: 6,
        range: 'ipv4Mapped',
        rangeDescription: 'IPv4-mapped IPv6 address (::ffff:0:0/96): an IPv4 address seen through an IPv6 socket.',
        publiclyRoutable: true,
        normalized: '::ffff:8.8.8.8',
        expanded: '0000:0000:0000:0000:0000:ffff:0808:0808',
        reverseDns: '8.0.8.0.8.0.8.0.f.f.f.f.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa',
        integer: '281470816487432',
        hex: '00000000000000000000ffff08080808',
        isIPv4Mapped: true,
        ipv4: '8.8.8.8',
        ipv4MappedForm: null,
        zoneId: null,
      },
    },
  ],
  run({ address }: { address: string }) {
    const text = address.trim();
    let parsed: ipaddr.IPv4 | ipaddr.IPv6;
    if (ipaddr.IPv4.isValidFourPartDecimal(text)) {
      parsed = ipaddr.IPv4.parse(text);
    } else if (ipaddr.IPv6.isValid(text) && ipaddr.IPv6.isValid(dottedQuadToHex(text))) {
      parsed = ipaddr.IPv6.parse(dottedQuadToHex(text));
    } else if (ipaddr.IPv4.isValid(text)) {
      throw new ToolError(
        `"${address}" is a legacy IPv4 spelling (fewer than four parts, hex or octal with leading zeros); write it as four decimal octets such as 192.168.0.1.`,
      );
    } else {
      throw new ToolError(`"${address}" is not an IPv4 address (a.b.c.d) or an IPv6 address.`);
    }

    const bytes = parsed.toByteArray();
    const integer = BigInt(`0x${hex(bytes)}`).toString();
    if (parsed.kind() === 'ipv4') {
      const v4 = parsed as ipaddr.IPv4;
      const range = v4.range();
      return {
        version: 4,
        range,
        rangeDescription: rangeDescriptions[range] ?? range,
        publiclyRoutable: range === 'unicast',
        normalized: v4.toString(),
        expanded: v4.toString(),
        reverseDns: `${[...v4.octets].reverse().join('.')}.in-addr.arpa`,
        integer,
        hex: hex(bytes),
        isIPv4Mapped: false,
        ipv4: null,
        ipv4MappedForm: `::ffff:${v4.toString()}`,
        zoneId: null,
      };
    }
    const v6 = parsed as ipaddr.IPv6;
    const range = v6.range();
    const mapped = v6.isIPv4MappedAddress();
    const embedded = mapped ? v6.toIPv4Address() : null;
    const zoneId = v6.zoneId ?? null;
    const zone = zoneId === null ? '' : `%${zoneId}`;
    const nibbles = hex(bytes).split('').reverse().join('.');
    return {
      version: 6,
      range,
      rangeDescription: rangeDescriptions[range] ?? range,
      publiclyRoutable: embedded ? embedded.range() === 'unicast' : range === 'unicast',
      normalized: (embedded ? `::ffff:${embedded.toString()}` : new ipaddr.IPv6(v6.parts).toRFC5952String()) + zone,
      expanded: v6.parts.map((part) => part.toString(16).padStart(4, '0')).join(':') + zone,
      reverseDns: `${nibbles}.ip6.arpa`,
      integer,
      hex: hex(bytes),
      isIPv4Mapped: mapped,
      ipv4: embedded ? embedded.toString() : null,
      ipv4MappedForm: null,
      zoneId,
    };
  },
});
