import { ToolError, defineTool, nullable } from '../define.ts';

type Status = 'good' | 'warning' | 'bad' | 'missing' | 'info';

interface Check {
  header: string;
  status: Status;
  value: string | null;
  message: string;
}

interface Headers {
  values: Map<string, string>;
  cookies: string[];
}

const MAX_HEADERS = 200;

/** Raw response headers ("Name: value" lines, an optional status line) or a name → value object; names are case-insensitive. */
function readHeaders(input: string | Record<string, string>): Headers {
  const values = new Map<string, string>();
  const cookies: string[] = [];
  const add = (rawName: string, value: string) => {
    const name = rawName.trim().toLowerCase();
    if (name === 'set-cookie') cookies.push(value.trim());
    else values.set(name, values.has(name) ? `${values.get(name)}, ${value.trim()}` : value.trim());
  };
  if (typeof input === 'string') {
    const lines = input.split(/\r?\n/);
    let count = 0;
    let previous: string | null = null;
    for (const line of lines) {
      if (line.trim() === '' || /^HTTP\/\d/i.test(line)) continue;
      if (++count > MAX_HEADERS) throw new ToolError(`More than ${MAX_HEADERS} header lines.`);
      if (/^[ \t]/.test(line) && previous !== null && previous !== 'set-cookie') {
        // An obsolete folded continuation line belongs to the header before it.
        values.set(previous, `${values.get(previous)} ${line.trim()}`);
        continue;
      }
      const colon = line.indexOf(':');
      if (colon <= 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(line.slice(0, colon).trim())) {
        throw new ToolError(`Not a header line: "${line.slice(0, 80)}". Give one "Name: value" per line.`);
      }
      add(line.slice(0, colon), line.slice(colon + 1));
      previous = line.slice(0, colon).trim().toLowerCase();
    }
  } else {
    for (const [name, value] of Object.entries(input)) add(name, value);
  }
  if (values.size === 0 && cookies.length === 0) throw new ToolError('No headers found: give "Name: value" lines or an object.');
  return { values, cookies };
}

function hsts(value: string | undefined): Check {
  const header = 'Strict-Transport-Security';
  if (value === undefined) {
    return { header, status: 'missing', value: null, message: 'Add Strict-Transport-Security: max-age=31536000; includeSubDomains so browsers only use HTTPS.' };
  }
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge) return { header, status: 'bad', value, message: 'max-age is missing or not a number: the header is ignored.' };
  const seconds = Number(maxAge[1]);
  const subdomains = /(?:^|;)\s*includesubdomains\s*(?:;|$)/i.test(value);
  if (seconds === 0) return { header, status: 'bad', value, message: 'max-age=0 tells browsers to forget HSTS for this host.' };
  if (seconds < 15_552_000) {
    return { header, status: 'warning', value, message: `max-age is ${seconds} s (under 180 days); use at least 31536000 (one year).` };
  }
  if (!subdomains) return { header, status: 'warning', value, message: 'Add includeSubDomains so subdomains cannot be downgraded to HTTP.' };
  return { header, status: 'good', value, message: `HTTPS enforced for ${Math.round(seconds / 86_400)} days, subdomains included.` };
}

function csp(value: string | undefined, reportOnly: string | undefined): Check {
  const header = 'Content-Security-Policy';
  if (value === undefined) {
    if (reportOnly !== undefined) {
      return { header, status: 'warning', value: reportOnly, message: 'Only Content-Security-Policy-Report-Only is set: violations are reported, nothing is blocked.' };
    }
    return { header, status: 'missing', value: null, message: "Add a Content-Security-Policy (start with default-src 'self'; object-src 'none'; base-uri 'none') to contain XSS." };
  }
  const directives = new Map<string, string[]>();
  for (const part of value.split(/[;,]/)) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, sources);
  }
  const script = directives.get('script-src') ?? directives.get('default-src');
  if (!script) return { header, status: 'warning', value, message: 'No script-src or default-src: scripts are not restricted.' };
  const nonceOrHash = script.some((source) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(source));
  if (script.includes("'unsafe-inline'") && !nonceOrHash) {
    return { header, status: 'warning', value, message: "script-src allows 'unsafe-inline', so injected inline scripts run (see csp-analyzer)." };
  }
  if (script.includes("'unsafe-eval'")) return { header, status: 'warning', value, message: "script-src allows 'unsafe-eval' (see csp-analyzer)." };
  if (script.includes('*') || script.includes('https:') || script.includes('data:')) {
    return { header, status: 'warning', value, message: 'script-src allows any host or data: URLs (see csp-analyzer).' };
  }
  return { header, status: 'good', value, message: 'Scripts are restricted (run csp-analyzer for a full review).' };
}

