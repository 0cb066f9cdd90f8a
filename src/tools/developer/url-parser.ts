import { domainToUnicode } from 'node:url';
import { ToolError, defineTool, nullable } from '../define.ts';

const defaultPorts: Record<string, number> = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443, 'ftp:': 21 };

interface Result {
  href: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  hostnameUnicode: string;
  port: number | null;
  effectivePort: number | null;
  origin: string | null;
  pathname: string;
  pathSegments: string[];
  search: string;
  query: Array<{ key: string; value: string }>;
  hash: string;
}

export default defineTool({
  slug: 'url-parser',
  name: 'URL parser',
  category: 'developer',
  description:
    'Splits a URL into its parts with the WHATWG URL parser that browsers use: normalised href, protocol, credentials, host (also in Unicode), port, path segments, decoded query parameters in order (repeats kept) and fragment. A relative URL needs a base.',
  inputSchema: {
    type: 'object',
    properties: {
      url: { type: 'string', minLength: 1, maxLength: 100_000, description: 'The URL to parse.' },
      base: { type: 'string', maxLength: 10_000, description: 'Base URL against which a relative "url" is resolved.' },
    },
    required: ['url'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      href: { type: 'string', description: 'The normalised URL.' },
      protocol: { type: 'string', description: 'The scheme with its colon, e.g. "https:".' },
      username: { type: 'string' },
      password: { type: 'string' },
      host: { type: 'string', description: 'Hostname and explicit port.' },
      hostname: { type: 'string', description: 'Hostname as serialised (IDNs in Punycode).' },
      hostnameUnicode: { type: 'string', description: 'Hostname with Punycode labels decoded to Unicode.' },
      port: nullable({ type: 'integer' }, { description: 'Explicit, non-default port; null when absent.' }),
      effectivePort: nullable({ type: 'integer' }, { description: 'The explicit port, else the default port of the scheme.' }),
      origin: nullable({ type: 'string' }, { description: 'scheme://host[:port], null for opaque origins (e.g. mailto:, file:).' }),
      pathname: { type: 'string' },
      pathSegments: { type: 'array', items: { type: 'string' }, description: 'The path split on "/", percent-decoded.' },
      search: { type: 'string', description: 'The query string including "?", or empty.' },
      query: {
        type: 'array',
        description: 'Decoded query parameters in order; repeated keys appear once per occurrence.',
        items: {
          type: 'object',
          properties: { key: { type: 'string' }, value: { type: 'string' } },
          required: ['key', 'value'],
        },
      },
      hash: { type: 'string', description: 'The fragment including "#", or empty.' },
    },
    required: [
      'href',
      'protocol',
      'username',
      'password',
      'host',
      'hostname',
      'hostnameUnicode',
      'port',
      'effectivePort',
      'origin',
      'pathname',
      'pathSegments',
      'search',
      'query',
      'hash',
    ],
  },
  examples: [
    {
      inputs: { url: 'https://shop.example.com:8443/catalog/shoes/../boots%20new?size=42&color=black&color=brown&q=caf%C3%A9#reviews' },
      result: {
        href: 'https://shop.example.com:8443/catalog/boots%20new?size=42&color=black&color=brown&q=caf%C3%A9#reviews',
        protocol: 'https:',
        username: '',
        password: '',
        host: 'shop.example.com:8443',
        hostname: 'shop.example.com',
        hostnameUnicode: 'shop.example.com',
        port: 8443,
        effectivePort: 8443,
        origin: 'https://shop.example.com:8443',
        pathname: '/catalog/boots%20new',
        pathSegments: ['catalog', 'boots new'],
        search: '?size=42&color=black&color=brown&q=caf%C3%A9',
        query: [
          { key: 'size', value: '42' },
          { key: 'color', value: 'black' },
          { key: 'color', value: 'brown' },
          { key: 'q', value: 'café' },
        ],
        hash: '#reviews',
      },
    },
    {
      inputs: { url: '../img/logo.png?v=2', base: 'http://user:secret@bücher.example/docs/guide/' },
      result: {
        href: 'http://user:secret@xn--bcher-kva.example/docs/img/logo.png?v=2',
        protocol: 'http:',
        username: 'user',
        password: 'secret',
        host: 'xn--bcher-kva.example',
        hostname: 'xn--bcher-kva.example',
        hostnameUnicode: 'bücher.example',
        port: null,
        effectivePort: 80,
        origin: 'http://xn--bcher-kva.example',
        pathname: '/docs/img/logo.png',
        pathSegments: ['docs', 'img', 'logo.png'],
        search: '?v=2',
        query: [{ key: 'v', value: '2' }],
        hash: '',
      },
    },
  ],
  run({ url, base }: { url: string; base?: string }): Result {
    if (base !== undefined && !URL.canParse(base)) throw new ToolError('"base" is not an absolute URL.');
    if (!URL.canParse(url, base)) {
      throw new ToolError(
        base === undefined
          ? '"url" is not a valid absolute URL (it needs a scheme such as https://); give a "base" to resolve a relative one.'
          : '"url" cannot be resolved against "base".',
      );
    }
    const parsed = new URL(url, base);
    const port = parsed.port === '' ? null : Number(parsed.port);
    const decode = (segment: string) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    };
    const path = parsed.pathname.startsWith('/') ? parsed.pathname.slice(1) : parsed.pathname;
    return {
      href: parsed.href,
      protocol: parsed.protocol,
      username: decode(parsed.username),
      password: decode(parsed.password),
      host: parsed.host,
      hostname: parsed.hostname,
      hostnameUnicode: parsed.hostname === '' ? '' : domainToUnicode(parsed.hostname) || parsed.hostname,
      port,
      effectivePort: port ?? defaultPorts[parsed.protocol] ?? null,
      origin: parsed.origin === 'null' ? null : parsed.origin,
      pathname: parsed.pathname,
      pathSegments: path === '' ? [] : path.split('/').map(decode),
      search: parsed.search,
      query: [...parsed.searchParams].map(([key, value]) => ({ key, value })),
      hash: parsed.hash,
    };
  },
});
