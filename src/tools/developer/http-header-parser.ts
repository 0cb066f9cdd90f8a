import { defineTool, nullable } from '../define.ts';

interface Directive {
  name: string;
  value: string | null;
  meaning: string | null;
}

const headerDescriptions: Record<string, string> = {
  accept: 'Media types the client can handle, in order of preference (q weights).',
  'accept-charset': 'Character sets the client accepts.',
  'accept-encoding': 'Content codings (compression) the client accepts.',
  'accept-language': 'Natural languages the client prefers.',
  'accept-ranges': 'Whether the server supports range requests (bytes) or not (none).',
  'access-control-allow-credentials': 'CORS: whether the response may be shared when credentials are included.',
  'access-control-allow-headers': 'CORS: request headers allowed in the actual request.',
  'access-control-allow-methods': 'CORS: methods allowed in the actual request.',
  'access-control-allow-origin': 'CORS: which origin may read the response (* for any).',
  'access-control-expose-headers': 'CORS: response headers that scripts may read.',
  'access-control-max-age': 'CORS: seconds a preflight result may be cached.',
  'access-control-request-headers': 'CORS preflight: headers the actual request will use.',
  'access-control-request-method': 'CORS preflight: method the actual request will use.',
  age: 'Seconds the response has been in a proxy cache.',
  allow: 'Methods the resource supports.',
  'alt-svc': 'Alternative services (e.g. HTTP/3 endpoints) for the same origin.',
  authorization: 'Credentials for authenticating the client (scheme followed by credentials).',
  'cache-control': 'Caching rules for browsers and intermediate caches.',
  connection: 'Options for the current connection (keep-alive or close); hop-by-hop.',
  'content-disposition': 'Whether the body is shown inline or downloaded as an attachment, with a file name.',
  'content-encoding': 'Compression applied to the body (gzip, br, deflate, zstd).',
  'content-language': 'Language of the intended audience of the body.',
  'content-length': 'Size of the body in bytes.',
  'content-location': 'A direct URL for the returned representation.',
  'content-range': 'Which part of the full body a partial (206) response holds.',
  'content-security-policy': 'Content Security Policy: the sources the page may load scripts, styles, images… from.',
  'content-security-policy-report-only': 'A Content Security Policy that only reports violations without enforcing them.',
  'content-type': 'Media type of the body, with parameters such as charset or multipart boundary.',
  cookie: 'Cookies previously set by the server, sent back by the client.',
  'cross-origin-embedder-policy': 'COEP: whether cross-origin resources must opt in to being embedded.',
  'cross-origin-opener-policy': 'COOP: whether the page shares its browsing context group with cross-origin windows.',
  'cross-origin-resource-policy': 'CORP: which origins may embed this resource.',
  date: 'When the message was generated.',
  etag: 'Identifier of this version of the resource, for conditional requests and caching.',
  expect: 'Expectations the server must meet (100-continue).',
  expires: 'Date after which the response is stale (overridden by Cache-Control max-age).',
  forwarded: 'Client and proxy information added by proxies (standard form of X-Forwarded-*).',
  from: 'E-mail address of the user controlling the client.',
  host: 'Host name and port of the requested server.',
  'if-match': 'Perform the request only if the ETag matches (optimistic locking).',
  'if-modified-since': 'Return the body only if it changed after this date (else 304).',
  'if-none-match': 'Return the body only if the ETag differs (else 304).',
  'if-range': 'Return the requested range only if the resource is unchanged, else the whole body.',
  'if-unmodified-since': 'Perform the request only if the resource has not changed since this date.',
  'keep-alive': 'Parameters of a persistent connection (timeout, max requests).',
  'last-modified': 'When the resource last changed.',
  link: 'Typed links to related resources (preload, next page, canonical…).',
  location: 'URL to redirect to (3xx) or of the created resource (201).',
  origin: 'Origin (scheme, host, port) that initiated the request.',
  'permissions-policy': 'Which browser features (camera, geolocation…) the page and its frames may use.',
  pragma: 'Legacy HTTP/1.0 caching directive (no-cache).',
  'proxy-authenticate': 'Authentication scheme required by a proxy.',
  'proxy-authorization': 'Credentials for a proxy.',
  range: 'Request only part of the body (bytes=start-end).',
  referer: 'URL of the page the request came from.',
  'referrer-policy': 'How much referrer information to send with requests from the page.',
  'retry-after': 'How long to wait before retrying (seconds or a date), with 503 or 429.',
  server: 'Software used by the origin server.',
  'server-timing': 'Server-side performance metrics for the request.',
  'set-cookie': 'Stores a cookie in the client, with its scope and lifetime attributes.',
  'strict-transport-security': 'HSTS: use only HTTPS for this host for the given time.',
  te: 'Transfer codings the client accepts (trailers).',
  trailer: 'Header fields present in the trailer of a chunked message.',
  'transfer-encoding': 'Encoding used to transfer the body (chunked); hop-by-hop.',
  upgrade: 'Ask to switch to another protocol (websocket, h2c).',
  'upgrade-insecure-requests': 'The client prefers an HTTPS version of the page.',
  'user-agent': 'Identifies the client software.',
  vary: 'Request headers that select the response variant; caches key on them.',
  via: 'Proxies the message passed through.',
  'www-authenticate': 'Authentication scheme(s) the server requires (with 401).',
  'x-content-type-options': 'nosniff stops browsers from guessing a different media type.',
  'x-forwarded-for': 'Client IP address and proxies, added by proxies (de facto standard).',
  'x-forwarded-host': 'Original Host requested by the client, added by proxies.',
  'x-forwarded-proto': 'Original protocol (http/https) used by the client, added by proxies.',
  'x-frame-options': 'Whether the page may be shown in a frame (DENY, SAMEORIGIN); superseded by CSP frame-ancestors.',
  'x-powered-by': 'Technology behind the server (often removed for security).',
  'x-request-id': 'Correlation ID for tracing the request across services.',
  'x-xss-protection': 'Legacy XSS filter switch; obsolete, modern browsers ignore it.',
};