function framing(xfo: string | undefined, cspValue: string | undefined): Check {
  const ancestors = cspValue ? /(?:^|;)\s*frame-ancestors\s+([^;,]*)/i.exec(cspValue) : null;
  if (ancestors) {
    return { header: 'Content-Security-Policy frame-ancestors', status: 'good', value: ancestors[1]!.trim(), message: 'Framing is controlled by CSP frame-ancestors.' };
  }
  const header = 'X-Frame-Options';
  if (xfo === undefined) {
    return { header, status: 'missing', value: null, message: "Add X-Frame-Options: DENY (or CSP frame-ancestors 'none') to prevent clickjacking." };
  }
  const option = xfo.trim().toUpperCase();
  if (option === 'DENY' || option === 'SAMEORIGIN') return { header, status: 'good', value: xfo, message: `Framing limited (${option}).` };
  if (option.startsWith('ALLOW-FROM')) {
    return { header, status: 'warning', value: xfo, message: 'ALLOW-FROM is ignored by modern browsers; use CSP frame-ancestors.' };
  }
  return { header, status: 'bad', value: xfo, message: 'Unrecognised value: browsers ignore it. Use DENY or SAMEORIGIN.' };
}

function referrer(value: string | undefined): Check {
  const header = 'Referrer-Policy';
  if (value === undefined) {
    return { header, status: 'missing', value: null, message: 'Add Referrer-Policy: strict-origin-when-cross-origin (or no-referrer) to avoid leaking URLs.' };
  }
  const policies = value.toLowerCase().split(',').map((token) => token.trim());
  const known = ['no-referrer', 'no-referrer-when-downgrade', 'origin', 'origin-when-cross-origin', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'unsafe-url'];
  const effective = [...policies].reverse().find((token) => known.includes(token));
  if (!effective) return { header, status: 'bad', value, message: 'No recognised policy: browsers fall back to their default.' };
  if (effective === 'unsafe-url') return { header, status: 'bad', value, message: 'unsafe-url sends full URLs (paths, query strings) to every site, even over HTTP.' };
  if (['no-referrer-when-downgrade', 'origin-when-cross-origin', 'origin'].includes(effective)) {
    return { header, status: 'warning', value, message: `${effective} leaks more than needed; prefer strict-origin-when-cross-origin.` };
  }
  return { header, status: 'good', value, message: `${effective} limits what the Referer header reveals.` };
}

function permissions(value: string | undefined, featurePolicy: string | undefined): Check {
  const header = 'Permissions-Policy';
  if (value !== undefined) return { header, status: 'good', value, message: 'Powerful features (camera, geolocation…) are restricted.' };
  if (featurePolicy !== undefined) {
    return { header, status: 'warning', value: featurePolicy, message: 'Only the obsolete Feature-Policy is set; switch to Permissions-Policy.' };
  }
  return { header, status: 'missing', value: null, message: 'Add Permissions-Policy, e.g. camera=(), microphone=(), geolocation=(), to switch off unused features.' };
}

function coop(value: string | undefined): Check {
  const header = 'Cross-Origin-Opener-Policy';
  if (value === undefined) return { header, status: 'missing', value: null, message: 'Add Cross-Origin-Opener-Policy: same-origin to isolate the window from cross-origin openers.' };
  const policy = value.trim().toLowerCase();
  if (policy === 'same-origin' || policy === 'same-origin-allow-popups') return { header, status: 'good', value, message: `Browsing context isolated (${policy}).` };
  return { header, status: 'warning', value, message: `${policy} does not isolate the window; use same-origin.` };
}

