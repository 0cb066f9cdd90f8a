import { defineTool } from '../define.ts';

interface Inputs {
  listA: string;
  listB: string;
  ignoreCase: boolean;
  trim: boolean;
  ignoreEmpty: boolean;
}

/** The items of a list, one per line: a final line break ends the last line, and an empty text has no items. */
function items(text: string, trim: boolean, ignoreEmpty: boolean): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '' && lines.length > 1) lines.pop();
  const out: string[] = [];
  for (const line of lines) {
    const item = trim ? line.trim() : line;
    if (ignoreEmpty && item === '') continue;
    out.push(item);
  }
  return out;
}

/** Distinct items in first-seen order, keyed by their comparison form; the first spelling seen is kept. */
function distinct(list: string[], ignoreCase: boolean): Map<string, string> {
  const seen = new Map<string, string>();
  for (const item of list) {
    const key = ignoreCase ? item.toLowerCase() : item;
    if (!seen.has(key)) seen.set(key, item);
  }
  return seen;
}

const list = (description: string) => ({ type: 'array', items: { type: 'string' }, description });
const count = (description: string) => ({ type: 'integer', description });

export default defineTool({
  slug: 'list-comparer',
  name: 'List comparer',
  category: 'text',
  description:
    'Compares two lists (one item per line) as sets: the items only in A, only in B, in both, and the union. A repeated item counts once (unlike text-diff, which diffs lines in order). Items are kept in first-seen order, A before B; lines are split at LF or CRLF, a final line break ends the last line. Options: trim spaces around each item (on by default), skip empty items (on by default), compare ignoring case (JavaScript toLowerCase; the first spelling seen is kept, A\'s for items in both).',
  inputSchema: {
    type: 'object',
    properties: {
      listA: { type: 'string', maxLength: 200_000, description: 'List A, one item per line.' },
      listB: { type: 'string', maxLength: 200_000, description: 'List B, one item per line.' },
      ignoreCase: { type: 'boolean', default: false, description: 'Compare items ignoring case.' },
      trim: { type: 'boolean', default: true, description: 'Remove spaces around each item first.' },
      ignoreEmpty: { type: 'boolean', default: true, description: 'Skip empty items (after trimming).' },
    },
    required: ['listA', 'listB'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      onlyInA: list('Distinct items of A that are not in B, in A\'s order.'),
      onlyInB: list('Distinct items of B that are not in A, in B\'s order.'),
      inBoth: list('Distinct items in both lists, in A\'s order (A\'s spelling).'),
      union: list('Distinct items of either list: A\'s first, then B\'s new ones.'),
      countA: count('Distinct items in A.'),
      countB: count('Distinct items in B.'),
      countOnlyInA: count('Items only in A.'),
      countOnlyInB: count('Items only in B.'),
      countInBoth: count('Items in both lists.'),
    },
    required: ['onlyInA', 'onlyInB', 'inBoth', 'union', 'countA', 'countB', 'countOnlyInA', 'countOnlyInB', 'countInBoth'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"ignoreCase":false,"trim":true,"ignoreEmpty":true,"listA":"a\nb\nc","listB":"b\nc\nd"},"result":{"onlyInA":["a"],"onlyInB":["d"],"inBoth":["b","c"],"union":["a","b","c","d"],"countA":3,"countB":3,"countOnlyInA":1,"countOnlyInB":1,"countInBoth":2}},
    {"inputs":{"ignoreCase":true,"trim":true,"ignoreEmpty":true,"listA":"Apple\n  banana \napple\n\nCherry\n","listB":"BANANA\r\ndate\ncherry\nDate"},"result":{"onlyInA":["Apple"],"onlyInB":["date"],"inBoth":["banana","Cherry"],"union":["Apple","banana","Cherry","date"],"countA":3,"countB":3,"countOnlyInA":1,"countOnlyInB":1,"countInBoth":2}},
    {"inputs":{"ignoreCase":false,"trim":false,"ignoreEmpty":false,"listA":"x\n\nx\n y","listB":" y\n"},"result":{"onlyInA":["x",""],"onlyInB":[],"inBoth":[" y"],"union":["x",""," y"],"countA":3,"countB":1,"countOnlyInA":2,"countOnlyInB":0,"countInBoth":1}},
  ],
  run({ listA, listB, ignoreCase, trim, ignoreEmpty }: Inputs) {
    const a = distinct(items(listA, trim, ignoreEmpty), ignoreCase);
    const b = distinct(items(listB, trim, ignoreEmpty), ignoreCase);
    const onlyInA: string[] = [];
    const inBoth: string[] = [];
    const union: string[] = [];
    for (const [key, item] of a) {
      (b.has(key) ? inBoth : onlyInA).push(item);
      union.push(item);
    }
    const onlyInB: string[] = [];
    for (const [key, item] of b) {
      if (a.has(key)) continue;
      onlyInB.push(item);
      union.push(item);
    }
    return {
      onlyInA,
      onlyInB,
      inBoth,
      union,
      countA: a.size,
      countB: b.size,
      countOnlyInA: onlyInA.length,
      countOnlyInB: onlyInB.length,
      countInBoth: inBoth.length,
    };
  },
});
