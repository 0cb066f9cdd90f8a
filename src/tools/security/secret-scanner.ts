import { defineTool } from '../define.ts';

type Severity = 'high' | 'medium' | 'low';

interface Finding {
  type: string;
  description: string;
  severity: Severity;
  line: number;
  column: number;
  redacted: string;
  length: number;
}

interface Rule {
  type: string;
  description: string;
  severity: Severity;
  pattern: RegExp;
  /** The capture group holding the secret (0 = the whole match). */
  group: number;
  /** Literal strings one of which must occur for the rule to match (lowercase for case-insensitive rules): skips hopeless scans. */
  hints: string[];
  /** How to show the match without the secret; by default the secret's first characters only. */
  redact?: (match: RegExpExecArray) => string;
}

/** Specific token formats first: a later rule never reports a span an earlier one already covered. */
const rules: Rule[] = [
  {
    type: 'private-key',
    description: 'Private key block',
    severity: 'high',
    pattern: /-----BEGIN ((?:RSA |DSA |EC |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----/dg,
    group: 0,
    hints: ['PRIVATE KEY'],
    redact: (match) => match[0],
  },
  {
    type: 'aws-access-key-id',
    description: 'AWS access key ID',
    severity: 'high',
    pattern: /\b((?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16})\b/dg,
    group: 1,
    hints: ['AKIA', 'ASIA', 'ABIA', 'ACCA'],
  },
  {
    type: 'aws-secret-access-key',
    description: 'AWS secret access key',
    severity: 'high',
    pattern: /secret_?access_?key["']?\s{0,5}[:=]\s{0,5}["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/dgi,
    group: 1,
    hints: ['access'],
  },
  {
    type: 'github-token',
    description: 'GitHub token',
    severity: 'high',
    pattern: /\b(gh[pousr]_[A-Za-z0-9]{36,251})\b/dg,
    group: 1,
    hints: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
  },
  {
    type: 'github-token',
    description: 'GitHub fine-grained token',
    severity: 'high',
    pattern: /\b(github_pat_[A-Za-z0-9_]{82})\b/dg,
    group: 1,
    hints: ['github_pat_'],
  },
  {
    type: 'gitlab-token',
    description: 'GitLab personal access token',
    severity: 'high',
    pattern: /\b(glpat-[A-Za-z0-9_-]{20,255})/dg,
    group: 1,
    hints: ['glpat-'],
  },
  {
    type: 'slack-token',
    description: 'Slack token',
    severity: 'high',
    pattern: /\b(xox[abposr]-[A-Za-z0-9-]{10,255})/dg,
    group: 1,
    hints: ['xox'],
  },
  {
    type: 'slack-webhook',
    description: 'Slack incoming webhook URL',
    severity: 'medium',
    pattern: /https:\/\/hooks\.slack\.com\/services\/(T[A-Z0-9]{6,20}\/B[A-Z0-9]{6,20}\/[A-Za-z0-9]{16,40})/dg,
    group: 1,
    hints: ['hooks.slack.com'],
    redact: (match) => `https://hooks.slack.com/services/${match[1]!.slice(0, 4)}…`,
  },
  {
    type: 'stripe-key',
    description: 'Stripe live secret or restricted key',
    severity: 'high',
    pattern: /\b((?:sk|rk)_live_[A-Za-z0-9]{16,247})\b/dg,
    group: 1,
    hints: ['_live_'],
  },
  {
    type: 'stripe-key',
    description: 'Stripe test-mode key',
    severity: 'low',
    pattern: /\b((?:sk|rk)_test_[A-Za-z0-9]{16,247})\b/dg,
    group: 1,
    hints: ['_test_'],
  },
  {
    type: 'google-api-key',
    description: 'Google API key',
    severity: 'high',
    pattern: /\b(AIza[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])/dg,
    group: 1,
    hints: ['AIza'],
  },
  {
    type: 'anthropic-api-key',
    description: 'Anthropic API key',
    severity: 'high',
    pattern: /\b(sk-ant-[A-Za-z0-9_-]{20,255})/dg,
    group: 1,
    hints: ['sk-ant-'],
  },
  {
    type: 'openai-api-key',
    description: 'OpenAI-style API key',
    severity: 'high',
    pattern: /\b(sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255})/dg,
    group: 1,
    hints: ['sk-'],
  },
  {
    type: 'npm-token',
    description: 'npm access token',
    severity: 'high',
    pattern: /\b(npm_[A-Za-z0-9]{36})\b/dg,
    group: 1,
    hints: ['npm_'],
  },
  {
    type: 'sendgrid-key',
    description: 'SendGrid API key',
    severity: 'high',
    pattern: /\b(SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/dg,
    group: 1,
    hints: ['SG.'],
  },
];

/** [A-Za-z0-9_-] by character code. */
function isBase64urlCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45;
}

/** End of the run of Base64url characters starting at `from`. */
function runEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isBase64urlCode(text.charCodeAt(i))) i++;
  return i;
}

