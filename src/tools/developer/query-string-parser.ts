import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'query-string-parser',
  name: 'Query string parser',
  category: 'developer',
  description:
    'Decodes a URL query string (or the query of a full URL) the way browsers do (URLSearchParams: + is a space, %XX escapes decoded): every parameter in order, plus an object grouping repeated keys into arrays.',
  inputSchema: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        maxLength: 50_000,
        description: 'A query string ("?a=1&b=2", leading ? optional) or a whole URL; a #fragment is ignored.',
      },
    },
    required: ['query'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      params: {
        type: 'array',
        description: 'Every parameter in order of appearance.',
        items: {
          type: 'object',
          properties: { key: { type: 'string' }, value: { type: 'string' } },
          required: ['key', 'value'],
        },
      },
      grouped: {
        description: 'Keys mapped to their value, or to an array of values when the key repeats.',
      },
      count: { type: 'integer', description: 'Number of parameters.' },
      uniqueKeys: { type: 'integer', description: 'Number of distinct keys.' },
    },
    required: ['params', 'grouped', 'count', 'uniqueKeys'],
  },
  examples: [
    {
      inputs: { query: 'https://shop.example/search?q=red+shoes&size=42&size=43&sort=price%3Aasc&empty=#results' },
      result: {
        params: [
          { key: 'q', value: 'red shoes' },
          { key: 'size', value: '42' },
          { key: 'size', value: '43' },
          { key: 'sort', value: 'price:asc' },
          { key: 'empty', value: '' },
        ],
        grouped: { q: 'red shoes', size: ['42', '43'], sort: 'price:asc', empty: '' },
        count: 5,
        uniqueKeys: 4,
      },
    },
    {
      inputs: { query: '?name=J%C3%BCrgen%20M.&tags[]=a&tags[]=b&flag' },
      result: {
        params: [
          { key: 'name', value: 'Jürgen M.' },
          { key: 'tags[]', value: 'a' },
          { key: 'tags[]', value: 'b' },
          { key: 'flag', value: '' },
        ],
        grouped: { name: 'Jürgen M.', 'tags[]': ['a', 'b'], flag: '' },
        count: 4,
        uniqueKeys: 3,
      },
    },
  ],
  run({ query }: { query: string }) {
    let text = query.trim();
    const hash = text.indexOf('#');
    if (hash !== -1) text = text.slice(0, hash);
    const question = text.indexOf('?');
    if (question !== -1) text = text.slice(question + 1);
    const params: Array<{ key: string; value: string }> = [];
    const grouped: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      params.push({ key, value });
      if (!Object.hasOwn(grouped, key)) {
        Object.defineProperty(grouped, key, { value, enumerable: true, writable: true, configurable: true });
      } else {
        const existing = grouped[key]!;
        if (Array.isArray(existing)) existing.push(value);
        else grouped[key] = [existing, value];
      }
    }
    return { params, grouped, count: params.length, uniqueKeys: Object.keys(grouped).length };
  },
});
