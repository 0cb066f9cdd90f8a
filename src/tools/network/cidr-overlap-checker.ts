import { ToolError, defineTool } from '../define.ts';
import { formatCidr, parseCidr, type Block } from '../ip-ranges.ts';

interface Inputs {
  cidrs: string[];
}

type Relation = 'equal' | 'a-contains-b' | 'b-contains-a';

interface Overlap {
  a: number;
  b: number;
  cidrA: string;
  cidrB: string;
  relation: Relation;
}

const MAX_LISTED = 1000;

interface Item extends Block {
  index: number;
}

export default defineTool({
  slug: 'cidr-overlap-checker',
  name: 'CIDR overlap checker',
  category: 'network',
  description:
    'Finds every pair of overlapping CIDR blocks in a list (host bits allowed, e.g. 10.0.0.7/24 means 10.0.0.0/24; a bare address is a single-address block). Two CIDR blocks either nest or are disjoint, so each overlapping pair is equal, or one contains the other; IPv4 and IPv6 blocks never overlap (IPv4-mapped IPv6 stays IPv6). The blocks are sorted and swept once, not compared pair by pair. count is the number of overlapping pairs; overlaps lists them by input index a then b (0-based, a < b), with the blocks in canonical form, at most 1 000.',
  inputSchema: {
    type: 'object',
    properties: {
      cidrs: {
        type: 'array',
        minItems: 2,
        maxItems: 2000,
        items: { type: 'string', minLength: 1, maxLength: 100 },
        description: 'CIDR blocks such as 10.0.0.0/16 or 2001:db8::/32 (IPv4 and IPv6 may be mixed).',
      },
    },
    required: ['cidrs'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hasOverlap: { type: 'boolean' },
      count: { type: 'integer', description: 'Number of overlapping pairs (all of them, listed or not).' },
      overlaps: {
        type: 'array',
        description: 'The overlapping pairs by a, then b; at most 1 000.',
        items: {
          type: 'object',
          properties: {
            a: { type: 'integer', description: '0-based index of the first block in the input.' },
            b: { type: 'integer', description: '0-based index of the second block (b > a).' },
            cidrA: { type: 'string', description: 'Block a in canonical network/prefix form.' },
            cidrB: { type: 'string', description: 'Block b in canonical network/prefix form.' },
            relation: { type: 'string', enum: ['equal', 'a-contains-b', 'b-contains-a'] },
          },
          required: ['a', 'b', 'cidrA', 'cidrB', 'relation'],
        },
      },
    },
    required: ['hasOverlap', 'count', 'overlaps'],
  },
  examples: [
    {
      inputs: { cidrs: ['10.0.0.0/16', '10.0.128.0/17', '192.168.0.0/24'] },
      result: { hasOverlap: true, count: 1, overlaps: [{ a: 0, b: 1, cidrA: '10.0.0.0/16', cidrB: '10.0.128.0/17', relation: 'a-contains-b' }] },
    },
    {
      inputs: {
        cidrs: ['10.1.2.3/24', '10.1.0.0/16', '2001:db8::/32', '10.1.2.0/24', '::ffff:10.1.0.0/112', '2001:db8:1::/48', '10.2.0.0/16', '10.1.2.77'],
      },
      result: {
        hasOverlap: true,
        count: 7,
        overlaps: [
          { a: 0, b: 1, cidrA: '10.1.2.0/24', cidrB: '10.1.0.0/16', relation: 'b-contains-a' },
          { a: 0, b: 3, cidrA: '10.1.2.0/24', cidrB: '10.1.2.0/24', relation: 'equal' },
          { a: 0, b: 7, cidrA: '10.1.2.0/24', cidrB: '10.1.2.77/32', relation: 'a-contains-b' },
          { a: 1, b: 3, cidrA: '10.1.0.0/16', cidrB: '10.1.2.0/24', relation: 'a-contains-b' },
          { a: 1, b: 7, cidrA: '10.1.0.0/16', cidrB: '10.1.2.77/32', relation: 'a-contains-b' },
          { a: 2, b: 5, cidrA: '2001:db8::/32', cidrB: '2001:db8:1::/48', relation: 'a-contains-b' },
          { a: 3, b: 7, cidrA: '10.1.2.0/24', cidrB: '10.1.2.77/32', relation: 'a-contains-b' },
        ],
      },
    },
    {
      inputs: { cidrs: ['2001:db8:abcd:12::1/64', '2001:db9::/32', '2001:DB8::/32', '2001:db8:abcd::/48', '2001:db8:abcd:12::/64'] },
      result: {
        hasOverlap: true,
        count: 6,
        overlaps: [
          { a: 0, b: 2, cidrA: '2001:db8:abcd:12::/64', cidrB: '2001:db8::/32', relation: 'b-contains-a' },
          { a: 0, b: 3, cidrA: '2001:db8:abcd:12::/64', cidrB: '2001:db8:abcd::/48', relation: 'b-contains-a' },
          { a: 0, b: 4, cidrA: '2001:db8:abcd:12::/64', cidrB: '2001:db8:abcd:12::/64', relation: 'equal' },
          { a: 2, b: 3, cidrA: '2001:db8::/32', cidrB: '2001:db8:abcd::/48', relation: 'a-contains-b' },
          { a: 2, b: 4, cidrA: '2001:db8::/32', cidrB: '2001:db8:abcd:12::/64', relation: 'a-contains-b' },
          { a: 3, b: 4, cidrA: '2001:db8:abcd::/48', cidrB: '2001:db8:abcd:12::/64', relation: 'a-contains-b' },
        ],
      },
    },
  ],
  run({ cidrs }: Inputs) {
    const items: Item[] = cidrs.map((text, index) => {
      const parsed = parseCidr(text);
      if (!parsed) {
        throw new ToolError(`cidrs[${index}] "${text}" is not a CIDR block: write an address, "/" and a prefix length (0–32 for IPv4, 0–128 for IPv6).`);
      }
      return { ...parsed, index };
    });
    // IPv4 first, then by network address, larger blocks (shorter prefixes) first, then input order: a block's
    // containing blocks all come before it, and the blocks it contains follow it in one run.
    const sorted = [...items].sort(
      (x, y) => x.family - y.family || (x.start < y.start ? -1 : x.start > y.start ? 1 : 0) || x.prefix - y.prefix || x.index - y.index,
    );
    const position = new Array<number>(items.length);
    const parent = new Array<number>(items.length).fill(-1);
    const stack: number[] = [];
    let count = 0;
    sorted.forEach((item, at) => {
      position[item.index] = at;
      while (stack.length > 0) {
        const top = sorted[stack[stack.length - 1]!]!;
        if (top.family === item.family && top.end >= item.start) break;
        stack.pop();
      }
      count += stack.length; // every block left on the stack contains (or equals) this one
      parent[at] = stack.length > 0 ? stack[stack.length - 1]! : -1;
      stack.push(at);
    });

    const overlaps: Overlap[] = [];
    for (let a = 0; a < items.length && overlaps.length < MAX_LISTED; a++) {
      const at = position[a]!;
      const mine = sorted[at]!;
      const partners: number[] = [];
      for (let up = parent[at]!; up !== -1; up = parent[up]!) if (sorted[up]!.index > a) partners.push(sorted[up]!.index);
      for (let down = at + 1; down < sorted.length; down++) {
        const other = sorted[down]!;
        if (other.family !== mine.family || other.start > mine.end) break;
        if (other.index > a) partners.push(other.index);
      }
      partners.sort((x, y) => x - y);
      for (const b of partners.slice(0, MAX_LISTED - overlaps.length)) {
        const other = items[b]!;
        const relation: Relation =
          other.prefix === mine.prefix ? 'equal' : mine.prefix < other.prefix ? 'a-contains-b' : 'b-contains-a';
        overlaps.push({
          a,
          b,
          cidrA: formatCidr(mine.family, mine.start, mine.prefix),
          cidrB: formatCidr(other.family, other.start, other.prefix),
          relation,
        });
      }
    }
    return { hasOverlap: count > 0, count, overlaps };
  },
});