/**
 * JSON Web Tokens: eyJ….eyJ….signature. Scanned by hand rather than with a regular expression, whose backtracking
 * over long Base64url runs would be quadratic on crafted input; every character is visited a bounded number of times.
 */
function findJwts(text: string): Array<{ start: number; value: string }> {
  const found: Array<{ start: number; value: string }> = [];
  let from = 0;
  for (let at = text.indexOf('eyJ', from); at >= 0; at = text.indexOf('eyJ', from)) {
    const headerEnd = runEnd(text, at);
    from = Math.max(headerEnd, at + 3);
    if (at > 0 && isBase64urlCode(text.charCodeAt(at - 1))) continue;
    if (headerEnd - at < 11 || text[headerEnd] !== '.' || !text.startsWith('eyJ', headerEnd + 1)) continue;
    const payloadEnd = runEnd(text, headerEnd + 1);
    if (payloadEnd - headerEnd - 1 < 11 || text[payloadEnd] !== '.') continue;
    const signatureEnd = runEnd(text, payloadEnd + 1);
    from = Math.max(from, signatureEnd);
    if (signatureEnd - payloadEnd - 1 < 16) continue;
    found.push({ start: at, value: text.slice(at, signatureEnd) });
  }
  return found;
}

/** Names whose value is a credential when assigned; found first, then the assignment around them is read by hand. */
const keyword = /password|passwd|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|auth[_-]?key|private[_-]?key|credential/gi;
const dummyValue = /^(?:\$\{.*\}|\$\(.*\)|\$[A-Z_]+|<.*>|\{\{.*\}\}|%\(.*\)s|x+|\*+|\.+|changeme|change_me|password|secret|example|dummy|redacted|null|none|true|false|undefined|your[_-].*|.*_here|process\.env.*|os\.environ.*|env\(.*|getenv.*)$/i;

/** [A-Za-z0-9_.-] by character code (called per character, so no regular expression). */
function isIdentifierCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 46 || code === 45
  );
}

/** Characters that end an unquoted value: whitespace, quotes, ; , ) */
function endsValue(code: number): boolean {
  return code <= 32 || code === 34 || code === 39 || code === 96 || code === 59 || code === 44 || code === 41;
}

function shannonEntropy(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let entropy = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

function redactValue(value: string): string {
  const keep = value.length >= 16 ? 4 : value.length >= 10 ? 2 : 0;
  return `${value.slice(0, keep)}…`;
}

/**
 * `name = "value"`, `name: value`, `"name": "value"`, `name => 'value'` around a keyword match; null when it is not an
 * assignment. `end` is where the identifier holding the keyword ends, so the caller can skip the rest of it.
 */
function readAssignment(
  text: string,
  at: number,
  length: number,
): { end: number; assignment: { start: number; value: string; isPassword: boolean } | null } {
  let nameStart = at;
  while (nameStart > 0 && at - nameStart < 40 && isIdentifierCode(text.charCodeAt(nameStart - 1))) nameStart--;
  let i = at + length;
  while (i < text.length && i - at < 60 && isIdentifierCode(text.charCodeAt(i))) i++;
  const end = i;
  const name = text.slice(nameStart, i).toLowerCase();
  if (text[i] === '"' || text[i] === "'") i++;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] === ':' && text[i + 1] === '=') i += 2;
  else if (text[i] === '=' && text[i + 1] === '>') i += 2;
  else if (text[i] === '=' || text[i] === ':') i++;
  else return { end, assignment: null };
  if (text[i] === '=') return { end, assignment: null }; // a comparison (==), not an assignment
  while (text[i] === ' ' || text[i] === '\t') i++;
  const quote = text[i] === '"' || text[i] === "'" || text[i] === '`' ? text[i]! : null;
  if (quote) i++;
  const start = i;
  while (i < text.length && i - start <= 200 && !endsValue(text.charCodeAt(i))) i++;
  if (quote && text[i] !== quote) return { end, assignment: null };
  return { end, assignment: { start, value: text.slice(start, i), isPassword: /pass|pwd/.test(name) } };
}