const weights: Record<string, number> = {
  'Strict-Transport-Security': 25,
  'Content-Security-Policy': 25,
  'X-Content-Type-Options': 10,
  frame: 15,
  'Referrer-Policy': 10,
  'Permissions-Policy': 10,
  'Cross-Origin-Opener-Policy': 5,
};
const credit: Record<Status, number> = { good: 1, warning: 0.5, info: 1, bad: 0, missing: 0 };

export default defineTool({
  slug: 'security-headers-analyzer',
  name: 'Security headers analyzer',
  category: 'security',
  description:
    'Grades HTTP response headers (raw "Name: value" text or a JSON object): HSTS, Content-Security-Policy, X-Content-Type-Options, X-Frame-Options / frame-ancestors, Referrer-Policy, Permissions-Policy and COOP, plus cookie flags, permissive CORS and version disclosure. Returns a check per header, a 0–100 score and an A+–F grade.',
  inputSchema: {
    type: 'object',
    properties: {
      headers: {
        anyOf: [
          { type: 'string', maxLength: 65_536 },
          { type: 'object', maxProperties: MAX_HEADERS, additionalProperties: { type: 'string', maxLength: 16_384 } },
        ],
        description: 'Response headers as text (one "Name: value" per line, e.g. from curl -I) or as an object of name → value.',
      },
    },
    required: ['headers'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      score: { type: 'integer', description: '0–100: weighted header checks minus penalties for leaks and unsafe cookies or CORS.' },
      grade: { type: 'string', enum: ['A+', 'A', 'B', 'C', 'D', 'F'] },
      checks: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            header: { type: 'string' },
            status: { type: 'string', enum: ['good', 'warning', 'bad', 'missing', 'info'] },
            value: nullable({ type: 'string' }, { description: 'The header value found (cookie values elided), or null.' }),
            message: { type: 'string', description: 'What it means or what to do.' },
          },
          required: ['header', 'status', 'value', 'message'],
        },
      },
      missing: { type: 'array', items: { type: 'string' }, description: 'Recommended headers that are absent.' },
    },
    required: ['score', 'grade', 'checks', 'missing'],
  },
  examples: [
    {
      inputs: {
        headers: [
          'HTTP/2 200',
          'content-type: text/html; charset=utf-8',
          'strict-transport-security: max-age=63072000; includeSubDomains; preload',
          "content-security-policy: default-src 'self'; script-src 'self' 'nonce-abc123'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
          'x-content-type-options: nosniff',
          'referrer-policy: strict-origin-when-cross-origin',
          'permissions-policy: camera=(), microphone=(), geolocation=()',
          'cross-origin-opener-policy: same-origin',
          'set-cookie: session=abc; Path=/; Secure; HttpOnly; SameSite=Lax',
        ].join('\n'),
      },
      result: {
        score: 100,
        grade: 'A+',
        checks: [
          {
            header: 'Strict-Transport-Security',
            status: 'good',
            value: 'max-age=63072000; includeSubDomains; preload',
            message: 'HTTPS enforced for 730 days, subdomains included.',
          },
          {
            header: 'Content-Security-Policy',
            status: 'good',
            value: "default-src 'self'; script-src 'self' 'nonce-abc123'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
            message: 'Scripts are restricted (run csp-analyzer for a full review).',
          },
          {
            header: 'X-Content-Type-Options',
            status: 'good',
            value: 'nosniff',
            message: 'MIME sniffing disabled.',
          },
          {
            header: 'Content-Security-Policy frame-ancestors',
            status: 'good',
            value: "'none'",
            message: 'Framing is controlled by CSP frame-ancestors.',
          },
          {
            header: 'Referrer-Policy',
            status: 'good',
            value: 'strict-origin-when-cross-origin',
            message: 'strict-origin-when-cross-origin limits what the Referer header reveals.',
          },
          {
            header: 'Permissions-Policy',
            status: 'good',
            value: 'camera=(), microphone=(), geolocation=()',
            message: 'Powerful features (camera, geolocation…) are restricted.',
          },
          {
            header: 'Cross-Origin-Opener-Policy',
            status: 'good',
            value: 'same-origin',
            message: 'Browsing context isolated (same-origin).',
          },
          {
            header: 'Set-Cookie',
            status: 'good',
            value: 'session=…; Path=/; Secure; HttpOnly; SameSite=Lax',
            message: 'Cookie session has Secure, HttpOnly and SameSite.',
          },
        ],
        missing: [],
      },
    },
    {
      inputs: {
        headers: {
          'Content-Type': 'text/html',
          Server: 'Apache/2.4.41 (Ubuntu)',
          'X-Powered-By': 'PHP/7.4.3',
          'X-Frame-Options': 'SAMEORIGIN',
          'Set-Cookie': 'PHPSESSID=abc123; path=/',
          'Access-Control-Allow-Origin': '*',
        },
      },
      result: {
        score: 0,
        grade: 'F',
        checks: [
          {
            header: 'Strict-Transport-Security',
            status: 'missing',
            value: null,
            message: 'Add Strict-Transport-Security: max-age=31536000; includeSubDomains so browsers only use HTTPS.',
          },
          {
            header: 'Content-Security-Policy',
            status: 'missing',
            value: null,
            message: "Add a Content-Security-Policy (start with default-src 'self'; object-src 'none'; base-uri 'none') to contain XSS.",
          },
          {
            header: 'X-Content-Type-Options',
            status: 'missing',
            value: null,
            message: 'Add X-Content-Type-Options: nosniff to stop MIME sniffing.',
          },
          {
            header: 'X-Frame-Options',
            status: 'good',
            value: 'SAMEORIGIN',
            message: 'Framing limited (SAMEORIGIN).',
          },
          {
            header: 'Referrer-Policy',
            status: 'missing',
            value: null,
            message: 'Add Referrer-Policy: strict-origin-when-cross-origin (or no-referrer) to avoid leaking URLs.',
          },
          {
            header: 'Permissions-Policy',
            status: 'missing',
            value: null,
            message: 'Add Permissions-Policy, e.g. camera=(), microphone=(), geolocation=(), to switch off unused features.',
          },
          {
            header: 'Cross-Origin-Opener-Policy',
            status: 'missing',
            value: null,
            message: 'Add Cross-Origin-Opener-Policy: same-origin to isolate the window from cross-origin openers.',
          },
          {
            header: 'Server',
            status: 'warning',
            value: 'Apache/2.4.41 (Ubuntu)',
            message: 'Reveals software (and version) to attackers; remove it or strip the version.',
          },
          {
            header: 'X-Powered-By',
            status: 'warning',
            value: 'PHP/7.4.3',
            message: 'Reveals software (and version) to attackers; remove it or strip the version.',
          },
          {
            header: 'Set-Cookie',
            status: 'warning',
            value: 'PHPSESSID=…; path=/',
            message: 'Cookie PHPSESSID lacks Secure, HttpOnly, SameSite.',
          },
          {
            header: 'Access-Control-Allow-Origin',
            status: 'info',
            value: '*',
            message: 'Any site can read these responses: fine for public data, wrong for anything user-specific.',
          },
        ],
        missing: [
          'Strict-Transport-Security',
          'Content-Security-Policy',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
          'Cross-Origin-Opener-Policy',
        ],
      },
    },
  ],
  run({ headers: input }: { headers: string | Record<string, string> }) {
    const { values, cookies } = readHeaders(input);
    const get = (name: string) => values.get(name);
    const checks: Check[] = [];
    const scored: Array<[string, Check]> = [
      ['Strict-Transport-Security', hsts(get('strict-transport-security'))],
      ['Content-Security-Policy', csp(get('content-security-policy'), get('content-security-policy-report-only'))],
    ];
    const xcto = get('x-content-type-options');
    scored.push([
      'X-Content-Type-Options',
      xcto === undefined
        ? { header: 'X-Content-Type-Options', status: 'missing', value: null, message: 'Add X-Content-Type-Options: nosniff to stop MIME sniffing.' }
        : xcto.trim().toLowerCase() === 'nosniff'
          ? { header: 'X-Content-Type-Options', status: 'good', value: xcto, message: 'MIME sniffing disabled.' }
          : { header: 'X-Content-Type-Options', status: 'bad', value: xcto, message: 'The only valid value is nosniff.' },
    ]);
    scored.push(['frame', framing(get('x-frame-options'), get('content-security-policy'))]);
    scored.push(['Referrer-Policy', referrer(get('referrer-policy'))]);
    scored.push(['Permissions-Policy', permissions(get('permissions-policy'), get('feature-policy'))]);
    scored.push(['Cross-Origin-Opener-Policy', coop(get('cross-origin-opener-policy'))]);

    let score = scored.reduce((sum, [key, check]) => sum + weights[key]! * credit[check.status], 0);
    checks.push(...scored.map(([, check]) => check));

    for (const name of ['server', 'x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version', 'x-generator']) {
      const value = get(name);
      if (value === undefined) continue;
      const display = name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
      if (/\d/.test(value) || name !== 'server') {
        score -= 5;
        checks.push({ header: display, status: 'warning', value, message: 'Reveals software (and version) to attackers; remove it or strip the version.' });
      }
    }
    const xss = get('x-xss-protection');
    if (xss !== undefined && xss.trim() !== '0') {
      checks.push({ header: 'X-XSS-Protection', status: 'info', value: xss, message: 'The XSS auditor is gone from browsers and could be abused; send 0 or drop the header, and rely on CSP.' });
    }
    let cookiePenalty = 0;
    for (const cookie of cookies) {
      const name = cookie.split('=')[0]!.trim();
      const attributes = cookie.split(';').slice(1).map((flag) => flag.trim());
      const flags = attributes.map((flag) => flag.toLowerCase());
      // The cookie's value may be a live session token: show only its name and attributes.
      const shown = [`${name}=…`, ...attributes].join('; ');
      const lacking = [
        flags.includes('secure') ? null : 'Secure',
        flags.includes('httponly') ? null : 'HttpOnly',
        flags.some((flag) => flag.startsWith('samesite=')) ? null : 'SameSite',
      ].filter((flag): flag is string => flag !== null);
      if (lacking.length === 0) checks.push({ header: 'Set-Cookie', status: 'good', value: shown, message: `Cookie ${name} has Secure, HttpOnly and SameSite.` });
      else {
        cookiePenalty += 5;
        checks.push({ header: 'Set-Cookie', status: 'warning', value: shown, message: `Cookie ${name} lacks ${lacking.join(', ')}.` });
      }
    }
    score -= Math.min(cookiePenalty, 15);
    const acao = get('access-control-allow-origin');
    if (acao !== undefined && acao.trim() === '*') {
      if ((get('access-control-allow-credentials') ?? '').trim().toLowerCase() === 'true') {
        score -= 20;
        checks.push({ header: 'Access-Control-Allow-Origin', status: 'bad', value: acao, message: 'A wildcard origin with credentials is refused by browsers and signals a misconfigured CORS policy.' });
      } else {
        checks.push({ header: 'Access-Control-Allow-Origin', status: 'info', value: acao, message: 'Any site can read these responses: fine for public data, wrong for anything user-specific.' });
      }
    }

    score = Math.max(0, Math.min(100, Math.round(score)));
    const grade = score >= 95 ? 'A+' : score >= 85 ? 'A' : score >= 70 ? 'B' : score >= 55 ? 'C' : score >= 40 ? 'D' : 'F';
    const missing = checks.filter((check) => check.status === 'missing').map((check) => check.header);
    return { score, grade, checks, missing };
  },
});
