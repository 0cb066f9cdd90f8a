import { ToolError, defineTool } from '../define.ts';

type Confidence = 'high' | 'medium' | 'low';
interface Candidate {
  name: string;
  hashcatMode: number | null;
  johnFormat: string | null;
  confidence: Confidence;
}
type Row = [name: string, hashcatMode: number | null, johnFormat: string | null];

/** Self-describing formats: a prefix or layout that names the algorithm (hashcat example hashes, John the Ripper formats). */
const STRUCTURED: [RegExp, ...Row][] = [
  [/^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/, 'bcrypt', 3200, 'bcrypt'],
  [/^\$argon2(id|i|d)\$(v=\d+\$)?m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, 'Argon2', 34000, 'argon2'],
  [/^\$6\$(rounds=\d+\$)?[./A-Za-z0-9]{0,16}\$[./A-Za-z0-9]{86}$/, 'sha512crypt (Unix SHA-512)', 1800, 'sha512crypt'],
  [/^\$5\$(rounds=\d+\$)?[./A-Za-z0-9]{0,16}\$[./A-Za-z0-9]{43}$/, 'sha256crypt (Unix SHA-256)', 7400, 'sha256crypt'],
  [/^\$1\$[./A-Za-z0-9]{0,8}\$[./A-Za-z0-9]{22}$/, 'md5crypt (Unix MD5)', 500, 'md5crypt'],
  [/^\$apr1\$[./A-Za-z0-9]{0,8}\$[./A-Za-z0-9]{22}$/, 'Apache apr1 MD5', 1600, 'md5crypt'],
  [/^\$md5(,rounds=\d+)?\$[./A-Za-z0-9]+\$\$?[./A-Za-z0-9]{22}$/, 'SunMD5 (Solaris)', 3300, 'sunmd5'],
  [/^\$sha1\$\d+\$[./A-Za-z0-9]+\$[./A-Za-z0-9]{28}$/, 'sha1crypt (NetBSD)', 15100, 'sha1crypt'],
  [/^\$y\$[./A-Za-z0-9]+\$[./A-Za-z0-9]+\$[./A-Za-z0-9]{43}$/, 'yescrypt', null, 'crypt'],
  [/^\$7\$[./A-Za-z0-9]{11,}\$[./A-Za-z0-9]{43}$/, 'scrypt (crypt $7$)', null, 'scrypt'],
  [/^_[./A-Za-z0-9]{19}$/, 'BSDi extended DES crypt', 12400, 'bsdicrypt'],
  [/^\$[PH]\$[./A-Za-z0-9]{31}$/, 'phpass (WordPress, phpBB3)', 400, 'phpass'],
  [/^\$S\$[./A-Za-z0-9]{52}$/, 'Drupal 7', 7900, 'drupal7'],
  [/^\{SHA\}[A-Za-z0-9+/]{27}=$/, 'SHA-1 (LDAP {SHA})', 101, 'nsldap'],
  [/^\{SSHA\}[A-Za-z0-9+/]{28,}={0,2}$/, 'Salted SHA-1 (LDAP {SSHA})', 111, 'salted-sha1'],
  [/^\{SSHA256\}[A-Za-z0-9+/]{44,}={0,2}$/, 'Salted SHA-256 (LDAP {SSHA256})', 1411, null],
  [/^\{SSHA512\}[A-Za-z0-9+/]{88,}={0,2}$/, 'Salted SHA-512 (LDAP {SSHA512})', 1711, null],
  [/^\$pbkdf2-sha256\$\d+\$[./A-Za-z0-9+]+\$[./A-Za-z0-9+]{43}$/, 'PBKDF2-HMAC-SHA256 (passlib)', 20300, 'pbkdf2-hmac-sha256'],
  [/^\$pbkdf2-sha512\$\d+\$[./A-Za-z0-9+]+\$[./A-Za-z0-9+]{86}$/, 'PBKDF2-HMAC-SHA512 (passlib)', 20200, 'pbkdf2-hmac-sha512'],
  [/^\$pbkdf2\$\d+\$[./A-Za-z0-9+]+\$[./A-Za-z0-9+]{27}$/, 'PBKDF2-HMAC-SHA1 (passlib)', 20400, 'pbkdf2-hmac-sha1'],
  [/^pbkdf2_sha256\$\d+\$[^$]+\$[A-Za-z0-9+/]{43}=$/, 'Django PBKDF2-SHA256', 10000, 'django'],
  [/^sha1\$[^$]*\$[0-9a-f]{40}$/, 'Django SHA-1', 124, null],
  [/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[./A-Za-z0-9+]+\$[./A-Za-z0-9+]+$/, 'scrypt (passlib)', null, 'scrypt'],
  [/^SCRYPT:\d+:\d+:\d+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/, 'scrypt', 8900, 'scrypt'],
  [/^\$8\$[./A-Za-z0-9]{14}\$[./A-Za-z0-9]{43}$/, 'Cisco IOS type 8 (PBKDF2-SHA256)', 9200, 'pbkdf2-hmac-sha256'],
  [/^\$9\$[./A-Za-z0-9]{14}\$[./A-Za-z0-9]{43}$/, 'Cisco IOS type 9 (scrypt)', 9300, 'cisco9'],
  [/^\*[0-9A-Fa-f]{40}$/, 'MySQL 4.1+ (double SHA-1)', 300, 'mysql-sha1'],
  [/^md5[0-9a-f]{32}$/, 'PostgreSQL MD5', 12, 'postgres'],
  [/^SCRAM-SHA-256\$\d+:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/, 'PostgreSQL SCRAM-SHA-256', 28600, null],
  [/^\$NT\$[0-9a-f]{32}$/i, 'NTLM', 1000, 'nt'],
  [/^\$DCC2\$\d+#[^#]+#[0-9a-f]{32}$/i, 'Domain Cached Credentials 2 (mscash2)', 2100, 'mscash2'],
  [/^[^:]+::[^:]*:[0-9a-f]{16}:[0-9a-f]{32}:[0-9a-f]+$/i, 'NetNTLMv2', 5600, 'netntlmv2'],
  [/^[^:]+::[^:]*:[0-9a-f]{48}:[0-9a-f]{48}:[0-9a-f]{16}$/i, 'NetNTLMv1', 5500, 'netntlm'],
  [/^\$krb5tgs\$23\$/, 'Kerberos 5 TGS-REP etype 23', 13100, 'krb5tgs'],
  [/^\$krb5asrep\$23\$/, 'Kerberos 5 AS-REP etype 23', 18200, 'krb5asrep'],
  [/^\$ml\$\d+\$[0-9a-f]{64}\$[0-9a-f]{128}$/i, 'macOS PBKDF2-SHA512', 7100, 'pbkdf2-hmac-sha512'],
  [/^\$office\$\*2007\*/, 'MS Office 2007', 9400, 'office'],
  [/^\$office\$\*2010\*/, 'MS Office 2010', 9500, 'office'],
  [/^\$office\$\*2013\*/, 'MS Office 2013', 9600, 'office'],
  [/^\$zip2\$/, 'WinZip AES', 13600, 'zip'],
  [/^\$7z\$/, '7-Zip', 11600, '7z'],
  [/^\$bitcoin\$/, 'Bitcoin/Litecoin wallet.dat', 11300, 'bitcoin'],
  [/^\$ethereum\$p\*/, 'Ethereum wallet (PBKDF2-HMAC-SHA256)', 15600, 'ethereum'],
  [/^\$ethereum\$s\*/, 'Ethereum wallet (scrypt)', 15700, 'ethereum'],
  [/^\$keepass\$\*/, 'KeePass', 13400, 'keepass'],
  [/^\$BLAKE2\$[0-9a-f]{128}$/, 'BLAKE2b-512', 600, 'raw-blake2'],
  [/^eyJ[A-Za-z0-9_-]*\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{43}$/, 'JWT (HS256)', 16500, 'HMAC-SHA256'],
];

/** Bare hex digests by length: the first listed is the most common (medium), the rest are low. */
const HEX: Record<number, Row[]> = {
  8: [['CRC-32', 11500, 'crc32'], ['CRC-32C', 27900, null], ['Adler-32', null, null], ['FNV-1a-32', null, null]],
  16: [['MySQL 3.2.3 (OLD_PASSWORD)', 200, 'mysql'], ['LM (one half)', 3000, 'lm'], ['Half MD5', 5100, null], ['CRC-64', 28000, null]],
  32: [
    ['MD5', 0, 'raw-md5'],
    ['NTLM', 1000, 'nt'],
    ['MD4', 900, 'raw-md4'],
    ['LM', 3000, 'lm'],
    ['MD2', null, 'md2'],
    ['RIPEMD-128', null, null],
    ['Tiger-128', null, null],
  ],
  40: [
    ['SHA-1', 100, 'raw-sha1'],
    ['RIPEMD-160', 6000, 'ripemd-160'],
    ['MySQL 4.1+ without the leading *', 300, 'mysql-sha1'],
    ['Tiger-160', null, null],
    ['HAS-160', null, null],
  ],
  48: [['Tiger-192', null, 'tiger']],
  56: [['SHA-224', 1300, 'raw-sha224'], ['SHA3-224', 17300, null], ['Keccak-224', 17700, null], ['SHA-512/224', null, null]],
  64: [
    ['SHA-256', 1400, 'raw-sha256'],
    ['SHA3-256', 17400, null],
    ['Keccak-256', 17800, 'raw-keccak-256'],
    ['BLAKE2s-256', null, null],
    ['BLAKE2b-256', null, null],
    ['GOST R 34.11-2012 (Streebog) 256', 11700, null],
    ['SHA-512/256', null, null],
    ['RIPEMD-256', null, null],
  ],
  80: [['RIPEMD-320', null, null]],
  96: [['SHA-384', 10800, 'raw-sha384'], ['SHA3-384', 17500, null], ['Keccak-384', 17900, null]],
  128: [
    ['SHA-512', 1700, 'raw-sha512'],
    ['SHA3-512', 17600, 'raw-sha3'],
    ['Keccak-512', 18000, 'raw-keccak'],
    ['BLAKE2b-512', 600, 'raw-blake2'],
    ['Whirlpool', 6100, 'whirlpool'],
    ['GOST R 34.11-2012 (Streebog) 512', 11800, null],
  ],
};

/** hex:salt forms of common salted digests (all low: the order of password and salt is not visible). */
const SALTED: Record<number, Row[]> = {
  32: [['md5($pass.$salt)', 10, null], ['md5($salt.$pass)', 20, null], ['HMAC-MD5 (key = $salt)', 60, null]],
  40: [['sha1($pass.$salt)', 110, null], ['sha1($salt.$pass)', 120, null], ['HMAC-SHA1 (key = $salt)', 160, null]],
  64: [['sha256($pass.$salt)', 1410, null], ['sha256($salt.$pass)', 1420, null], ['HMAC-SHA256 (key = $salt)', 1460, null]],
  128: [['sha512($pass.$salt)', 1710, null], ['sha512($salt.$pass)', 1720, null], ['HMAC-SHA512 (key = $salt)', 1760, null]],
};

/** Base64 of a raw digest, by decoded length. */
const BASE64: Record<number, string[]> = {
  16: ['MD5', 'NTLM', 'MD4'],
  20: ['SHA-1', 'RIPEMD-160'],
  32: ['SHA-256', 'SHA3-256', 'BLAKE2s-256'],
  48: ['SHA-384', 'SHA3-384'],
  64: ['SHA-512', 'SHA3-512', 'BLAKE2b-512'],
};

const candidate = ([name, hashcatMode, johnFormat]: Row, confidence: Confidence): Candidate => ({ name, hashcatMode, johnFormat, confidence });

export default defineTool({
  slug: 'hash-identifier',
  name: 'Hash identifier',
  category: 'security',
  description:
    'Lists the hash algorithms a string could come from, most likely first, with hashcat mode and John the Ripper format (null where none). Self-describing formats ($2b$, $argon2id$, $6$, $5$, $1$, $apr1$, $y$, {SHA}, {SSHA}, $pbkdf2-sha256$, pbkdf2_sha256$, $scrypt$, *MySQL, md5… PostgreSQL, NetNTLMv2, $krb5tgs$, $office$ …) are high confidence. A bare hex digest is identified by its length only: the most common algorithm of that length is medium (32: MD5; 40: SHA-1; 64: SHA-256; 128: SHA-512), the others low (NTLM, MD4, RIPEMD-160, SHA3, Keccak, BLAKE2, Whirlpool …). hex:salt and Base64 digests are low. Ambiguity is listed, never resolved: no tool can tell MD5 from NTLM by looking. Modes from the hashcat example-hashes list, formats from John the Ripper jumbo.',
  inputSchema: {
    type: 'object',
    properties: {
      hash: { type: 'string', minLength: 1, maxLength: 1024, description: 'The hash as found (surrounding white space is ignored).' },
    },
    required: ['hash'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      candidates: {
        type: 'array',
        description: 'Possible algorithms, most likely first (empty when nothing fits).',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            hashcatMode: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'hashcat -m value, or null.' },
            johnFormat: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'John the Ripper --format, or null.' },
            confidence: { type: 'string', enum: ['high', 'medium', 'low'] },
          },
          required: ['name', 'hashcatMode', 'johnFormat', 'confidence'],
        },
      },
      length: { type: 'integer', description: 'Characters in the trimmed hash.' },
      charset: { type: 'string', enum: ['hex', 'base64', 'crypt', 'other'], description: 'The character set the hash is written in.' },
    },
    required: ['candidates', 'length', 'charset'],
  },
  examples: [
    {
      "inputs": {
        "hash": "8743b52063cd84097a65d1633f5c74f5"
      },
      "result": {
        "candidates": [
          {
            "name": "MD5",
            "hashcatMode": 0,
            "johnFormat": "raw-md5",
            "confidence": "medium"
          },
          {
            "name": "NTLM",
            "hashcatMode": 1000,
            "johnFormat": "nt",
            "confidence": "low"
          },
          {
            "name": "MD4",
            "hashcatMode": 900,
            "johnFormat": "raw-md4",
            "confidence": "low"
          },
          {
            "name": "LM",
            "hashcatMode": 3000,
            "johnFormat": "lm",
            "confidence": "low"
          },
          {
            "name": "MD2",
            "hashcatMode": null,
            "johnFormat": "md2",
            "confidence": "low"
          },
          {
            "name": "RIPEMD-128",
            "hashcatMode": null,
            "johnFormat": null,
            "confidence": "low"
          },
          {
            "name": "Tiger-128",
            "hashcatMode": null,
            "johnFormat": null,
            "confidence": "low"
          }
        ],
        "length": 32,
        "charset": "hex"
      }
    },
    {
      "inputs": {
        "hash": "  B89EAAC7E61417341B710B727768294D0E6A277B\n"
      },
      "result": {
        "candidates": [
          {
            "name": "SHA-1",
            "hashcatMode": 100,
            "johnFormat": "raw-sha1",
            "confidence": "medium"
          },
          {
            "name": "RIPEMD-160",
            "hashcatMode": 6000,
            "johnFormat": "ripemd-160",
            "confidence": "low"
          },
          {
            "name": "MySQL 4.1+ without the leading *",
            "hashcatMode": 300,
            "johnFormat": "mysql-sha1",
            "confidence": "low"
          },
          {
            "name": "Tiger-160",
            "hashcatMode": null,
            "johnFormat": null,
            "confidence": "low"
          },
          {
            "name": "HAS-160",
            "hashcatMode": null,
            "johnFormat": null,
            "confidence": "low"
          }
        ],
        "length": 40,
        "charset": "hex"
      }
    },
    {
      "inputs": {
        "hash": "$2a$05$LhayLxezLhK1LhWvKxCyLOj0j1u.Kj0jZ0pEmm134uzrQlFvQJLF6"
      },
      "result": {
        "candidates": [
          {
            "name": "bcrypt",
            "hashcatMode": 3200,
            "johnFormat": "bcrypt",
            "confidence": "high"
          }
        ],
        "length": 60,
        "charset": "crypt"
      }
    },
    {
      "inputs": {
        "hash": "$6$52450745$k5ka2p8bFuSmoVT1tzOyyuaREkkKBcCNqoDKzYiJL9RaE8yMnPgh2XzzF0NDrUhgrcLwg78xs1w5pJiypEdFX/"
      },
      "result": {
        "candidates": [
          {
            "name": "sha512crypt (Unix SHA-512)",
            "hashcatMode": 1800,
            "johnFormat": "sha512crypt",
            "confidence": "high"
          }
        ],
        "length": 98,
        "charset": "crypt"
      }
    },
    {
      "inputs": {
        "hash": "{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g="
      },
      "result": {
        "candidates": [
          {
            "name": "SHA-1 (LDAP {SHA})",
            "hashcatMode": 101,
            "johnFormat": "nsldap",
            "confidence": "high"
          }
        ],
        "length": 33,
        "charset": "crypt"
      }
    },
    {
      "inputs": {
        "hash": "ff4de21b22daab747c4a16e13a4c42f311a1988c:NaCl"
      },
      "result": {
        "candidates": [
          {
            "name": "sha1($pass.$salt)",
            "hashcatMode": 110,
            "johnFormat": null,
            "confidence": "low"
          },
          {
            "name": "sha1($salt.$pass)",
            "hashcatMode": 120,
            "johnFormat": null,
            "confidence": "low"
          },
          {
            "name": "HMAC-SHA1 (key = $salt)",
            "hashcatMode": 160,
            "johnFormat": null,
            "confidence": "low"
          }
        ],
        "length": 45,
        "charset": "other"
      }
    }
  ],
  run({ hash: raw }: { hash: string }) {
    const hash = raw.trim();
    if (hash === '') throw new ToolError('The hash is empty.');
    const candidates: Candidate[] = [];
    for (const [pattern, ...row] of STRUCTURED) if (pattern.test(hash)) candidates.push(candidate(row, 'high'));
    const isHex = /^[0-9a-fA-F]+$/.test(hash);
    if (isHex) {
      (HEX[hash.length] ?? []).forEach((row, i) => candidates.push(candidate(row, i === 0 ? 'medium' : 'low')));
    }
    const salted = /^([0-9a-fA-F]+):([^:]{1,256})$/.exec(hash);
    if (salted) for (const row of SALTED[salted[1]!.length] ?? []) candidates.push(candidate(row, 'low'));
    const isBase64 = !isHex && hash.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(hash);
    if (isBase64) {
      const bytes = (hash.length / 4) * 3 - (hash.endsWith('==') ? 2 : hash.endsWith('=') ? 1 : 0);
      for (const name of BASE64[bytes] ?? []) candidates.push(candidate([`${name} (Base64)`, null, null], 'low'));
    }
    if (!isHex && /^[./0-9A-Za-z]{13}$/.test(hash)) candidates.push(candidate(['DES crypt (Unix)', 1500, 'descrypt'], 'low'));
    const rank = { high: 0, medium: 1, low: 2 };
    candidates.sort((a, b) => rank[a.confidence] - rank[b.confidence]);
    const charset = isHex ? 'hex' : /^[$_{*]/.test(hash) || candidates.some((c) => c.confidence === 'high') ? 'crypt' : isBase64 ? 'base64' : 'other';
    return { candidates, length: hash.length, charset };
  },
});
