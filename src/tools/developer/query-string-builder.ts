import { ToolError, defineTool, nullable } from '../define.ts';

type Scalar = string | number | boolean | null;

interface Inputs {
  params: Record<string, Scalar | Scalar[]>;
  spaceAs: 'plus' | 'percent';
  arrayFormat: 'repeat' | 'brackets' | 'comma';
  skipEmpty: boolean;
  sortKeys: boolean;
  base?: string;
}

/** One value: null is a key with an empty value. */
const scalarBranches = [{ type: 'string', maxLength: 10_000 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }];

/** RFC 3986 percent-encoding of everything but unreserved characters; spaces optionally as +. */
function encode(text: string, spaceAs: Inputs['spaceAs']): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    throw new ToolError('A parameter name or value holds a lone surrogate (half of an emoji) and cannot be encoded as UTF-8.');
  }
  encoded = encoded.replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return spaceAs === 'plus' ? encoded.replace(/%20/g, '+') : encoded;
}

const asText = (value: Scalar) => (value === null ? '' : String(value));

/** Characters of names and values allowed in total (the encoded query can be up to nine times longer). */
const MAX_TOTAL_CHARS = 100_000;

export default defineTool({
  slug: 'query-string-builder',
  name: 'Query string builder',
  category: 'developer',
  description:
    'Builds a percent-encoded URL query string from an object of parameters (arrays become repeated keys, key[] pairs or comma lists); optionally appends it to a base URL.',
  inputSchema: {
    type: 'object',
    properties: {
      params: {
        type: 'object',
        maxProperties: 200,
        propertyNames: { maxLength: 1000 },
        additionalProperties: {
          anyOf: [...scalarBranches, { type: 'array', maxItems: 100, items: { anyOf: scalarBranches } }],
        },
        description: 'Parameter names mapped to a string, number, boolean, null (empty value) or an array of those; at most 100,000 characters in total.',
      },
      spaceAs: {
        type: 'string',
        enum: ['plus', 'percent'],
        default: 'plus',
        description: 'Encode spaces as + (HTML form style) or %20.',
      },
      arrayFormat: {
        type: 'string',
        enum: ['repeat', 'brackets', 'comma'],
        default: 'repeat',
        description: 'repeat: a=1&a=2; brackets: a[]=1&a[]=2; comma: a=1,2.',
      },
      skipEmpty: { type: 'boolean', default: false, description: 'Leave out parameters whose value is null or an empty string.' },
      sortKeys: { type: 'boolean', default: false, description: 'Sort parameters by name (useful for canonical URLs and caching).' },
      base: {
        type: 'string',
        maxLength: 4096,
        description: 'Optional URL to append the query to; its existing query is kept and a #fragment stays at the end.',
      },
    },
    required: ['params'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'The encoded query, without a leading ?.' },
      url: nullable({ type: 'string' }, { description: 'base with the query appended, or null without a base.' }),
      count: { type: 'integer', description: 'Number of key=value pairs written.' },
    },
    required: ['query', 'url', 'count'],
  },
  examples: [
    {
      inputs: {
        params: { q: 'red shoes & socks', size: [42, 43], inStock: true, page: 2 },
        spaceAs: 'plus',
        arrayFormat: 'repeat',
        skipEmpty: false,
        sortKeys: false,
      },
      result: { query: 'q=red+shoes+%26+socks&size=42&size=43&inStock=true&page=2', url: null, count: 5 },
    },
    {
      inputs: {
        params: { tag: ['café', 'naïve'], empty: '', ref: null, utm_source: 'newsletter' },
        spaceAs: 'percent',
        arrayFormat: 'brackets',
        skipEmpty: true,
        sortKeys: true,
        base: 'https://example.com/articles?lang=en#top',
      },
      result: {
        query: 'tag%5B%5D=caf%C3%A9&tag%5B%5D=na%C3%AFve&utm_source=newsletter',
        url: 'https://example.com/articles?lang=en&tag%5B%5D=caf%C3%A9&tag%5B%5D=na%C3%AFve&utm_source=newsletter#top',
        count: 3,
      },
    },
  ],
  run({ params, spaceAs, arrayFormat, skipEmpty, sortKeys, base }: Inputs) {
    const keys = Object.keys(params);
    let total = 0;
    for (const key of keys) {
      const value = params[key]!;
      total += key.length + (Array.isArray(value) ? value.reduce<number>((sum, item) => sum + asText(item).length + key.length, 0) : asText(value).length);
    }
    if (total > MAX_TOTAL_CHARS) {
      throw new ToolError(`The parameters hold ${total} characters in total; at most ${MAX_TOTAL_CHARS} fit in one query string.`);
    }
    if (sortKeys) keys.sort();
    const pairs: string[] = [];
    const isEmpty = (value: Scalar) => value === null || value === '';
    for (const key of keys) {
      const value = params[key]!;
      const name = encode(key, spaceAs);
      if (Array.isArray(value)) {
        const values = skipEmpty ? value.filter((item) => !isEmpty(item)) : value;
        if (values.length === 0) continue;
        if (arrayFormat === 'comma') {
          pairs.push(`${name}=${values.map((item) => encode(asText(item), spaceAs)).join(',')}`);
        } else {
          const arrayName = arrayFormat === 'brackets' ? `${name}%5B%5D` : name;
          for (const item of values) pairs.push(`${arrayName}=${encode(asText(item), spaceAs)}`);
        }
      } else {
        if (skipEmpty && isEmpty(value)) continue;
        pairs.push(`${name}=${encode(asText(value), spaceAs)}`);
      }
    }
    const query = pairs.join('&');
    let url: string | null = null;
    if (base !== undefined) {
      const trimmed = base.trim();
      const hash = trimmed.indexOf('#');
      const [beforeHash, fragment] = hash === -1 ? [trimmed, ''] : [trimmed.slice(0, hash), trimmed.slice(hash)];
      const separator = query === '' ? '' : !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
      url = `${beforeHash}${separator}${query}${fragment}`;
    }
    return { query, url, count: pairs.length };
  },
});
