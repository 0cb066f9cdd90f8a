import validator from 'validator';
import { defineTool, nullable } from '../define.ts';

interface Inputs {
  url: string;
  protocols: string[];
  requireProtocol: boolean;
  requireTld: boolean;
  allowUnderscores: boolean;
  allowCredentials: boolean;
}

interface Parts {
  protocol: string;
  username: string | null;
  hostname: string;
  port: number | null;
  pathname: string;
  search: string;
  hash: string;
}

function hostKind(hostname: string): 'domain' | 'ipv4' | 'ipv6' {
  if (hostname.startsWith('[')) return 'ipv6';
  return validator.isIP(hostname, 4) ? 'ipv4' : 'domain';
}

/** Best-effort reasons a URL is refused; the verdict itself is validator.isURL's. */
function reasonsFor(raw: string, parsed: URL | null, hasScheme: boolean, inputs: Inputs): string[] {
  const reasons: string[] = [];
  if (raw === '') return ['The URL is empty.'];
  if (/\s/.test(raw)) reasons.push('The URL contains whitespace; encode spaces as %20.');
  if (raw.length > 2083) reasons.push('The URL is longer than 2083 characters.');
  if (!hasScheme && inputs.requireProtocol) reasons.push(`The URL has no protocol; add one such as ${inputs.protocols[0] ?? 'https'}://.`);
  if (parsed === null) {
    const port = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^/?#@]*@)?(?:\[[^\]]*\]|[^/?#:]*):(\d+)/i.exec(raw)?.[1];
    if (port !== undefined && Number(port) > 65535) reasons.push(`The port ${port} is out of range (0–65535).`);
    else reasons.push('The URL cannot be parsed (check the host name, port and special characters).');
    return reasons;
  }
  const protocol = parsed.protocol.replace(/:$/, '');
  if (hasScheme && !inputs.protocols.includes(protocol)) reasons.push(`The protocol "${protocol}" is not one of: ${inputs.protocols.join(', ')}.`);
  if (parsed.hostname === '') {
    reasons.push('The URL has no host name.');
    return reasons;
  }
  if ((parsed.username || parsed.password) && !inputs.allowCredentials) reasons.push('The URL contains a user name or password; set allowCredentials to accept it.');
  const kind = hostKind(parsed.hostname);
  if (kind === 'domain') {
    const host = parsed.hostname.replace(/\.$/, '');
    if (inputs.requireTld && !host.includes('.')) reasons.push('The host has no top-level domain (like .com); set requireTld to false for names like localhost.');
    if (host.includes('_') && !inputs.allowUnderscores) reasons.push('The host name contains an underscore; set allowUnderscores to accept it.');
    if (host.split('.').some((label) => label.startsWith('-') || label.endsWith('-'))) reasons.push('A host name label starts or ends with a hyphen.');
    if (host.split('.').some((label) => label.length > 63)) reasons.push('A host name label is longer than 63 characters.');
    const tld = host.split('.').at(-1) ?? '';
    if (inputs.requireTld && host.includes('.') && !/^(?:[a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,})$/i.test(tld)) {
      reasons.push(`The top-level domain "${tld}" must be at least two letters.`);
    }
  }
  return reasons;
}