const schemeCode = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 43 || code === 46 || code === 45;

/**
 * user:password@ right after "scheme://", found from each "://" by hand (a regular expression would retry the
 * scheme at every word boundary). Returns where the password starts, the password and the masked prefix.
 */
function findUrlCredentials(text: string): Array<{ start: number; value: string; redacted: string }> {
  const found: Array<{ start: number; value: string; redacted: string }> = [];
  for (let at = text.indexOf('://'); at >= 0; at = text.indexOf('://', at + 3)) {
    let schemeStart = at;
    while (schemeStart > 0 && at - schemeStart < 20 && schemeCode(text.charCodeAt(schemeStart - 1))) schemeStart--;
    if (schemeStart === at || !/[A-Za-z]/.test(text[schemeStart]!)) continue;
    let i = at + 3;
    const userStart = i;
    while (i < text.length && i - userStart < 100 && !/[\s:@/]/.test(text[i]!)) i++;
    if (i === userStart || text[i] !== ':') continue;
    const passwordStart = ++i;
    while (i < text.length && i - passwordStart < 200 && !/[\s@/]/.test(text[i]!)) i++;
    if (text[i] !== '@' || i - passwordStart < 3) continue;
    found.push({
      start: passwordStart,
      value: text.slice(passwordStart, i),
      redacted: `${text.slice(schemeStart, passwordStart)}****@`,
    });
  }
  return found;
}

const MAX_FINDINGS = 500;

