import ipaddr from 'ipaddr.js';
import { defineTool } from '../define.ts';

const HEX2 = '[0-9A-Fa-f]{2}';
const HEX4 = '[0-9A-Fa-f]{4}';
/** Six octets with ":", "-" or " " between them, three Cisco groups with ".", ":" or "-", or 12 bare digits. */
const MAC_PATTERN = `^\\s*(?:${HEX2}(?:[:\\- ]${HEX2}){5}|${HEX4}(?:[.:\\-]${HEX4}){2}|[0-9A-Fa-f]{12})\\s*$`;

interface Inputs {
  mac: string;
  uppercase?: boolean;
}

export default defineTool({
  slug: 'mac-address-formatter',
  name: 'MAC address formatter',
  category: 'network',
  description:
    'Rewrites a 48-bit MAC address (EUI-48) in every common notation: colon (00:1B:44:11:3A:B7), hyphen (IEEE/Windows), Cisco dot (001b.4411.3ab7), bare hex and its integer value; gives the OUI (first three octets), the I/G bit (multicast) and U/L bit (locally administered) of the first octet, the modified EUI-64 interface identifier (FF:FE inserted in the middle, U/L bit inverted; RFC 4291 Appendix A) and the IPv6 link-local address fe80::/64 + EUI-64 in RFC 5952 lower case. uppercase applies to every form but the IPv6 address. No vendor lookup.',
  inputSchema: {
    type: 'object',
    properties: {
      mac: {
        type: 'string',
        maxLength: 40,
        pattern: MAC_PATTERN,
        description: 'A MAC address: 12 hex digits, bare or grouped as 00:1B:44:11:3A:B7, 00-1B-44-11-3A-B7, 00 1B 44 11 3A B7 or 001B.4411.3AB7.',
      },
      uppercase: { type: 'boolean', default: true, description: 'Upper-case hex digits in every form but the IPv6 address (which RFC 5952 writes in lower case).' },
    },
    required: ['mac'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      colon: { type: 'string', description: 'Six octets separated by ":".' },
      hyphen: { type: 'string', description: 'Six octets separated by "-" (IEEE 802 canonical form).' },
      dot: { type: 'string', description: 'Three groups of four digits separated by "." (Cisco).' },
      bare: { type: 'string', description: 'The 12 hex digits without separators.' },
      integer: { type: 'string', description: 'The 48-bit value as a decimal string.' },
      oui: { type: 'string', description: 'The first three octets (Organizationally Unique Identifier), hyphen form.' },
      isMulticast: { type: 'boolean', description: 'The I/G bit (least significant bit of the first octet) is set: a group address.' },
      isLocallyAdministered: { type: 'boolean', description: 'The U/L bit (second least significant bit of the first octet) is set.' },
      eui64: { type: 'string', description: 'The modified EUI-64 interface identifier: FF:FE inserted after the OUI, U/L bit inverted; colon form.' },
      ipv6LinkLocal: { type: 'string', description: 'fe80::/64 with the modified EUI-64 as interface identifier, RFC 5952 text (lower case).' },
    },
    required: ['colon', 'hyphen', 'dot', 'bare', 'integer', 'oui', 'isMulticast', 'isLocallyAdministered', 'eui64', 'ipv6LinkLocal'],
  },
  examples: [
    {
      inputs: {
        mac: '00:1B:44:11:3A:B7',
      },
      result: {
        colon: '00:1B:44:11:3A:B7',
        hyphen: '00-1B-44-11-3A-B7',
        dot: '001B.4411.3AB7',
        bare: '001B44113AB7',
        integer: '117106096823',
        oui: '00-1B-44',
        isMulticast: false,
        isLocallyAdministered: false,
        eui64: '02:1B:44:FF:FE:11:3A:B7',
        ipv6LinkLocal: 'fe80::21b:44ff:fe11:3ab7',
      },
    },
    {
      inputs: {
        mac: '01-00-5E-00-00-FB',
        uppercase: false,
      },
      result: {
        colon: '01:00:5e:00:00:fb',
        hyphen: '01-00-5e-00-00-fb',
        dot: '0100.5e00.00fb',
        bare: '01005e0000fb',
        integer: '1101088686331',
        oui: '01-00-5e',
        isMulticast: true,
        isLocallyAdministered: false,
        eui64: '03:00:5e:ff:fe:00:00:fb',
        ipv6LinkLocal: 'fe80::300:5eff:fe00:fb',
      },
    },
    {
      inputs: {
        mac: '0200.0000.0000',
      },
      result: {
        colon: '02:00:00:00:00:00',
        hyphen: '02-00-00-00-00-00',
        dot: '0200.0000.0000',
        bare: '020000000000',
        integer: '2199023255552',
        oui: '02-00-00',
        isMulticast: false,
        isLocallyAdministered: true,
        eui64: '00:00:00:FF:FE:00:00:00',
        ipv6LinkLocal: 'fe80::ff:fe00:0',
      },
    },
  ],
  run({ mac, uppercase = true }: Inputs) {
    const digits = mac.replace(/[\s:.-]/g, '');
    const octets = Array.from({ length: 6 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16));
    const hex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).map((s) => (uppercase ? s.toUpperCase() : s));
    const pairs = hex(octets);
    const bare = pairs.join('');
    const eui = [octets[0]! ^ 0x02, octets[1]!, octets[2]!, 0xff, 0xfe, octets[3]!, octets[4]!, octets[5]!];
    const linkLocal = ipaddr.fromByteArray([0xfe, 0x80, 0, 0, 0, 0, 0, 0, ...eui]).toString();
    return {
      colon: pairs.join(':'),
      hyphen: pairs.join('-'),
      dot: `${bare.slice(0, 4)}.${bare.slice(4, 8)}.${bare.slice(8)}`,
      bare,
      integer: BigInt(`0x${digits}`).toString(),
      oui: pairs.slice(0, 3).join('-'),
      isMulticast: (octets[0]! & 0x01) !== 0,
      isLocallyAdministered: (octets[0]! & 0x02) !== 0,
      eui64: hex(eui).join(':'),
      ipv6LinkLocal: linkLocal,
    };
  },
});
