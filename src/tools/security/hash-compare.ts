import { createHash, timingSafeEqual } from 'node:crypto';
import { ToolError, defineTool, nullable } from '../define.ts';

const encodings = ['auto', 'hex', 'base64'] as const;
type Encoding = (typeof encodings)[number];

/** Digest lengths in bytes and the algorithms that produce them, to name what a digest probably is. */
const likelyAlgorithms: Record<number, string> = {
  16: 'MD5',
  20: 'SHA-1',
  28: 'SHA-224 / SHA3-224',
  32: 'SHA-256 / SHA3-256',
  48: 'SHA-384 / SHA3-384',
  64: 'SHA-512 / SHA3-512',
};

function decode(raw: string, encoding: Encoding, field: string): { bytes: Buffer; encoding: 'hex' | 'base64'; prefix: string | null } {
  let value = raw.trim();
  // An algorithm label such as "sha256-" (Subresource Integrity) or "sha256:" (Docker, npm) is set aside.
  const labelled = /^(md5|sha1|sha224|sha256|sha384|sha512|sha3-\d{3}|sha-\d{1,3})[-:=]/i.exec(value);
  const prefix = labelled ? labelled[1]!.toLowerCase() : null;
  if (labelled) value = value.slice(labelled[0].length);
  const compact = value.replace(/\s+/g, '');
  if (compact === '') throw new ToolError(`"${field}" holds no digest.`);
  const isHex = /^(?:[0-9a-fA-F]{2})+$/.test(compact.replace(/:/g, ''));
  if (encoding === 'hex' || (encoding === 'auto' && isHex)) {
    if (!isHex) throw new ToolError(`"${field}" is not hex: use pairs of 0–9 / a–f digits (colons allowed).`);
    return { bytes: Buffer.from(compact.replace(/:/g, ''), 'hex'), encoding: 'hex', prefix };
  }
  const normalised = compact.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised) || normalised.replace(/=+$/, '').length % 4 === 1) {
    throw new ToolError(`"${field}" is neither hex nor Base64.`);
  }
  return { bytes: Buffer.from(normalised, 'base64'), encoding: 'base64', prefix };
}

export default defineTool({
  slug: 'hash-compare',
  name: 'Hash comparer',
  category: 'security',
  description:
    'Compares two digests (hex, Base64 or Base64url; "sha256-"/"sha256:" labels allowed) byte by byte in constant time with crypto.timingSafeEqual, so the two may be written in different encodings; reports the byte lengths and the likely algorithm.',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', maxLength: 2000, description: 'The first digest, e.g. the expected checksum.' },
      b: { type: 'string', maxLength: 2000, description: 'The second digest, e.g. the one you computed.' },
      encoding: {
        type: 'string',
        enum: encodings,
        default: 'auto',
        description: 'How to read both digests; auto takes even-length hex as hex and anything else as Base64.',
      },
    },
    required: ['a', 'b'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      equal: { type: 'boolean', description: 'True when both decode to the same bytes.' },
      encodingA: { type: 'string', enum: ['hex', 'base64'] },
      encodingB: { type: 'string', enum: ['hex', 'base64'] },
      bytesA: { type: 'integer', description: 'Decoded length of a.' },
      bytesB: { type: 'integer', description: 'Decoded length of b.' },
      likelyAlgorithm: nullable({ type: 'string' }, { description: 'Algorithms with a digest of that length (by length only), or null.' }),
      note: nullable({ type: 'string' }, { description: 'Why they differ when that is not just different content; null otherwise.' }),
    },
    required: ['equal', 'encodingA', 'encodingB', 'bytesA', 'bytesB', 'likelyAlgorithm', 'note'],
  },
  examples: [
    {
      inputs: {
        a: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
        b: 'sha256-LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=',
        encoding: 'auto',
      },
      result: {
        equal: true,
        encodingA: 'hex',
        encodingB: 'base64',
        bytesA: 32,
        bytesB: 32,
        likelyAlgorithm: 'SHA-256 / SHA3-256',
        note: null,
      },
    },
    {
      inputs: { a: '5d41402abc4b2a76b9719d911017c592', b: '5D41402ABC4B2A76B9719D911017C593', encoding: 'hex' },
      result: {
        equal: false,
        encodingA: 'hex',
        encodingB: 'hex',
        bytesA: 16,
        bytesB: 16,
        likelyAlgorithm: 'MD5',
        note: null,
      },
    },
  ],
  run({ a, b, encoding }: { a: string; b: string; encoding: Encoding }) {
    const left = decode(a, encoding, 'a');
    const right = decode(b, encoding, 'b');
    let note: string | null = null;
    let equal: boolean;
    if (left.bytes.length !== right.bytes.length) {
      // timingSafeEqual needs equal lengths; compare fixed-size hashes instead so the timing still reveals nothing.
      timingSafeEqual(createHash('sha256').update(left.bytes).digest(), createHash('sha256').update(right.bytes).digest());
      equal = false;
      note = `The digests have different lengths (${left.bytes.length} and ${right.bytes.length} bytes): probably different algorithms.`;
    } else {
      equal = timingSafeEqual(left.bytes, right.bytes);
    }
    if (left.prefix && right.prefix && left.prefix !== right.prefix) {
      note = `The labels name different algorithms (${left.prefix} and ${right.prefix}).`;
    }
    return {
      equal,
      encodingA: left.encoding,
      encodingB: right.encoding,
      bytesA: left.bytes.length,
      bytesB: right.bytes.length,
      likelyAlgorithm: likelyAlgorithms[left.bytes.length] ?? null,
      note,
    };
  },
});