export default defineTool({
  slug: 'secret-scanner',
  name: 'Secret scanner',
  category: 'security',
  description:
    'Finds likely leaked secrets in text or code: AWS, GitHub, GitLab, Slack, Stripe, Google, OpenAI/Anthropic, npm and SendGrid keys, private key blocks, JWTs, passwords in URLs, and hard-coded passwords or high-entropy values assigned to secret-looking names. Reports type, severity, line and column with the secret redacted — never echoed in full.',
  inputSchema: {
    type: 'object',
    properties: { text: { type: 'string', maxLength: 1_000_000, description: 'Source code, config, logs or any text to scan.' } },
    required: ['text'],
  },
  // Linear, but a megabyte through some twenty scanners can take longer than a light tool may.
  heavy: true,
  outputSchema: {
    type: 'object',
    properties: {
      findings: {
        type: 'array',
        description: 'In order of position (at most 500).',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', description: 'Rule id, e.g. aws-access-key-id, github-token, generic-secret.' },
            description: { type: 'string' },
            severity: { type: 'string', enum: ['high', 'medium', 'low'] },
            line: { type: 'integer', description: '1-based line of the secret.' },
            column: { type: 'integer', description: '1-based column (UTF-16 code units) where the secret starts.' },
            redacted: { type: 'string', description: 'At most the first few characters of the secret, or a masked form.' },
            length: { type: 'integer', description: 'Length of the secret in characters (for a private key, of its BEGIN line).' },
          },
          required: ['type', 'description', 'severity', 'line', 'column', 'redacted', 'length'],
        },
      },
      counts: {
        type: 'object',
        properties: { high: { type: 'integer' }, medium: { type: 'integer' }, low: { type: 'integer' } },
        required: ['high', 'medium', 'low'],
      },
      truncated: { type: 'boolean', description: 'True when more than 500 findings were found and the rest left out.' },
    },
    required: ['findings', 'counts', 'truncated'],
  },
  examples: [
    {
      inputs: {
        text: [
          '# .env',
          'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE',
          'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
          'DATABASE_URL=postgres://app:s3cr3t-Pa55@db.internal:5432/app',
          'DB_PASSWORD=${DB_PASSWORD}',
        ].join('\n'),
      },
      result: {
        findings: [
          {
            type: 'aws-access-key-id',
            description: 'AWS access key ID',
            severity: 'high',
            line: 2,
            column: 19,
            redacted: 'AKIA…',
            length: 20,
          },
          {
            type: 'aws-secret-access-key',
            description: 'AWS secret access key',
            severity: 'high',
            line: 3,
            column: 23,
            redacted: 'wJal…',
            length: 40,
          },
          {
            type: 'url-credentials',
            description: 'Password embedded in a URL',
            severity: 'high',
            line: 4,
            column: 29,
            redacted: 'postgres://app:****@',
            length: 11,
          },
        ],
        counts: { high: 3, medium: 0, low: 0 },
        truncated: false,
      },
    },
    {
      inputs: {
        text: [
          'const config = {',
          "  apiKey: 'Zx8Qm2Lr7Vt4Np9Ks3Hw6Jd1Fc5Bg0Ye',",
          "  password: 'hunter22',",
          '  debug: true,',
          '};',
          '-----BEGIN OPENSSH PRIVATE KEY-----',
        ].join('\n'),
      },
      result: {
        findings: [
          {
            type: 'generic-secret',
            description: 'High-entropy value assigned to a secret-looking name',
            severity: 'medium',
            line: 2,
            column: 12,
            redacted: 'Zx8Q…',
            length: 32,
          },
          {
            type: 'hard-coded-password',
            description: 'Hard-coded password',
            severity: 'medium',
            line: 3,
            column: 14,
            redacted: '…',
            length: 8,
          },
          {
            type: 'private-key',
            description: 'Private key block',
            severity: 'high',
            line: 6,
            column: 1,
            redacted: '-----BEGIN OPENSSH PRIVATE KEY-----',
            length: 35,
          },
        ],
        counts: { high: 1, medium: 2, low: 0 },
        truncated: false,
      },
    },
  ],
  run({ text }: { text: string }) {
    const lineStarts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    const locate = (offset: number) => {
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (lineStarts[mid]! <= offset) low = mid;
        else high = mid - 1;
      }
      return { line: low + 1, column: offset - lineStarts[low]! + 1 };
    };
    const spans: Array<[number, number]> = [];
    const overlaps = (start: number, end: number) => spans.some(([s, e]) => start < e && end > s);
    const raw: Array<Finding & { offset: number }> = [];
    const add = (type: string, description: string, severity: Severity, start: number, value: string, redacted: string) => {
      spans.push([start, start + value.length]);
      raw.push({ type, description, severity, ...locate(start), redacted, length: value.length, offset: start });
    };

    const lower = text.toLowerCase();
    for (const rule of rules) {
      const haystack = rule.pattern.ignoreCase ? lower : text;
      if (!rule.hints.some((hint) => haystack.includes(hint))) continue;
      rule.pattern.lastIndex = 0;
      for (let match = rule.pattern.exec(text); match !== null; match = rule.pattern.exec(text)) {
        if (raw.length > MAX_FINDINGS * 4) break;
        const value = match[rule.group]!;
        const start = match.indices![rule.group]![0];
        if (overlaps(start, start + value.length)) continue;
        add(rule.type, rule.description, rule.severity, start, value, rule.redact ? rule.redact(match) : redactValue(value));
      }
    }

    for (const { start, value } of findJwts(text)) {
      if (raw.length > MAX_FINDINGS * 4) break;
      if (!overlaps(start, start + value.length)) {
        add('jwt', 'JSON Web Token (may grant access until it expires)', 'medium', start, value, redactValue(value));
      }
    }

    for (const { start, value, redacted } of findUrlCredentials(text)) {
      if (raw.length > MAX_FINDINGS * 4) break;
      if (!overlaps(start, start + value.length)) add('url-credentials', 'Password embedded in a URL', 'high', start, value, redacted);
    }

    keyword.lastIndex = 0;
    for (let match = keyword.exec(text); match !== null; match = keyword.exec(text)) {
      if (raw.length > MAX_FINDINGS * 4) break;
      const { end, assignment } = readAssignment(text, match.index, match[0].length);
      // Other keywords inside the same identifier would read the same assignment: skip past it.
      keyword.lastIndex = Math.max(keyword.lastIndex, end);
      if (!assignment) continue;
      const { start, value, isPassword } = assignment;
      keyword.lastIndex = Math.max(keyword.lastIndex, start + value.length);
      if (dummyValue.test(value)) continue;
      const password = isPassword && value.length >= 6;
      if (!password && (isPassword || value.length < 16 || shannonEntropy(value) < 3.5)) continue;
      if (overlaps(start, start + value.length)) continue;
      if (password) add('hard-coded-password', 'Hard-coded password', 'medium', start, value, redactValue(value));
      else add('generic-secret', 'High-entropy value assigned to a secret-looking name', 'medium', start, value, redactValue(value));
    }

    raw.sort((a, b) => a.offset - b.offset);
    const findings = raw.slice(0, MAX_FINDINGS).map(({ offset: _offset, ...finding }) => finding);
    const counts = { high: 0, medium: 0, low: 0 };
    for (const finding of findings) counts[finding.severity]++;
    return { findings, counts, truncated: raw.length > MAX_FINDINGS };
  },
});