export default defineTool({
  slug: 'url-validator',
  name: 'URL validator',
  category: 'developer',
  description:
    'Checks whether a string is a valid URL with validator.isURL (allowed protocols, top-level domain, underscores, credentials configurable), explains why one is refused and splits a parseable URL into its parts.',
  inputSchema: {
    type: 'object',
    properties: {
      url: { type: 'string', maxLength: 4096, description: 'The URL to check.' },
      protocols: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        items: { type: 'string', pattern: '^[a-z][a-z0-9+.-]*$', maxLength: 32 },
        default: ['http', 'https', 'ftp'],
        description: 'Accepted protocols (lower case, without ://).',
      },
      requireProtocol: { type: 'boolean', default: true, description: 'Refuse URLs without a protocol (example.com/page).' },
      requireTld: { type: 'boolean', default: true, description: 'Require a top-level domain in the host (refuses http://localhost).' },
      allowUnderscores: { type: 'boolean', default: false, description: 'Accept underscores in the host name.' },
      allowCredentials: { type: 'boolean', default: true, description: 'Accept user:password@ before the host.' },
    },
    required: ['url'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      reasons: { type: 'array', items: { type: 'string' }, description: 'Why the URL is refused (empty when valid).' },
      hostType: nullable({ type: 'string', enum: ['domain', 'ipv4', 'ipv6'] }, { description: 'What kind of host the URL names.' }),
      parts: nullable(
        {
          type: 'object',
          properties: {
            protocol: { type: 'string' },
            username: nullable({ type: 'string' }),
            hostname: { type: 'string' },
            port: nullable({ type: 'integer' }, { description: 'Explicit port; null when absent or the protocol default.' }),
            pathname: { type: 'string' },
            search: { type: 'string' },
            hash: { type: 'string' },
          },
          required: ['protocol', 'username', 'hostname', 'port', 'pathname', 'search', 'hash'],
        },
        { description: 'The URL split by the WHATWG URL parser (host punycode-encoded), or null when it cannot be parsed.' },
      ),
    },
    required: ['valid', 'reasons', 'hostType', 'parts'],
  },
  examples: [
    {
      inputs: {
        url: 'https://shop.example.com:8443/cart/items?id=42&ref=mail#summary',
        protocols: ['http', 'https', 'ftp'],
        requireProtocol: true,
        requireTld: true,
        allowUnderscores: false,
        allowCredentials: true,
      },
      result: {
        valid: true,
        reasons: [],
        hostType: 'domain',
        parts: {
          protocol: 'https',
          username: null,
          hostname: 'shop.example.com',
          port: 8443,
          pathname: '/cart/items',
          search: '?id=42&ref=mail',
          hash: '#summary',
        },
      },
    },
    {
      inputs: {
        url: 'http://dev_box:3000/health',
        protocols: ['https'],
        requireProtocol: true,
        requireTld: true,
        allowUnderscores: false,
        allowCredentials: true,
      },
      result: {
        valid: false,
        reasons: [
          'The protocol "http" is not one of: https.',
          'The host has no top-level domain (like .com); set requireTld to false for names like localhost.',
          'The host name contains an underscore; set allowUnderscores to accept it.',
        ],
        hostType: 'domain',
        parts: {
          protocol: 'http',
          username: null,
          hostname: 'dev_box',
          port: 3000,
          pathname: '/health',
          search: '',
          hash: '',
        },
      },
    },
  ],
  run(inputs: Inputs) {
    const raw = inputs.url.trim();
    // "scheme://…" or an opaque "scheme:…" (mailto:, data:); "host:8080" is a host with a port, not a scheme.
    const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?(.?)/i.exec(raw);
    const hasScheme = scheme !== null && (scheme[2] !== undefined || !/\d/.test(scheme[3] ?? ''));
    const fallback = inputs.protocols[0] ?? 'https';
    const absolute = hasScheme ? raw : raw.startsWith('//') ? `${fallback}:${raw}` : `${fallback}://${raw}`;
    const valid =
      raw !== '' &&
      validator.isURL(raw, {
        protocols: inputs.protocols,
        require_protocol: inputs.requireProtocol,
        require_tld: inputs.requireTld,
        allow_underscores: inputs.allowUnderscores,
        disallow_auth: !inputs.allowCredentials,
        require_valid_protocol: true,
        require_host: true,
      });
    let parsed: URL | null = null;
    if (URL.canParse(absolute)) parsed = new URL(absolute);
    let reasons: string[] = [];
    if (!valid) {
      reasons = reasonsFor(raw, parsed, hasScheme, inputs);
      if (reasons.length === 0) reasons.push('The URL does not follow the syntax validator.isURL accepts.');
    }
    const parts: Parts | null = parsed
      ? {
          protocol: parsed.protocol.replace(/:$/, ''),
          username: parsed.username === '' ? null : decodeURIComponentSafe(parsed.username),
          hostname: parsed.hostname,
          port: parsed.port === '' ? null : Number(parsed.port),
          pathname: parsed.pathname,
          search: parsed.search,
          hash: parsed.hash,
        }
      : null;
    return { valid, reasons, hostType: parsed && parsed.hostname !== '' ? hostKind(parsed.hostname) : null, parts };
  },
});

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
