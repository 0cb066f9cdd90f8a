// The IP range tools (ip-range-to-cidr, cidr-aggregator, subnet-splitter, ip-format-converter, cidr-overlap-checker)
// and their shared module src/tools/ip-ranges.ts: the parser against Python's ipaddress and ipaddr.js, refusals and
// edge cases. Examples run in catalog.test.ts; their values come from test/reference/network_ip.py.
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { formatAddress, parseAddress } from '../../src/tools/ip-ranges.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const { result: value, error, invalid } = await run(tool(slug), inputs);
  expect({ error, invalid }, JSON.stringify(inputs).slice(0, 200)).toEqual({ error: undefined, invalid: undefined });
  return value;
};

describe('network ip-ranges module', () => {
  // Validity per Python 3.11's ipaddress.ip_address (printed by python3; the module trims surrounding spaces, which
  // Python does not, so no case has them).
  const python: Array<[string, boolean]> = [
    ['::', true], ['::1', true], ['1::', true], ['1:2:3:4:5:6:7::', true], ['::2:3:4:5:6:7:8', true], ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7:8:9', false], ['1::2::3', false], [':::', false], [':1::', false], ['1::2:', false], ['1:2:3:4:5:6:7', false],
    ['12345::', false], ['g::', false], ['::ffff:1.2.3.4', true], ['::1.2.3.4', true], ['1:2:3:4:5:6:1.2.3.4', true],
    ['1:2:3:4:5:6:7:1.2.3.4', false], ['::1.2.3', false], ['::01.2.3.4', false], ['::256.1.1.1', false], ['1.2.3.4::', false],
    ['ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255', true], ['0000:0000:0000:0000:0000:0000:0000:0001', true], ['00000::1', false],
    ['FE80::ABCD', true], [':', false], ['1:', false], [':1', false], ['1.2.3.4', true], ['0.0.0.0', true], ['255.255.255.255', true],
    ['256.0.0.0', false], ['01.2.3.4', false], ['1.2.3', false], ['1.2.3.4.5', false], ['1.2.3.', false], ['1.2.3.04', false],
    ['0x1.2.3.4', false], ['1.2.3.-4', false], ['\u0661.2.3.4', false], ['::1.2.3.4:1', false], ['1::1.2.3.4', true],
  ];
  it('accepts what Python accepts, with the value ipaddr.js reads', () => {
    for (const [text, valid] of python) {
      const parsed = parseAddress(text);
      expect(parsed !== null, text).toBe(valid);
      if (!parsed) continue;
      // ipaddr.js reads "::1.2.3.4" as IPv4-mapped, so the dotted tail is compared as two hex groups.
      const reference = ipaddr.parse(!text.includes(':') ? text : text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`));
      const hex = reference.toByteArray().map((byte) => byte.toString(16).padStart(2, '0')).join('');
      expect(parsed.value, text).toBe(BigInt(`0x${hex}`));
    }
    expect(parseAddress('fe80::1%eth0')).toBeNull(); // no zone index
    expect(parseAddress(' 10.0.0.1 ')).toEqual({ family: 4, value: 0x0a000001n });
  });
  it('writes IPv6 as RFC 5952, the IPv4-mapped block dotted', () => {
    let seed = 12345;
    const random16 = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) >> 8) % 4 === 0 ? 0 : seed % 65536;
    for (let i = 0; i < 2000; i++) {
      const parts = Array.from({ length: 8 }, random16);
      if (parts.slice(0, 5).every((part) => part === 0) && parts[5] === 0xffff) continue;
      const value = parts.reduce((sum, part) => (sum << 16n) | BigInt(part), 0n);
      expect(formatAddress(6, value)).toBe(new ipaddr.IPv6(parts).toRFC5952String());
    }
    expect(formatAddress(6, 0xffff_0a00_0001n)).toBe('::ffff:10.0.0.1');
    expect(formatAddress(6, 0x1_0000_0000_0000n)).toBe('::1:0:0:0');
    expect(formatAddress(6, 0n)).toBe('::');
    expect(formatAddress(6, (1n << 128n) - 1n)).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
    expect(formatAddress(6, 0x0001_0000_0001_0000_0000_0001_0000_0001n)).toBe('1:0:1::1:0:1'); // first of two equal runs
  });
});

describe('network ip-range-to-cidr', () => {
  it('refuses mixed families, reversed ranges and bad addresses', async () => {
    await refuses('ip-range-to-cidr', { start: '10.0.0.1', end: '::1' }, /both be IPv4 or both be IPv6/);
    await refuses('ip-range-to-cidr', { start: '10.0.0.9', end: '10.0.0.1' }, /end comes before start/);
    await refuses('ip-range-to-cidr', { start: '10.0.0.01', end: '10.0.0.9' }, /start "10.0.0.01" is not an IPv4 address/);
    await refuses('ip-range-to-cidr', { start: '10.0.0.1', end: 'fe80::1%eth0' }, /end "fe80::1%eth0"/);
  });
  it('covers the whole address space and single addresses', async () => {
    expect(await result('ip-range-to-cidr', { start: '0.0.0.0', end: '255.255.255.255' })).toEqual({
      family: 'ipv4', cidrs: ['0.0.0.0/0'], count: 1, addressCount: '4294967296', coveringCidr: '0.0.0.0/0',
    });
    expect(await result('ip-range-to-cidr', { start: '::', end: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' })).toMatchObject({
      cidrs: ['::/0'], addressCount: (1n << 128n).toString(), coveringCidr: '::/0',
    });
    expect(await result('ip-range-to-cidr', { start: '10.0.0.5', end: '10.0.0.5' })).toEqual({
      family: 'ipv4', cidrs: ['10.0.0.5/32'], count: 1, addressCount: '1', coveringCidr: '10.0.0.5/32',
    });
    // ::1 … ffff:…:fffe needs every prefix from /1 to /128 on each side but the ends: 254 blocks.
    const full = await result('ip-range-to-cidr', { start: '::1', end: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe' });
    expect(full.count).toBe(254);
    expect(full.cidrs.slice(0, 2)).toEqual(['::1/128', '::2/127']);
    expect(full.coveringCidr).toBe('::/0');
  });
});

describe('network cidr-aggregator', () => {
  it('refuses unreadable entries, naming them', async () => {
    await refuses('cidr-aggregator', { include: ['10.0.0.0/8', '10.0.0.0/33'] }, /include\[1\] "10.0.0.0\/33": not an address, a CIDR block or a range/);
    await refuses('cidr-aggregator', { include: ['10.0.0.0/8'], exclude: ['10.0.0.1-::1'] }, /exclude\[0\].*one family/);
    await refuses('cidr-aggregator', { include: ['10.0.0.9-10.0.0.1'] }, /ends before it starts/);
    await refuses('cidr-aggregator', { include: ['10.0.0.1-'] }, /two addresses joined by "-"/);
  });
  it('refuses results past 20 000 blocks', async () => {
    const exclude = Array.from({ length: 10_000 }, (_, i) => `10.${i >> 8}.${i & 255}.1`);
    await refuses('cidr-aggregator', { include: ['10.0.0.0/8'], exclude }, /passes 20,000 CIDR blocks/);
  });
  it('returns nothing when everything is excluded, and merges adjacent and overlapping entries', async () => {
    expect(await result('cidr-aggregator', { include: ['10.0.0.0/24', '2001:db8::/64'], exclude: ['0.0.0.0/0', '::/0'] })).toEqual({
      cidrs: [], count: 0, ipv4AddressCount: '0', ipv6AddressCount: '0',
    });
    expect(await result('cidr-aggregator', { include: ['10.0.0.2-10.0.0.3', '10.0.0.1', '10.0.0.0', '10.0.0.0/31', ' 10.0.0.4/30 '] })).toEqual({
      cidrs: ['10.0.0.0/29'], count: 1, ipv4AddressCount: '8', ipv6AddressCount: '0',
    });
    const all = await result('cidr-aggregator', { include: ['::/0', '0.0.0.0/0'] });
    expect(all).toEqual({ cidrs: ['0.0.0.0/0', '::/0'], count: 2, ipv4AddressCount: '4294967296', ipv6AddressCount: (1n << 128n).toString() });
  });
  it('handles 10 000 entries on each side', async () => {
    const include = Array.from({ length: 10_000 }, (_, i) => `2001:db8:${(i * 6).toString(16)}::/48`);
    const exclude = Array.from({ length: 10_000 }, (_, i) => `2001:db8:${(i * 6).toString(16)}::/49`);
    const value = await result('cidr-aggregator', { include, exclude });
    expect(value.count).toBe(10_000);
    expect(value.cidrs[0]).toBe('2001:db8:0:8000::/49');
    expect(tool('cidr-aggregator').definition.heavy).toBe(true);
  });
});

describe('network subnet-splitter', () => {
  it('refuses inputs of the other mode and impossible splits', async () => {
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'equal' }, /exactly one of subnetCount and newPrefix/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'equal', subnetCount: 2, newPrefix: 25 }, /exactly one/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'equal', subnetCount: 2, requirements: [{ name: 'a', hosts: 1 }] }, /belong to vlsm/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'vlsm' }, /needs requirements/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'vlsm', newPrefix: 26, requirements: [{ name: 'a', hosts: 1 }] }, /belong to equal/);
    await refuses('subnet-splitter', { network: '2001:db8::/64', mode: 'vlsm', requirements: [{ name: 'a', hosts: 1 }] }, /vlsm mode is for IPv4/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'equal', newPrefix: 23 }, /between 24 and 32/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'equal', newPrefix: 33 }, /between 24 and 32/);
    await refuses('subnet-splitter', { network: '10.0.0.0/8', mode: 'equal', newPrefix: 21 }, /2\^13 subnets; at most 4096/);
    await refuses('subnet-splitter', { network: '10.0.0.0/30', mode: 'equal', subnetCount: 5 }, /cannot hold 5 subnets: that needs \/33/);
    await refuses('subnet-splitter', { network: '10.0.0.0', mode: 'equal', subnetCount: 2 }, /not a CIDR block/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'vlsm', requirements: [{ name: 'A', hosts: 126 }, { name: 'B', hosts: 126 }, { name: 'C', hosts: 1 }] }, /"C" needs a \/30/);
    await refuses('subnet-splitter', { network: '10.0.0.0/24', mode: 'vlsm', requirements: [{ name: 'Big', hosts: 255 }] }, /"Big" needs a \/23/);
  });
  it('applies the /31 and /32 rule of cidr-calculator', async () => {
    const value = await result('subnet-splitter', { network: '10.0.0.0/31', mode: 'equal', newPrefix: 32 });
    expect(value.subnets[1]).toEqual({
      index: 2, name: null, cidr: '10.0.0.1/32', network: '10.0.0.1', broadcast: null, firstUsable: '10.0.0.1', lastUsable: '10.0.0.1',
      addressCount: '1', usableHostCount: '1',
    });
    const whole = await result('subnet-splitter', { network: '192.168.1.0/24', mode: 'vlsm', requirements: [{ name: 'All', hosts: 254 }] });
    expect(whole).toMatchObject({ count: 1, unallocated: [], subnets: [{ cidr: '192.168.1.0/24', usableHostCount: '254' }] });
    // One host still takes a /30 (p ≤ 30); ties keep the input order.
    const tie = await result('subnet-splitter', { network: '10.0.0.0/28', mode: 'vlsm', requirements: [{ name: 'x', hosts: 1 }, { name: 'y', hosts: 2 }, { name: 'z', hosts: 2 }] });
    expect(tie.subnets.map((s: { name: string; cidr: string }) => `${s.name} ${s.cidr}`)).toEqual(['y 10.0.0.0/30', 'z 10.0.0.4/30', 'x 10.0.0.8/30']);
    expect(tie.unallocated).toEqual(['10.0.0.12/30']);
  });
  it('lists 4096 IPv6 subnets', async () => {
    const value = await result('subnet-splitter', { network: '2001:db8::/32', mode: 'equal', subnetCount: 4096 });
    expect(value.count).toBe(4096);
    expect(value.subnets[4095].cidr).toBe('2001:db8:fff0::/44');
    expect(value.unallocated).toEqual([]);
    const odd = await result('subnet-splitter', { network: '2001:db8::/32', mode: 'equal', subnetCount: 4095 });
    expect(odd.unallocated).toEqual(['2001:db8:fff0::/44']);
  });
});

describe('network ip-format-converter', () => {
  it('refuses values out of range or of the wrong family', async () => {
    await refuses('ip-format-converter', { value: (1n << 128n).toString() }, /above 2\^128 − 1/);
    await refuses('ip-format-converter', { value: '0x100000000', version: 4 }, /above 2\^32 − 1/);
    await refuses('ip-format-converter', { value: '10.0.0.1', version: 6 }, /is an IPv4 address; version only chooses/);
    await refuses('ip-format-converter', { value: '0x' }, /not an IPv4 address/);
    await refuses('ip-format-converter', { value: '-1' }, /not an IPv4 address/);
    await refuses('ip-format-converter', { value: '10.0.0.010' }, /not an IPv4 address/);
  });
  it('reads integers by size unless version says otherwise', async () => {
    expect(await result('ip-format-converter', { value: '0' })).toMatchObject({ version: 4, address: '0.0.0.0', hex: '0x00000000', sixToFourPrefix: '2002::/48' });
    expect(await result('ip-format-converter', { value: '4294967296' })).toMatchObject({ version: 6, address: '::1:0:0', embeddedIpv4: null });
    expect(await result('ip-format-converter', { value: '1', version: 6 })).toMatchObject({ address: '::1', expanded: '0000:0000:0000:0000:0000:0000:0000:0001' });
    expect(await result('ip-format-converter', { value: `0b${'1'.repeat(128)}` })).toMatchObject({
      address: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', integer: ((1n << 128n) - 1n).toString(), binary: Array(8).fill('1'.repeat(16)).join(':'),
    });
    expect(await result('ip-format-converter', { value: '::1.2.3.4' })).toMatchObject({ address: '::102:304', embeddedIpv4: null });
  });
});

describe('network cidr-overlap-checker', () => {
  it('refuses an unreadable block, naming it', async () => {
    await refuses('cidr-overlap-checker', { cidrs: ['10.0.0.0/8', '10.0.0.0/8/8'] }, /cidrs\[1\] "10.0.0.0\/8\/8" is not a CIDR block/);
    await refuses('cidr-overlap-checker', { cidrs: ['10.0.0.0/8', '2001:db8::/129'] }, /cidrs\[1\]/);
  });
  it('keeps IPv4 and IPv4-mapped IPv6 apart and finds no overlap among disjoint blocks', async () => {
    expect(await result('cidr-overlap-checker', { cidrs: ['10.0.0.0/8', '::ffff:10.0.0.0/104', '12.0.0.0/8', '10.0.0.0/7'] })).toMatchObject({
      hasOverlap: true, count: 1, overlaps: [{ a: 0, b: 3, cidrA: '10.0.0.0/8', cidrB: '10.0.0.0/7', relation: 'b-contains-a' }],
    });
    expect(await result('cidr-overlap-checker', { cidrs: ['10.0.0.0/9', '10.128.0.0/9', '::/1', '8000::/1'] })).toEqual({ hasOverlap: false, count: 0, overlaps: [] });
  });
  it('counts every pair but lists the first 1000 by a, then b', async () => {
    const value = await result('cidr-overlap-checker', { cidrs: Array(2000).fill('10.0.0.0/8') });
    expect(value.count).toBe((2000 * 1999) / 2);
    expect(value.overlaps).toHaveLength(1000);
    expect(value.overlaps[999]).toEqual({ a: 0, b: 1000, cidrA: '10.0.0.0/8', cidrB: '10.0.0.0/8', relation: 'equal' });
    // A chain of nested blocks: each pair nests, the later (longer) block inside the earlier.
    const chain = await result('cidr-overlap-checker', { cidrs: Array.from({ length: 129 }, (_, p) => `::/${128 - p}`) });
    expect(chain.count).toBe((129 * 128) / 2);
    expect(chain.overlaps[0]).toEqual({ a: 0, b: 1, cidrA: '::/128', cidrB: '::/127', relation: 'b-contains-a' });
    expect(chain.overlaps[128]).toEqual({ a: 1, b: 2, cidrA: '::/127', cidrB: '::/126', relation: 'b-contains-a' });
  });
});
