// IP range arithmetic shared by the network tools (ip-range-to-cidr, cidr-aggregator, subnet-splitter,
// ip-format-converter, cidr-overlap-checker): addresses as native BigInt values, blocks as (network, prefix), ranges
// as closed intervals [start, end].
// Addresses are read and written by ipaddr.js, with Python's ipaddress rules on top (the tools' oracle): IPv4 as four
// decimal octets without leading zeros, no zone index. test/tools/network-ip.test.ts checks the verdicts against
// Python's.
import ipaddr from 'ipaddr.js';

export type Family = 4 | 6;
export const BITS: Record<Family, number> = { 4: 32, 6: 128 };

/** 2^k for k = 0 … 128. */
const POW: bigint[] = Array.from({ length: 129 }, (_, k) => 1n << BigInt(k));
export const pow2 = (k: number): bigint => POW[k]!;

/** Big-endian bytes as one number. */
const valueOf = (bytes: number[]): bigint => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/** Four decimal octets 0–255 without leading zeros (Python's rule since 3.9.5). */
const strictIPv4 = (text: string): boolean =>
  ipaddr.IPv4.isValidFourPartDecimal(text) && text.split('.').every((octet) => octet === '0' || !octet.startsWith('0'));

export function parseIPv4(text: string): bigint | null {
  return strictIPv4(text) ? valueOf(ipaddr.IPv4.parse(text).toByteArray()) : null;
}

/**
 * RFC 4291 §2.2 text, a dotted IPv4 tail held to the IPv4 rule, no zone index. The tail is rewritten as two hex groups
 * before ipaddr.js reads the address: it reads any dotted tail as IPv4-mapped (::1.2.3.4 as ::ffff:1.2.3.4).
 */
export function parseIPv6(text: string): bigint | null {
  if (text.includes('%') || !ipaddr.IPv6.isValid(text)) return null;
  const at = text.lastIndexOf(':') + 1;
  const tail = text.slice(at);
  if (!tail.includes('.')) return valueOf(ipaddr.IPv6.parse(text).toByteArray());
  if (!strictIPv4(tail)) return null;
  const [a, b, c, d] = ipaddr.IPv4.parse(tail).octets as [number, number, number, number];
  return valueOf(ipaddr.IPv6.parse(`${text.slice(0, at)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`).toByteArray());
}

export interface Address {
  family: Family;
  value: bigint;
}

/** An IPv4 or IPv6 address (surrounding spaces ignored), or null. */
export function parseAddress(text: string): Address | null {
  const trimmed = text.trim();
  if (trimmed.includes(':')) {
    const value = parseIPv6(trimmed);
    return value === null ? null : { family: 6, value };
  }
  const value = parseIPv4(trimmed);
  return value === null ? null : { family: 4, value };
}

export interface Block {
  family: Family;
  /** The address as written (host bits kept). */
  address: bigint;
  /** The network address: host bits cleared. */
  start: bigint;
  end: bigint;
  prefix: number;
}

export const hostMask = (family: Family, prefix: number): bigint => POW[BITS[family] - prefix]! - 1n;

export function block(family: Family, address: bigint, prefix: number): Block {
  const host = hostMask(family, prefix);
  const start = address & ~host;
  return { family, address, start, end: start | host, prefix };
}

/** "address/prefix" with host bits allowed, or a bare address (a single-address block), or null. */
export function parseCidr(text: string): Block | null {
  const trimmed = text.trim();
  const slash = trimmed.indexOf('/');
  const address = parseAddress(slash === -1 ? trimmed : trimmed.slice(0, slash));
  if (!address) return null;
  const bits = BITS[address.family];
  if (slash === -1) return block(address.family, address.value, bits);
  const suffix = trimmed.slice(slash + 1);
  if (!/^\d{1,3}$/.test(suffix) || Number(suffix) > bits) return null;
  return block(address.family, address.value, Number(suffix));
}

export interface Interval {
  start: bigint;
  end: bigint;
}

export interface Entry extends Interval {
  family: Family;
}

