import { ToolError, defineTool, nullable } from '../define.ts';

type Severity = 'high' | 'medium' | 'low' | 'info';

interface Finding {
  severity: Severity;
  directive: string | null;
  message: string;
}

interface Directive {
  name: string;
  values: string[];
}

/** Directive names from CSP Level 3 and its companion specs (plus deprecated ones still seen in the wild). */
const knownDirectives = new Set([
  'default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr',
  'img-src', 'font-src', 'connect-src', 'media-src', 'object-src', 'frame-src', 'child-src', 'worker-src', 'manifest-src',
  'prefetch-src', 'base-uri', 'form-action', 'frame-ancestors', 'navigate-to', 'sandbox', 'report-uri', 'report-to',
  'upgrade-insecure-requests', 'block-all-mixed-content', 'require-trusted-types-for', 'trusted-types', 'plugin-types',
  'require-sri-for', 'fenced-frame-src', 'webrtc',
]);
const deprecated: Record<string, string> = {
  'block-all-mixed-content': 'is deprecated: browsers now block or upgrade mixed content by themselves.',
  'plugin-types': 'is obsolete: plugins are gone; use object-src \'none\'.',
  'prefetch-src': 'is deprecated and ignored by current browsers.',
  'require-sri-for': 'was never standardised and is ignored.',
  'navigate-to': 'was dropped from the specification and is ignored.',
  'report-uri': 'is deprecated in favour of report-to (keep both for older browsers).',
};
/** Directives that fall back to default-src when absent. */
const fetchDirectives = [
  'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'media-src', 'object-src', 'frame-src', 'child-src',
  'worker-src', 'manifest-src',
];

const isNonceOrHash = (source: string) => /^'(nonce-|sha256-|sha384-|sha512-)/i.test(source);