const cacheControlMeanings: Record<string, string> = {
  'max-age': 'Fresh for this many seconds.',
  's-maxage': 'Fresh for this many seconds in shared (proxy/CDN) caches; overrides max-age there.',
  'no-cache': 'May be stored, but must be revalidated with the server before each use.',
  'no-store': 'Must not be stored in any cache.',
  'no-transform': 'Intermediaries must not alter the body (e.g. recompress images).',
  'must-revalidate': 'Once stale, must not be used without successful revalidation.',
  'proxy-revalidate': 'Like must-revalidate, for shared caches only.',
  'must-understand': 'Store only if the cache understands the status code.',
  private: 'Only the browser may store it, not shared caches.',
  public: 'Any cache may store it, even for authenticated requests.',
  immutable: 'Will not change while fresh; skip revalidation on reload.',
  'stale-while-revalidate': 'May serve stale for this many seconds while revalidating in the background.',
  'stale-if-error': 'May serve stale for this many seconds when the origin errors.',
  'max-stale': 'Client accepts a stale response up to this many seconds old.',
  'min-fresh': 'Client wants a response fresh for at least this many more seconds.',
  'only-if-cached': 'Client wants a cached response only, no network request.',
};

const cookieMeanings: Record<string, string> = {
  expires: 'Deleted after this date; without Expires or Max-Age it is a session cookie.',
  'max-age': 'Deleted after this many seconds (takes precedence over Expires).',
  domain: 'Sent to this domain and its subdomains.',
  path: 'Sent only for URLs under this path.',
  secure: 'Sent only over HTTPS.',
  httponly: 'Hidden from JavaScript (document.cookie).',
  samesite: 'Whether it is sent with cross-site requests (Strict, Lax or None).',
  partitioned: 'Stored per top-level site (CHIPS).',
  priority: 'Eviction priority (Low, Medium, High; Chrome).',
};

const hstsMeanings: Record<string, string> = {
  'max-age': 'Seconds the browser must use HTTPS only for this host.',
  includesubdomains: 'The rule also covers every subdomain.',
  preload: 'Asks to be included in browsers’ built-in HSTS preload lists.',
};