/** An address, a CIDR block (host bits allowed) or a range "first-last" of one family; a string saying why not. */
export function parseEntry(text: string): Entry | string {
  const dash = text.indexOf('-');
  if (dash === -1) {
    const parsed = parseCidr(text);
    return parsed ? { family: parsed.family, start: parsed.start, end: parsed.end } : 'not an address, a CIDR block or a range';
  }
  const first = parseAddress(text.slice(0, dash));
  const last = parseAddress(text.slice(dash + 1));
  if (!first || !last) return 'a range must be two addresses joined by "-"';
  if (first.family !== last.family) return 'the two ends of a range must be of one family';
  if (last.value < first.value) return 'the range ends before it starts';
  return { family: first.family, start: first.value, end: last.value };
}

/** Big-endian bytes of a number. */
const bytesOf = (value: bigint, count: number): number[] =>
  Array.from({ length: count }, (_, i) => Number((value >> BigInt(8 * (count - 1 - i))) & 0xffn));

/**
 * Canonical text: dotted decimal for IPv4; RFC 5952 for IPv6, except that an IPv4-mapped address (::ffff:0:0/96)
 * shows its IPv4 part dotted, as RFC 5952 §5 recommends and the other network tools (and Python 3.13) do.
 */
export function formatAddress(family: Family, value: bigint): string {
  if (family === 4) return ipaddr.fromByteArray(bytesOf(value, 4)).toString();
  const address = ipaddr.fromByteArray(bytesOf(value, 16)) as ipaddr.IPv6;
  if (address.isIPv4MappedAddress()) return `::ffff:${address.toIPv4Address().toString()}`;
  return address.toRFC5952String();
}

export const formatCidr = (family: Family, start: bigint, prefix: number): string => `${formatAddress(family, start)}/${prefix}`;

/** The exponent of the largest power of two that is at most `value` (value ≥ 1, below 2^129). */
function floorLog2(value: bigint): number {
  let low = 0;
  let high = 128;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (POW[mid]! <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The fewest CIDR blocks covering exactly start … end, ascending: at each step the largest block aligned at the
 * current start that does not pass the end. Calls `emit(network, prefix)` for each; stops early when it returns false.
 */
export function eachBlock(start: bigint, end: bigint, bits: number, emit: (network: bigint, prefix: number) => boolean | void): boolean {
  let cursor = start;
  while (cursor <= end) {
    const alignment = cursor === 0n ? bits : floorLog2(cursor & -cursor);
    const size = Math.min(alignment, floorLog2(end - cursor + 1n));
    if (emit(cursor, bits - size) === false) return false;
    cursor += POW[size]!;
  }
  return true;
}

export function rangeToBlocks(start: bigint, end: bigint, bits: number): Array<[bigint, number]> {
  const blocks: Array<[bigint, number]> = [];
  eachBlock(start, end, bits, (network, prefix) => {
    blocks.push([network, prefix]);
  });
  return blocks;
}

/** The smallest single block holding both start and end: the longest prefix they share. */
export function coveringBlock(start: bigint, end: bigint, bits: number): [bigint, number] {
  const differing = start === end ? 0 : floorLog2(start ^ end) + 1;
  return [start & ~(POW[differing]! - 1n), bits - differing];
}

/** The union of intervals as disjoint, non-adjacent intervals, ascending. */
export function union(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end + 1n) {
      if (end > last.end) last.end = end;
    } else {
      merged.push({ start, end });
    }
  }
  return merged;
}

/** `from` minus `remove`, both as returned by union(): disjoint intervals, ascending. */
export function subtract(from: Interval[], remove: Interval[]): Interval[] {
  const result: Interval[] = [];
  let r = 0;
  for (const interval of from) {
    let start = interval.start;
    const end = interval.end;
    while (r < remove.length && remove[r]!.end < start) r++;
    let k = r;
    while (k < remove.length && remove[k]!.start <= end) {
      const cut = remove[k]!;
      if (cut.start > start) result.push({ start, end: cut.start - 1n });
      if (cut.end >= end) {
        start = end + 1n;
        break;
      }
      start = cut.end + 1n;
      k++;
    }
    if (start <= end) result.push({ start, end });
  }
  return result;
}

/** Number of addresses in disjoint intervals. */
export const addressCount = (intervals: Interval[]): bigint => intervals.reduce((sum, { start, end }) => sum + end - start + 1n, 0n);