/** Parses one serialized policy (RFC-style: directives split on ";", tokens on ASCII whitespace; first duplicate wins). */
function parse(policy: string, findings: Finding[]): Directive[] {
  const directives: Directive[] = [];
  const duplicates = new Map<string, number>();
  for (const part of policy.split(';')) {
    const tokens = part.trim().split(/[\t\n\f\r ]+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const name = tokens[0]!.toLowerCase();
    if (duplicates.has(name)) {
      duplicates.set(name, duplicates.get(name)! + 1);
      continue;
    }
    duplicates.set(name, 0);
    directives.push({ name, values: tokens.slice(1) });
  }
  for (const [name, extra] of duplicates) {
    if (extra > 0) {
      const times = extra === 1 ? 'once more' : `${extra} more times`;
      findings.push({ severity: 'low', directive: name, message: `${name} appears ${times}: browsers ignore every occurrence after the first.` });
    }
  }
  return directives;
}

function analyse(directives: Directive[], findings: Finding[]): void {
  const byName = new Map(directives.map((directive) => [directive.name, directive.values]));
  const add = (severity: Severity, directive: string | null, message: string) => findings.push({ severity, directive, message });

  for (const { name, values } of directives) {
    if (!knownDirectives.has(name)) add('low', name, `Unknown directive "${name}" (a typo?): browsers ignore it.`);
    else if (deprecated[name]) add('info', name, `${name} ${deprecated[name]}`);
    for (const value of values) {
      const lower = value.toLowerCase();
      if (/^(self|none|unsafe-inline|unsafe-eval|strict-dynamic|unsafe-hashes|wasm-unsafe-eval|report-sample)$/.test(lower)) {
        add('medium', name, `${value} must be quoted ('${lower}'); unquoted it is read as a host name.`);
      }
      if (lower.startsWith('http:') && name !== 'report-uri') {
        add('medium', name, `${value} allows loading over unencrypted HTTP; use https:.`);
      }
    }
  }

  // The effective script policy: script-src, else default-src.
  const scriptName = byName.has('script-src') ? 'script-src' : byName.has('default-src') ? 'default-src' : null;
  if (scriptName === null) {
    add('high', null, 'No script-src or default-src: scripts may load from anywhere. Add script-src (with nonces or hashes).');
  } else {
    const sources = byName.get(scriptName)!.map((source) => source.toLowerCase());
    const hasNonceOrHash = sources.some(isNonceOrHash);
    const strictDynamic = sources.includes("'strict-dynamic'");
    if (sources.includes("'unsafe-inline'")) {
      if (hasNonceOrHash) {
        add('low', scriptName, "'unsafe-inline' is ignored by CSP2+ browsers because a nonce or hash is present (kept only as a fallback for old browsers).");
      } else {
        add('high', scriptName, "'unsafe-inline' lets any injected inline script run, defeating XSS protection. Use nonces or hashes.");
      }
    }
    if (sources.includes("'unsafe-eval'")) add('medium', scriptName, "'unsafe-eval' allows eval() and new Function(), turning string injection into code execution.");
    if (!strictDynamic) {
      for (const source of sources) {
        if (source === '*') add('high', scriptName, 'A wildcard (*) source lets scripts load from any host.');
        else if (source === 'data:') add('high', scriptName, 'data: URIs let an attacker inline a script as a URL.');
        else if (source === 'blob:') add('medium', scriptName, 'blob: URLs can run scripts built at runtime.');
        else if (source === 'https:' || source === 'http:') add('high', scriptName, `The scheme-only source ${source} allows scripts from any host.`);
        else if (/^(https?:\/\/)?\*\./.test(source)) add('low', scriptName, `${source} trusts every subdomain; any of them hosting user content or JSONP weakens the policy.`);
      }
    } else {
      add('info', scriptName, "'strict-dynamic' is set: host and scheme sources are ignored by CSP3 browsers, trust flows from nonces/hashes.");
    }
    if (!hasNonceOrHash && !sources.includes("'none'")) {
      add('low', scriptName, 'An allowlist without nonces or hashes is often bypassable (JSONP, script gadgets on allowed hosts); prefer a nonce-based strict policy.');
    }
  }

  const objectSources = byName.get('object-src') ?? byName.get('default-src');
  if (!objectSources) add('high', 'object-src', "object-src is missing (and no default-src): plugins can load from anywhere. Set object-src 'none'.");
  else if (!objectSources.map((s) => s.toLowerCase()).includes("'none'")) {
    add('medium', byName.has('object-src') ? 'object-src' : 'default-src', "object-src is not 'none': <object>/<embed> can still load plugin content.");
  }
  if (!byName.has('base-uri')) add('medium', 'base-uri', "base-uri is missing: an injected <base> tag can redirect relative script URLs. Set base-uri 'none' or 'self'.");
  if (!byName.has('default-src')) add('medium', 'default-src', "default-src is missing: fetch directives you did not list are unrestricted. Start with default-src 'self' (or 'none').");
  else {
    const missing = fetchDirectives.filter((name) => !byName.has(name));
    if (missing.length > 0 && byName.get('default-src')!.some((s) => s === '*')) {
      add('medium', 'default-src', `default-src * leaves ${missing.join(', ')} open to any host.`);
    }
  }
  if (!byName.has('frame-ancestors')) add('low', 'frame-ancestors', "frame-ancestors is missing: the page can be framed (clickjacking) unless X-Frame-Options says otherwise. Set frame-ancestors 'none' or 'self'.");
  if (!byName.has('form-action')) add('low', 'form-action', 'form-action is missing: injected forms can post to any host (it does not fall back to default-src).');
  const styleName = byName.has('style-src') ? 'style-src' : byName.has('default-src') ? 'default-src' : null;
  if (styleName && byName.get(styleName)!.map((s) => s.toLowerCase()).includes("'unsafe-inline'")) {
    add('low', styleName, "'unsafe-inline' styles allow CSS injection (data exfiltration via selectors, UI redress).");
  }
  if (!byName.has('report-uri') && !byName.has('report-to')) add('info', null, 'No report-to or report-uri: violations go unreported.');
  if (byName.has('upgrade-insecure-requests') && byName.get('upgrade-insecure-requests')!.length > 0) {
    add('low', 'upgrade-insecure-requests', 'upgrade-insecure-requests takes no value; the value is ignored.');
  }
}

const severityOrder: Severity[] = ['high', 'medium', 'low', 'info'];
const MAX_FINDINGS = 100;

export default defineTool({
  slug: 'csp-analyzer',
  name: 'Content-Security-Policy analyzer',
  category: 'security',
  description:
    "Parses a Content-Security-Policy header (the \"Content-Security-Policy:\" name is optional; comma-separated policies are analysed separately) into directives and flags risky or missing parts: 'unsafe-inline', 'unsafe-eval', wildcards, data:/https: script sources, missing object-src, base-uri, frame-ancestors, form-action, unknown or duplicate directives. Returns findings by severity and a 0–100 score.",
  inputSchema: {
    type: 'object',
    properties: {
      policy: { type: 'string', minLength: 1, maxLength: 50_000, description: 'The header value, with or without "Content-Security-Policy:".' },
    },
    required: ['policy'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      policies: {
        type: 'array',
        description: 'Each comma-separated policy; all of them are enforced together.',
        items: {
          type: 'object',
          properties: {
            directives: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: { type: 'string' }, values: { type: 'array', items: { type: 'string' } } },
                required: ['name', 'values'],
              },
            },
            findings: {
              type: 'array',
              description: 'Problems, most severe first (at most 100, then a note of how many were omitted).',
              items: {
                type: 'object',
                properties: {
                  severity: { type: 'string', enum: severityOrder },
                  directive: nullable({ type: 'string' }, { description: 'The directive concerned; null when the finding concerns no single directive.' }),
                  message: { type: 'string' },
                },
                required: ['severity', 'directive', 'message'],
              },
            },
            score: { type: 'integer', description: '100 minus 25 per high, 10 per medium and 3 per low finding, floored at 0.' },
          },
          required: ['directives', 'findings', 'score'],
        },
      },
      reportOnly: { type: 'boolean', description: 'True when the input named the Content-Security-Policy-Report-Only header: nothing is enforced.' },
    },
    required: ['policies', 'reportOnly'],
  },
  examples: [
    {
      inputs: { policy: "Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.example.com; img-src * data:" },
      result: {
        policies: [
          {
            directives: [
              { name: 'default-src', values: ["'self'"] },
              {
                name: 'script-src',
                values: ["'self'", "'unsafe-inline'", 'https://cdn.example.com'],
              },
              { name: 'img-src', values: ['*', 'data:'] },
            ],
            findings: [
              {
                severity: 'high',
                directive: 'script-src',
                message: "'unsafe-inline' lets any injected inline script run, defeating XSS protection. Use nonces or hashes.",
              },
              {
                severity: 'medium',
                directive: 'default-src',
                message: "object-src is not 'none': <object>/<embed> can still load plugin content.",
              },
              {
                severity: 'medium',
                directive: 'base-uri',
                message: "base-uri is missing: an injected <base> tag can redirect relative script URLs. Set base-uri 'none' or 'self'.",
              },
              {
                severity: 'low',
                directive: 'script-src',
                message: 'An allowlist without nonces or hashes is often bypassable (JSONP, script gadgets on allowed hosts); prefer a nonce-based strict policy.',
              },
              {
                severity: 'low',
                directive: 'frame-ancestors',
                message: "frame-ancestors is missing: the page can be framed (clickjacking) unless X-Frame-Options says otherwise. Set frame-ancestors 'none' or 'self'.",
              },
              {
                severity: 'low',
                directive: 'form-action',
                message: 'form-action is missing: injected forms can post to any host (it does not fall back to default-src).',
              },
              {
                severity: 'info',
                directive: null,
                message: 'No report-to or report-uri: violations go unreported.',
              },
            ],
            score: 46,
          },
        ],
        reportOnly: false,
      },
    },
    {
      inputs: {
        policy:
          "default-src 'none'; script-src 'nonce-r4nd0m' 'strict-dynamic'; style-src 'self'; img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; report-to csp-endpoint",
      },
      result: {
        policies: [
          {
            directives: [
              { name: 'default-src', values: ["'none'"] },
              { name: 'script-src', values: ["'nonce-r4nd0m'", "'strict-dynamic'"] },
              { name: 'style-src', values: ["'self'"] },
              { name: 'img-src', values: ["'self'"] },
              { name: 'connect-src', values: ["'self'"] },
              { name: 'object-src', values: ["'none'"] },
              { name: 'base-uri', values: ["'none'"] },
              { name: 'frame-ancestors', values: ["'none'"] },
              { name: 'form-action', values: ["'self'"] },
              { name: 'report-to', values: ['csp-endpoint'] },
            ],
            findings: [
              {
                severity: 'info',
                directive: 'script-src',
                message: "'strict-dynamic' is set: host and scheme sources are ignored by CSP3 browsers, trust flows from nonces/hashes.",
              },
            ],
            score: 100,
          },
        ],
        reportOnly: false,
      },
    },
  ],
  run({ policy }: { policy: string }) {
    let text = policy.trim();
    const header = /^(content-security-policy(-report-only)?)\s*:/i.exec(text);
    if (header) text = text.slice(header[0].length);
    const parts = text.split(',').filter((part) => part.trim() !== '');
    if (parts.length === 0) throw new ToolError('The policy is empty: give directives such as default-src \'self\'.');
    if (parts.length > 20) throw new ToolError(`The header holds ${parts.length} comma-separated policies; analyse at most 20 at a time.`);
    const policies = parts.map((part) => {
      const findings: Finding[] = [];
      const directives = parse(part, findings);
      analyse(directives, findings);
      findings.sort((x, y) => severityOrder.indexOf(x.severity) - severityOrder.indexOf(y.severity));
      const penalty = { high: 25, medium: 10, low: 3, info: 0 };
      const score = Math.max(0, 100 - findings.reduce((sum, finding) => sum + penalty[finding.severity], 0));
      if (findings.length > MAX_FINDINGS) {
        const omitted = findings.length - MAX_FINDINGS;
        findings.length = MAX_FINDINGS;
        findings.push({ severity: 'info', directive: null, message: `${omitted} less severe findings omitted.` });
      }
      return { directives, findings, score };
    });
    return { policies, reportOnly: Boolean(header?.[2]) };
  },
});