const cspMeanings: Record<string, string> = {
  'default-src': 'Fallback sources for every fetch directive not listed.',
  'script-src': 'Allowed sources of scripts.',
  'style-src': 'Allowed sources of stylesheets.',
  'img-src': 'Allowed sources of images.',
  'connect-src': 'Allowed targets of fetch, XHR, WebSocket and EventSource.',
  'font-src': 'Allowed sources of fonts.',
  'frame-src': 'Allowed sources of frames.',
  'frame-ancestors': 'Which pages may embed this page in a frame.',
  'media-src': 'Allowed sources of audio and video.',
  'object-src': 'Allowed sources of <object> and <embed> plugins.',
  'worker-src': 'Allowed sources of workers.',
  'manifest-src': 'Allowed sources of web app manifests.',
  'base-uri': 'Allowed URLs for <base>.',
  'form-action': 'Allowed targets of form submissions.',
  'upgrade-insecure-requests': 'Rewrite http:// subresource URLs to https://.',
  'report-uri': 'Where violation reports are sent (deprecated).',
  'report-to': 'Reporting endpoint group for violation reports.',
  sandbox: 'Apply iframe-like sandbox restrictions to the page.',
};

const mediaParamMeanings: Record<string, string> = {
  charset: 'Character encoding of the text.',
  boundary: 'Delimiter between the parts of a multipart body.',
  filename: 'Suggested file name for saving.',
  'filename*': 'Suggested file name, RFC 5987 encoded (non-ASCII allowed).',
  name: 'Form field name of this part.',
  q: 'Preference weight from 0 to 1.',
};

/** Splits on `separator` outside double quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  const sep = separator.charCodeAt(0);
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 92 && quoted) i++;
    else if (code === 34) quoted = !quoted;
    else if (code === sep && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  const trimmed: string[] = [];
  for (const part of parts) {
    const t = part.trim();
    if (t !== '') trimmed.push(t);
  }
  return trimmed;
}

const unquote = (value: string) => (value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value);

function keyValue(part: string, meanings: Record<string, string>, lowerKey = true): Directive {
  const eq = part.indexOf('=');
  const rawName = (eq === -1 ? part : part.slice(0, eq)).trim();
  const name = lowerKey ? rawName.toLowerCase() : rawName;
  const value = eq === -1 ? null : unquote(part.slice(eq + 1).trim());
  return { name, value, meaning: meanings[rawName.toLowerCase()] ?? null };
}

/** The value split into its parts, for headers with a known structure; null for the rest. */
function directivesOf(name: string, value: string): Directive[] | null {
  switch (name) {
    case 'cache-control':
      return splitOutsideQuotes(value, ',').map((part) => keyValue(part, cacheControlMeanings));
    case 'strict-transport-security':
      return splitOutsideQuotes(value, ';').map((part) => keyValue(part, hstsMeanings));
    case 'content-type':
    case 'content-disposition': {
      const [first = '', ...params] = splitOutsideQuotes(value, ';');
      const head: Directive =
        name === 'content-type'
          ? { name: 'type', value: first.toLowerCase(), meaning: 'The media type (type/subtype).' }
          : { name: 'disposition', value: first.toLowerCase(), meaning: first.toLowerCase() === 'attachment' ? 'Download as a file.' : 'Display in the page.' };
      return [head, ...params.map((part) => keyValue(part, mediaParamMeanings))];
    }
    case 'set-cookie': {
      const [first = '', ...attributes] = splitOutsideQuotes(value, ';');
      const cookie = keyValue(first, {}, false);
      return [
        { name: cookie.name, value: cookie.value ?? '', meaning: 'The cookie name and value.' },
        ...attributes.map((part) => keyValue(part, cookieMeanings)),
      ];
    }
    case 'content-security-policy':
    case 'content-security-policy-report-only':
      return splitOutsideQuotes(value, ';').map((part) => {
        const space = part.search(/\s/);
        const directive = (space === -1 ? part : part.slice(0, space)).toLowerCase();
        return { name: directive, value: space === -1 ? null : part.slice(space + 1).trim(), meaning: cspMeanings[directive] ?? null };
      });
    case 'keep-alive':
      return splitOutsideQuotes(value, ',').map((part) => keyValue(part, { timeout: 'Seconds an idle connection stays open.', max: 'Requests allowed on the connection.' }));
    case 'accept':
    case 'accept-encoding':
    case 'accept-language':
    case 'accept-charset':
      return splitOutsideQuotes(value, ',').map((part) => {
        const [item = '', ...params] = part.split(';').map((p) => p.trim());
        const q = params.find((p) => /^q\s*=/i.test(p));
        return { name: item, value: q ? q.replace(/^q\s*=\s*/i, '') : '1', meaning: 'Preference weight q (1 when omitted).' };
      });
    default:
      return null;
  }
}

const tokenName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export default defineTool({
  slug: 'http-header-parser',
  name: 'HTTP header parser',
  category: 'developer',
  description:
    'Parses a raw HTTP header block (optionally with its request or status line) into name/value pairs, explains well-known headers and breaks structured ones (Cache-Control, Set-Cookie, Content-Type, CSP, HSTS, Accept-*) into directives.',
  inputSchema: {
    type: 'object',
    properties: {
      headers: {
        type: 'string',
        maxLength: 100_000,
        description: 'Raw headers, one "Name: value" per line; a leading request/status line is recognised and anything after the first blank line (a body) is ignored.',
      },
    },
    required: ['headers'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      startLine: nullable({ type: 'string' }, { description: 'The request line (GET / HTTP/1.1) or status line (HTTP/1.1 200 OK), if present.' }),
      headers: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'The header name as written.' },
            value: { type: 'string', description: 'The value, folded continuation lines joined.' },
            description: nullable({ type: 'string' }, { description: 'What the header is for, when it is a well-known one.' }),
            directives: nullable(
              {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    value: nullable({ type: 'string' }),
                    meaning: nullable({ type: 'string' }),
                  },
                  required: ['name', 'value', 'meaning'],
                },
              },
              { description: 'The value split into its parts for structured headers; null for other headers.' },
            ),
          },
          required: ['name', 'value', 'description', 'directives'],
        },
      },
      count: { type: 'integer', description: 'Number of headers.' },
      repeated: { type: 'array', items: { type: 'string' }, description: 'Lower-case names that appear more than once.' },
      invalidLines: {
        type: 'array',
        description: 'Lines that are not "Name: value" headers (skipped).',
        items: {
          type: 'object',
          properties: { line: { type: 'integer' }, text: { type: 'string' } },
          required: ['line', 'text'],
        },
      },
    },
    required: ['startLine', 'headers', 'count', 'repeated', 'invalidLines'],
  },
  examples: [
    {
      inputs: {
        headers:
          'HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=UTF-8\r\nCache-Control: public, max-age=3600, stale-while-revalidate=60\r\nSet-Cookie: session=abc123; Path=/; HttpOnly; Secure; SameSite=Lax\r\nX-Trace: 42\r\n\r\n<html>…',
      },
      result: {
        startLine: 'HTTP/1.1 200 OK',
        headers: [
          {
            name: 'Content-Type',
            value: 'text/html; charset=UTF-8',
            description: 'Media type of the body, with parameters such as charset or multipart boundary.',
            directives: [
              { name: 'type', value: 'text/html', meaning: 'The media type (type/subtype).' },
              { name: 'charset', value: 'UTF-8', meaning: 'Character encoding of the text.' },
            ],
          },
          {
            name: 'Cache-Control',
            value: 'public, max-age=3600, stale-while-revalidate=60',
            description: 'Caching rules for browsers and intermediate caches.',
            directives: [
              {
                name: 'public',
                value: null,
                meaning: 'Any cache may store it, even for authenticated requests.',
              },
              { name: 'max-age', value: '3600', meaning: 'Fresh for this many seconds.' },
              {
                name: 'stale-while-revalidate',
                value: '60',
                meaning: 'May serve stale for this many seconds while revalidating in the background.',
              },
            ],
          },
          {
            name: 'Set-Cookie',
            value: 'session=abc123; Path=/; HttpOnly; Secure; SameSite=Lax',
            description: 'Stores a cookie in the client, with its scope and lifetime attributes.',
            directives: [
              { name: 'session', value: 'abc123', meaning: 'The cookie name and value.' },
              { name: 'path', value: '/', meaning: 'Sent only for URLs under this path.' },
              {
                name: 'httponly',
                value: null,
                meaning: 'Hidden from JavaScript (document.cookie).',
              },
              { name: 'secure', value: null, meaning: 'Sent only over HTTPS.' },
              {
                name: 'samesite',
                value: 'Lax',
                meaning: 'Whether it is sent with cross-site requests (Strict, Lax or None).',
              },
            ],
          },
          { name: 'X-Trace', value: '42', description: null, directives: null },
        ],
        count: 4,
        repeated: [],
        invalidLines: [],
      },
    },
    {
      inputs: { headers: 'GET /api HTTP/1.1\nHost: example.com\nAccept-Language: fr-CH, fr;q=0.9, en;q=0.8\nbroken line\nVia: 1.1 proxy-a,\n 1.1 proxy-b\nVia: 1.1 edge' },
      result: {
        startLine: 'GET /api HTTP/1.1',
        headers: [
          {
            name: 'Host',
            value: 'example.com',
            description: 'Host name and port of the requested server.',
            directives: null,
          },
          {
            name: 'Accept-Language',
            value: 'fr-CH, fr;q=0.9, en;q=0.8',
            description: 'Natural languages the client prefers.',
            directives: [
              { name: 'fr-CH', value: '1', meaning: 'Preference weight q (1 when omitted).' },
              { name: 'fr', value: '0.9', meaning: 'Preference weight q (1 when omitted).' },
              { name: 'en', value: '0.8', meaning: 'Preference weight q (1 when omitted).' },
            ],
          },
          {
            name: 'Via',
            value: '1.1 proxy-a, 1.1 proxy-b',
            description: 'Proxies the message passed through.',
            directives: null,
          },
          {
            name: 'Via',
            value: '1.1 edge',
            description: 'Proxies the message passed through.',
            directives: null,
          },
        ],
        count: 4,
        repeated: ['via'],
        invalidLines: [{ line: 4, text: 'broken line' }],
      },
    },
  ],
  run({ headers }: { headers: string }) {
    const lines = headers.split(/\r\n|\r|\n/);
    let startLine: string | null = null;
    const parsed: Array<{ name: string; parts: string[] }> = [];
    const invalidLines: Array<{ line: number; text: string }> = [];
    let started = false;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.trim() === '') {
        if (started) break;
        continue;
      }
      if (!started && startLine === null && /^(?:HTTP\/\d(?:\.\d)?\s+\d{3}\b.*|[A-Z]+\s+\S+\s+HTTP\/\d(?:\.\d)?)$/.test(line.trim())) {
        startLine = line.trim();
        started = true;
        continue;
      }
      started = true;
      if (/^[ \t]/.test(line) && parsed.length > 0) {
        const folded = line.trim();
        if (folded !== '') parsed[parsed.length - 1]!.parts.push(folded);
        continue;
      }
      const colon = line.indexOf(':');
      const name = colon === -1 ? '' : line.slice(0, colon);
      if (!tokenName.test(name)) {
        invalidLines.push({ line: i + 1, text: line.length > 200 ? `${line.slice(0, 200)}…` : line });
        continue;
      }
      const value = line.slice(colon + 1).trim();
      parsed.push({ name, parts: value === '' ? [] : [value] });
    }

    const seen = new Map<string, number>();
    const result = parsed.map(({ name, parts }) => {
      const value = parts.join(' ');
      const lower = name.toLowerCase();
      seen.set(lower, (seen.get(lower) ?? 0) + 1);
      return {
        name,
        value,
        description: Object.hasOwn(headerDescriptions, lower) ? headerDescriptions[lower]! : null,
        directives: directivesOf(lower, value),
      };
    });
    const repeated = [...seen].filter(([, n]) => n > 1).map(([name]) => name);
    return { startLine, headers: result, count: result.length, repeated, invalidLines };
  },
});
