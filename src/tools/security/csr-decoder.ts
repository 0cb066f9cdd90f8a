import { X509Certificate, createHash, createPublicKey, constants, verify, type KeyObject } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Extensions, SubjectAlternativeName, type GeneralName, type Name } from '@peculiar/asn1-x509';
import { ToolError, defineTool, nullable } from '../define.ts';
import { EXTENSIONS, KEY_ALGORITHMS, colonHex, formatName, keySummary, type NameAttribute } from '../x509-names.ts';

const MAX_LENGTH = 100_000;
/** Nesting allowed (a request nests about 8 levels, 10 with a directoryName alternative name). */
const MAX_DEPTH = 32;
/** Bounds handed to the library's BER reader too, for the extension values it reads from inside OCTET STRINGs. */
const BER_OPTIONS = { berOptions: { maxDepth: MAX_DEPTH, maxNodes: 20_000, parseEmbedded: false } };
const EXTENSION_REQUEST = '1.2.840.113549.1.9.14';
const CHALLENGE_PASSWORD = '1.2.840.113549.1.9.7';
const SUBJECT_ALT_NAME = '2.5.29.17';
const RSASSA_PSS = '1.2.840.113549.1.1.10';
const MGF1 = '1.2.840.113549.1.1.8';

type Scheme = 'rsa' | 'pss' | 'ecdsa' | 'dsa' | 'ed25519' | 'ed448';
interface SignatureAlgorithm {
  name: string;
  scheme: Scheme;
  /** Node's digest name; null for EdDSA (and for PSS, whose hash is in its parameters). */
  hash: string | null;
}

const SIGNATURES = new Map<string, SignatureAlgorithm>([
  ['1.2.840.113549.1.1.4', { name: 'md5WithRSAEncryption', scheme: 'rsa', hash: 'md5' }],
  ['1.2.840.113549.1.1.5', { name: 'sha1WithRSAEncryption', scheme: 'rsa', hash: 'sha1' }],
  ['1.2.840.113549.1.1.14', { name: 'sha224WithRSAEncryption', scheme: 'rsa', hash: 'sha224' }],
  ['1.2.840.113549.1.1.11', { name: 'sha256WithRSAEncryption', scheme: 'rsa', hash: 'sha256' }],
  ['1.2.840.113549.1.1.12', { name: 'sha384WithRSAEncryption', scheme: 'rsa', hash: 'sha384' }],
  ['1.2.840.113549.1.1.13', { name: 'sha512WithRSAEncryption', scheme: 'rsa', hash: 'sha512' }],
  ['2.16.840.1.101.3.4.3.13', { name: 'sha3-224WithRSAEncryption', scheme: 'rsa', hash: 'sha3-224' }],
  ['2.16.840.1.101.3.4.3.14', { name: 'sha3-256WithRSAEncryption', scheme: 'rsa', hash: 'sha3-256' }],
  ['2.16.840.1.101.3.4.3.15', { name: 'sha3-384WithRSAEncryption', scheme: 'rsa', hash: 'sha3-384' }],
  ['2.16.840.1.101.3.4.3.16', { name: 'sha3-512WithRSAEncryption', scheme: 'rsa', hash: 'sha3-512' }],
  [RSASSA_PSS, { name: 'RSASSA-PSS', scheme: 'pss', hash: null }],
  ['1.2.840.10045.4.1', { name: 'ecdsa-with-SHA1', scheme: 'ecdsa', hash: 'sha1' }],
  ['1.2.840.10045.4.3.1', { name: 'ecdsa-with-SHA224', scheme: 'ecdsa', hash: 'sha224' }],
  ['1.2.840.10045.4.3.2', { name: 'ecdsa-with-SHA256', scheme: 'ecdsa', hash: 'sha256' }],
  ['1.2.840.10045.4.3.3', { name: 'ecdsa-with-SHA384', scheme: 'ecdsa', hash: 'sha384' }],
  ['1.2.840.10045.4.3.4', { name: 'ecdsa-with-SHA512', scheme: 'ecdsa', hash: 'sha512' }],
  ['2.16.840.1.101.3.4.3.9', { name: 'ecdsa-with-SHA3-224', scheme: 'ecdsa', hash: 'sha3-224' }],
  ['2.16.840.1.101.3.4.3.10', { name: 'ecdsa-with-SHA3-256', scheme: 'ecdsa', hash: 'sha3-256' }],
  ['2.16.840.1.101.3.4.3.11', { name: 'ecdsa-with-SHA3-384', scheme: 'ecdsa', hash: 'sha3-384' }],
  ['2.16.840.1.101.3.4.3.12', { name: 'ecdsa-with-SHA3-512', scheme: 'ecdsa', hash: 'sha3-512' }],
  ['1.2.840.10040.4.3', { name: 'dsa-with-SHA1', scheme: 'dsa', hash: 'sha1' }],
  ['2.16.840.1.101.3.4.3.1', { name: 'dsa-with-SHA224', scheme: 'dsa', hash: 'sha224' }],
  ['2.16.840.1.101.3.4.3.2', { name: 'dsa-with-SHA256', scheme: 'dsa', hash: 'sha256' }],
  ['1.3.101.112', { name: 'Ed25519', scheme: 'ed25519', hash: null }],
  ['1.3.101.113', { name: 'Ed448', scheme: 'ed448', hash: null }],
]);

/** Hash algorithms of RSASSA-PSS parameters: Node's digest name and the name printed. */
const PSS_HASHES = new Map<string, [string, string]>([
  ['1.3.14.3.2.26', ['sha1', 'SHA-1']],
  ['2.16.840.1.101.3.4.2.4', ['sha224', 'SHA-224']],
  ['2.16.840.1.101.3.4.2.1', ['sha256', 'SHA-256']],
  ['2.16.840.1.101.3.4.2.2', ['sha384', 'SHA-384']],
  ['2.16.840.1.101.3.4.2.3', ['sha512', 'SHA-512']],
]);

/** The key types that can make each signature scheme. */
const SCHEME_KEYS: Record<Scheme, string[]> = {
  rsa: ['rsa'],
  pss: ['rsa', 'rsa-pss'],
  ecdsa: ['ec'],
  dsa: ['dsa'],
  ed25519: ['ed25519'],
  ed448: ['ed448'],
};

const REQUEST_LABELS = ['CERTIFICATE REQUEST', 'NEW CERTIFICATE REQUEST'];
const CERTIFICATE_LABELS = ['CERTIFICATE', 'X509 CERTIFICATE', 'TRUSTED CERTIFICATE'];
const USE_CERTIFICATE_DECODER = 'This is a certificate, not a certificate signing request: use certificate-decoder.';

/**
 * Tag and content bounds of the DER element at `offset`, which must end by `limit`; refuses what DER forbids
 * (indefinite or padded lengths) and multi-byte tags, which no request uses.
 */
function derElement(der: Uint8Array, offset: number, what: string, limit = der.length): { tag: number; start: number; end: number } {
  if (offset + 2 > limit) throw new ToolError(`The ${what} is truncated.`);
  const tag = der[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new ToolError(`The ${what} uses a multi-byte tag, which no certificate request has.`);
  let length = der[offset + 1]!;
  let start = offset + 2;
  if (length === 0x80) throw new ToolError(`The ${what} uses a BER indefinite length: a request must be DER.`);
  if (length > 0x80) {
    const count = length - 0x80;
    if (count > 4 || start + count > limit) throw new ToolError(`The ${what} is truncated or has an impossible length.`);
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[start + i]!;
    if (der[start] === 0 || length < 0x80) throw new ToolError(`The ${what} has a length that is not in DER's shortest form.`);
    start += count;
  }
  const end = start + length;
  if (end > limit) {
    throw new ToolError(`The ${what} is truncated: an element declares ${end - offset} bytes, but only ${limit - offset} are left.`);
  }
  return { tag, start, end };
}

/**
 * Checks the DER framing of the whole request in one iterative pass before the library reads it: one element with
 * nothing after it, every constructed element's children filling it exactly, DER lengths, bounded nesting.
 */
function checkFraming(der: Uint8Array): void {
  if (der.length === 0) throw new ToolError('The request is empty.');
  if (der[0] !== 0x30) throw new ToolError('The data is not a DER certificate signing request (it does not start with a SEQUENCE).');
  const outer = derElement(der, 0, 'request');
  if (outer.end < der.length) {
    throw new ToolError(`${der.length - outer.end} bytes follow the end of the request: paste exactly one request.`);
  }
  const ends = [outer.end];
  let at = outer.start;
  while (ends.length > 0) {
    if (at === ends[ends.length - 1]) {
      ends.pop();
      continue;
    }
    const element = derElement(der, at, 'request', ends[ends.length - 1]);
    if (element.tag & 0x20) {
      if (element.tag < 0x40 && element.tag !== 0x30 && element.tag !== 0x31) {
        throw new ToolError('The request uses a BER constructed string: a request must be DER.');
      }
      if (ends.length >= MAX_DEPTH) throw new ToolError(`The request is nested more than ${MAX_DEPTH} levels deep; no real request is.`);
      ends.push(element.end);
      at = element.start;
    } else at = element.end;
  }
}

/** The DER of the one request in the input: a PEM block or bare Base64. */
function requestDer(text: string, warnings: string[]): Uint8Array {
  const labels = [...text.matchAll(/-----BEGIN ([A-Z0-9 ]{1,40})-----/g)];
  const requests = labels.filter((m) => REQUEST_LABELS.includes(m[1]!));
  if (labels.some((m) => m[1]!.endsWith('PRIVATE KEY'))) {
    if (requests.length === 0) throw new ToolError('This is a private key (never share it), not a certificate signing request: paste the -----BEGIN CERTIFICATE REQUEST----- block.');
    warnings.push('The input contains a private key, which was ignored: never share private keys.');
  }
  let body: string;
  if (requests.length > 1) throw new ToolError(`The input holds ${requests.length} certificate requests: decode one at a time.`);
  if (requests.length === 1) {
    const begin = requests[0]!;
    const end = `-----END ${begin[1]}-----`;
    const from = begin.index! + begin[0].length;
    const stop = text.indexOf(end, from);
    if (stop < 0) throw new ToolError(`The request has no ${end} line.`);
    body = text.slice(from, stop);
    const others = labels.filter((m) => !REQUEST_LABELS.includes(m[1]!) && !m[1]!.endsWith('PRIVATE KEY')).map((m) => m[1]!);
    if (others.length > 0) warnings.push(`Other PEM blocks were ignored (${[...new Set(others)].join(', ')}).`);
  } else if (labels.some((m) => CERTIFICATE_LABELS.includes(m[1]!))) {
    throw new ToolError(USE_CERTIFICATE_DECODER);
  } else if (labels.length > 0) {
    throw new ToolError(`The PEM block is labelled "${labels[0]![1]}", not CERTIFICATE REQUEST.`);
  } else if (text.includes('-----')) {
    throw new ToolError('No -----BEGIN CERTIFICATE REQUEST----- line found.');
  } else body = text;
  const base64 = body.replace(/\s+/g, '');
  if (base64 === '') throw new ToolError('The request is empty.');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw new ToolError('The request is not valid Base64: paste a -----BEGIN CERTIFICATE REQUEST----- block or Base64 DER.');
  }
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

function parseRequest(der: Uint8Array): CertificationRequest {
  checkFraming(der);
  try {
    return AsnConvert.parse(der, CertificationRequest, BER_OPTIONS);
  } catch (error) {
    let certificate = false;
    try {
      certificate = new X509Certificate(der).subject !== undefined;
    } catch {
      // not a certificate either
    }
    if (certificate) throw new ToolError(USE_CERTIFICATE_DECODER);
    throw new ToolError(`The data is not a PKCS#10 certificate signing request: ${(error as Error).message.slice(0, 200)}`);
  }
}

const hex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes as ArrayBuffer).toString('hex');

/** A DER string element as text (the string types a name or otherName carries), else "#" and its hex. */
function derText(element: ArrayBuffer): { value: string; dumped: boolean } {
  const bytes = new Uint8Array(element);
  try {
    const { tag, start, end } = derElement(bytes, 0, 'value');
    const content = Buffer.from(bytes.subarray(start, end));
    if (end === bytes.length) {
      if (tag === 0x0c) return { value: new TextDecoder('utf-8', { fatal: true }).decode(content), dumped: false };
      // NumericString, PrintableString, IA5String, VisibleString: ASCII; T61String read as Latin-1, as OpenSSL does.
      if ([0x12, 0x13, 0x14, 0x16, 0x1a].includes(tag)) return { value: content.toString('latin1'), dumped: false };
      if (tag === 0x1e && content.length % 2 === 0) return { value: Buffer.from(content).swap16().toString('utf16le'), dumped: false };
    }
  } catch {
    // dumped below
  }
  return { value: `#${hex(bytes)}`, dumped: true };
}

function nameAttributes(name: Name): NameAttribute[][] {
  // Array.from: the library's Name and RDN are Array subclasses, whose map would build more of them.
  return Array.from(name, (rdn) =>
    Array.from(rdn, (atv) => {
      const v = atv.value;
      const text = v.ia5String ?? v.utf8String ?? v.printableString ?? v.bmpString ?? v.universalString ?? v.teletexString;
      if (text !== undefined) return { type: atv.type, value: text, dumped: false };
      return { type: atv.type, ...derText(v.anyValue ?? new ArrayBuffer(0)) };
    }),
  );
}

function generalName(name: GeneralName): { type: string; value: string } {
  if (name.dNSName !== undefined) return { type: 'DNS', value: name.dNSName };
  if (name.iPAddress !== undefined) return { type: 'IP', value: name.iPAddress };
  if (name.rfc822Name !== undefined) return { type: 'email', value: name.rfc822Name };
  if (name.uniformResourceIdentifier !== undefined) return { type: 'URI', value: name.uniformResourceIdentifier };
  if (name.directoryName !== undefined) return { type: 'directoryName', value: formatName(nameAttributes(name.directoryName)) };
  if (name.registeredID !== undefined) return { type: 'registeredID', value: name.registeredID };
  if (name.otherName !== undefined) return { type: 'otherName', value: `${name.otherName.typeId};${derText(name.otherName.value).value}` };
  if (name.ediPartyName !== undefined) return { type: 'ediPartyName', value: name.ediPartyName.partyName.toString() };
  return { type: 'x400Address', value: `#${hex(name.x400Address ?? new ArrayBuffer(0))}` };
}

interface PssParameters {
  hash: string;
  hashName: string;
  saltLength: number;
}

/** RSASSA-PSS-params (RFC 4055): [0] hash (SHA-1), [1] MGF1 with a hash (SHA-1), [2] salt length (20), [3] trailer (1). */
function pssParameters(parameters: ArrayBuffer | null | undefined): PssParameters {
  const refuse = (why: string): never => {
    throw new ToolError(`The RSASSA-PSS signature parameters cannot be used: ${why}.`);
  };
  let hash = '1.3.14.3.2.26';
  let mgfHash = '1.3.14.3.2.26';
  let saltLength = 20;
  if (parameters) {
    const bytes = new Uint8Array(parameters);
    const seq = derElement(bytes, 0, 'RSASSA-PSS parameters');
    if (seq.tag !== 0x30 || seq.end !== bytes.length) refuse('they are not one SEQUENCE');
    for (let at = seq.start; at < seq.end; ) {
      const field = derElement(bytes, at, 'RSASSA-PSS parameters');
      const inner = bytes.slice(field.start, field.end);
      try {
        if (field.tag === 0xa0) hash = AsnConvert.parse(inner, AlgorithmIdentifier, BER_OPTIONS).algorithm;
        else if (field.tag === 0xa1) {
          const mgf = AsnConvert.parse(inner, AlgorithmIdentifier, BER_OPTIONS);
          if (mgf.algorithm !== MGF1 || !mgf.parameters) refuse('the mask generation function is not MGF1');
          mgfHash = AsnConvert.parse(mgf.parameters!, AlgorithmIdentifier, BER_OPTIONS).algorithm;
        } else if (field.tag === 0xa2 || field.tag === 0xa3) {
          const int = derElement(inner, 0, 'RSASSA-PSS parameters');
          if (int.tag !== 0x02 || int.end - int.start > 3 || inner[int.start]! & 0x80) refuse('a salt length or trailer field is out of range');
          const value = inner.slice(int.start, int.end).reduce((n, b) => n * 256 + b, 0);
          if (field.tag === 0xa2) saltLength = value;
          else if (value !== 1) refuse('the trailer field is not 1');
        } else refuse('an unknown field is present');
      } catch (error) {
        if (error instanceof ToolError) throw error;
        refuse((error as Error).message.slice(0, 100));
      }
      at = field.end;
    }
  }
  const named = PSS_HASHES.get(hash) ?? refuse(`the hash ${hash} is not supported`);
  if (mgfHash !== hash) refuse('the MGF1 hash differs from the signature hash, which this tool does not verify');
  return { hash: named[0], hashName: named[1], saltLength };
}

function checkSignature(
  algorithm: SignatureAlgorithm,
  pss: PssParameters | null,
  key: KeyObject,
  data: Uint8Array,
  signature: Uint8Array,
): boolean {
  try {
    if (pss) {
      return verify(pss.hash, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: pss.saltLength }, signature);
    }
    if (algorithm.scheme === 'rsa') return verify(algorithm.hash, data, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
    if (algorithm.scheme === 'ecdsa' || algorithm.scheme === 'dsa') return verify(algorithm.hash, data, { key, dsaEncoding: 'der' }, signature);
    return verify(null, data, key, signature);
  } catch {
    return false; // a malformed signature value (e.g. an ECDSA signature that is not a DER SEQUENCE of two INTEGERs)
  }
}

const SUBJECT_FIELDS = [
  ['CN', '2.5.4.3'],
  ['O', '2.5.4.10'],
  ['OU', '2.5.4.11'],
  ['C', '2.5.4.6'],
  ['ST', '2.5.4.8'],
  ['L', '2.5.4.7'],
  ['emailAddress', '1.2.840.113549.1.9.1'],
] as const;

const nullableString = nullable({ type: 'string' });

export default defineTool({
  slug: 'csr-decoder',
  name: 'CSR (certificate signing request) decoder',
  category: 'security',
  heavy: true,
  description:
    'Decodes one PKCS#10 certificate signing request (PEM "CERTIFICATE REQUEST" or "NEW CERTIFICATE REQUEST", or bare Base64 DER): the subject as "C=US, O=…, CN=…" (RDNs in stored order, OpenSSL\'s RFC 2253 escaping, as certificate-decoder prints names), the common subject fields (unescaped; several values of one type joined with "; "), the subject alternative names and requested extensions (from the extensionRequest attribute), the public key (type, size in bits, OpenSSL curve name), the signature algorithm, whether the signature verifies with the request\'s own key (RSA PKCS#1 v1.5 and PSS, ECDSA, DSA, Ed25519, Ed448; null for other algorithms), the SHA-256 fingerprint of the DER, and warnings (SHA-1 or MD5, RSA under 2048 bits, DSA, a challengePassword, a bad signature). Refused: certificates (use certificate-decoder), several requests, truncated DER, BER lengths, trailing bytes. No CA policy is checked and nothing is issued.',
  inputSchema: {
    type: 'object',
    properties: {
      csr: {
        type: 'string',
        minLength: 1,
        maxLength: MAX_LENGTH,
        description: 'One PKCS#10 request: a -----BEGIN CERTIFICATE REQUEST----- (or NEW CERTIFICATE REQUEST) PEM block, or bare Base64 DER.',
      },
    },
    required: ['csr'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      subject: { type: 'string', description: 'Distinguished name in stored order, most significant first: "C=US, O=…, CN=…" (RFC 2253 escaping); "" when empty.' },
      subjectFields: {
        type: 'object',
        description: 'Common subject attributes, unescaped; null when absent; several values of one type joined with "; " in stored order.',
        properties: Object.fromEntries(SUBJECT_FIELDS.map(([field]) => [field, nullableString])),
        required: SUBJECT_FIELDS.map(([field]) => field),
      },
      subjectAlternativeNames: {
        type: 'array',
        description:
          'From the extensionRequest attribute, in stored order. IP: dotted IPv4 or compressed IPv6 (RFC 5952); otherName: "OID;value"; directoryName: a name written as subject; registeredID: a dotted OID.',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['DNS', 'IP', 'email', 'URI', 'directoryName', 'registeredID', 'otherName', 'ediPartyName', 'x400Address'] },
            value: { type: 'string' },
          },
          required: ['type', 'value'],
        },
      },
      publicKey: {
        type: 'object',
        properties: {
          algorithm: { type: 'string', description: 'rsa, rsa-pss, ec, ed25519, ed448, dsa…, or the dotted OID of an algorithm not read.' },
          size: nullable({ type: 'integer' }, { description: 'RSA/DSA modulus bits or the curve size; null if unknown.' }),
          curve: nullable({ type: 'string' }, { description: 'Named curve of an EC key (OpenSSL name, e.g. prime256v1), else null.' }),
        },
        required: ['algorithm', 'size', 'curve'],
      },
      signatureAlgorithm: { type: 'string', description: 'e.g. sha256WithRSAEncryption, ecdsa-with-SHA256, Ed25519, RSASSA-PSS (SHA-256, salt 32); else the dotted OID.' },
      signatureValid: nullable({ type: 'boolean' }, { description: "Whether the signature verifies with the request's own key; null when it cannot be checked." }),
      extensions: {
        type: 'array',
        description: 'Requested extensions, in stored order.',
        items: {
          type: 'object',
          properties: { oid: { type: 'string' }, name: { type: 'string' }, critical: { type: 'boolean' } },
          required: ['oid', 'name', 'critical'],
        },
      },
      fingerprintSha256: { type: 'string', description: 'SHA-256 of the DER, upper-case hex bytes joined by colons.' },
      warnings: { type: 'array', items: { type: 'string' } },
    },
    required: ['subject', 'subjectFields', 'subjectAlternativeNames', 'publicKey', 'signatureAlgorithm', 'signatureValid', 'extensions', 'fingerprintSha256', 'warnings'],
  },
  examples: [
    {
      "inputs": {
        "csr": "-----BEGIN CERTIFICATE REQUEST-----\nMIIDuTCCAqECAQAwgakxCzAJBgNVBAYTAlVTMRMwEQYDVQQIDApDYWxpZm9ybmlh\nMRYwFAYDVQQHDA1TYW4gRnJhbmNpc2NvMRUwEwYDVQQKDAxFeGFtcGxlIENvcnAx\nDDAKBgNVBAsMA1dlYjEMMAoGA1UECwwDT3BzMRgwFgYDVQQDDA93d3cuZXhhbXBs\nZS5jb20xIDAeBgkqhkiG9w0BCQEWEWFkbWluQGV4YW1wbGUuY29tMIIBIjANBgkq\nhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvvWuFY187ZJN7afJkeT8z8Y2k4F5ZIwF\nUXatcDEtge/MUdodiPSQ3zrY+XE+ujVLh0r6+sTyfOkiZVBuq58hsRzJEf2vBlPx\ny2ADcVDQrRPyjcMcm/4UOOl8Ykuhd4nDlN7FOc8/fnsRx06bDeJ22dQGeOhgmCzt\nbAdR1QbpGrqGUVGhEjKAdRZiX4lqmvonKNmglE8hDGm9p/o0XYc8IsH/aRKvH5Ec\nVE7diM2E+x53/Nvx5lbtnSVpwacyfkfq04DnvxAlqPsYclZL28GsVmyxZKhTk8OH\nX7617uA33SZtdabf5R6cDpYEYkZoeCdaWGxcKmQsqE9Hsiguze32PwIDAQABoIHJ\nMIHGBgkqhkiG9w0BCQ4xgbgwgbUwgY0GA1UdEQSBhTCBgoIPd3d3LmV4YW1wbGUu\nY29tggtleGFtcGxlLmNvbYcEwAACCocQIAENuAAAAAAAAAAAAAAAAYERYWRtaW5A\nZXhhbXBsZS5jb22GFGh0dHBzOi8vZXhhbXBsZS5jb20voCEGCisGAQQBgjcUAgOg\nEwwRYWRtaW5AZXhhbXBsZS5jb20wDgYDVR0PAQH/BAQDAgWgMBMGA1UdJQQMMAoG\nCCsGAQUFBwMBMA0GCSqGSIb3DQEBCwUAA4IBAQCHwgRrJLjhxaPAZ6niDuHBfk12\n2rzOwLmpCJa4+EaonjKN3QvlmHx5M67nYlRevkRZRKBczxopp98a8N+ORVu/kkZJ\ni3VAZu41x3XKSRhaJQhVbm+82dlHGDy9X33HJai90VWA06MSpfknZ6PqvC7ZDtAB\nbfKGipIZZUolv/40pomjOV+EmV+iC5epaTRLSwGl+dHsQIeaZ4Jk6oiqZep734/E\nuQbJob/OW10EKpZHVodBpy2lQzu3gGivnDmGFEOzD3hs1A+GoMIeOv6NWgAgg3IW\n5szSQzW6J41jZvyH8qHPEwYSDPi/l2P9yaVMbwmhIJt5SVbs0i2EOv39o3AD\n-----END CERTIFICATE REQUEST-----\n"
      },
      "result": {
        "subject": "C=US, ST=California, L=San Francisco, O=Example Corp, OU=Web, OU=Ops, CN=www.example.com, emailAddress=admin@example.com",
        "subjectFields": {
          "CN": "www.example.com",
          "O": "Example Corp",
          "OU": "Web; Ops",
          "C": "US",
          "ST": "California",
          "L": "San Francisco",
          "emailAddress": "admin@example.com"
        },
        "subjectAlternativeNames": [
          {
            "type": "DNS",
            "value": "www.example.com"
          },
          {
            "type": "DNS",
            "value": "example.com"
          },
          {
            "type": "IP",
            "value": "192.0.2.10"
          },
          {
            "type": "IP",
            "value": "2001:db8::1"
          },
          {
            "type": "email",
            "value": "admin@example.com"
          },
          {
            "type": "URI",
            "value": "https://example.com/"
          },
          {
            "type": "otherName",
            "value": "1.3.6.1.4.1.311.20.2.3;admin@example.com"
          }
        ],
        "publicKey": {
          "algorithm": "rsa",
          "size": 2048,
          "curve": null
        },
        "signatureAlgorithm": "sha256WithRSAEncryption",
        "signatureValid": true,
        "extensions": [
          {
            "oid": "2.5.29.17",
            "name": "subjectAltName",
            "critical": false
          },
          {
            "oid": "2.5.29.15",
            "name": "keyUsage",
            "critical": true
          },
          {
            "oid": "2.5.29.37",
            "name": "extendedKeyUsage",
            "critical": false
          }
        ],
        "fingerprintSha256": "72:21:B0:33:41:31:9A:E1:A2:A6:73:21:C2:DF:BE:12:44:0B:A8:36:36:EB:E7:CF:D2:4F:36:70:A1:34:E9:5D",
        "warnings": []
      }
    },
    {
      "inputs": {
        "csr": "-----BEGIN CERTIFICATE REQUEST-----\nMIIBWTCB/wIBADBSMQswCQYDVQQGEwJERTERMA8GA1UEBwwITcO8bmNoZW4xFjAU\nBgNVBAoMDUJlaXNwaWVsIEdtYkgxGDAWBgNVBAMMD2FwaS5iZWlzcGllbC5kZTBZ\nMBMGByqGSM49AgEGCCqGSM49AwEHA0IABLGz3e83gwvEYi1JozlOqt+YSAwX+Vba\neWmAZFRuSigP06zdMx1D63Lw/GdTsYb8XyfTjJOSLBa9E7a4CrZNJ2OgSzBJBgkq\nhkiG9w0BCQ4xPDA6MC0GA1UdEQQmMCSCD2FwaS5iZWlzcGllbC5kZYIRKi5hcGku\nYmVpc3BpZWwuZGUwCQYDVR0TBAIwADAKBggqhkjOPQQDAgNJADBGAiEAiMwu8t1K\nzb7FQhrdjudMoXrZYSXfZuGZfBYxouBeBFoCIQC7rSlR9l2IKJsg5ZM87Nkcmgvb\nNZ7+WImIX4MotVSvpQ==\n-----END CERTIFICATE REQUEST-----\n"
      },
      "result": {
        "subject": "C=DE, L=München, O=Beispiel GmbH, CN=api.beispiel.de",
        "subjectFields": {
          "CN": "api.beispiel.de",
          "O": "Beispiel GmbH",
          "OU": null,
          "C": "DE",
          "ST": null,
          "L": "München",
          "emailAddress": null
        },
        "subjectAlternativeNames": [
          {
            "type": "DNS",
            "value": "api.beispiel.de"
          },
          {
            "type": "DNS",
            "value": "*.api.beispiel.de"
          }
        ],
        "publicKey": {
          "algorithm": "ec",
          "size": 256,
          "curve": "prime256v1"
        },
        "signatureAlgorithm": "ecdsa-with-SHA256",
        "signatureValid": true,
        "extensions": [
          {
            "oid": "2.5.29.17",
            "name": "subjectAltName",
            "critical": false
          },
          {
            "oid": "2.5.29.19",
            "name": "basicConstraints",
            "critical": false
          }
        ],
        "fingerprintSha256": "32:36:3C:8D:E1:B5:3D:AA:58:73:D8:35:CE:C5:DA:2B:E2:61:27:B4:A9:60:46:99:C2:69:F6:26:B8:72:98:07",
        "warnings": []
      }
    },
    {
      "inputs": {
        "csr": "-----BEGIN NEW CERTIFICATE REQUEST-----\nMIH1MIGoAgEAMDwxJDAiBgNVBAMMG2RldmljZS0wMDQyLmlvdC5leGFtcGxlLm5l\ndDEUMBIGA1UECgwLRXhhbXBsZSBJb1QwKjAFBgMrZXADIQCl/SNcxQp9cCoGYTmj\nFS3E0ElqEssUDlZYOKZL3HHN1qA5MDcGCSqGSIb3DQEJDjEqMCgwJgYDVR0RBB8w\nHYIbZGV2aWNlLTAwNDIuaW90LmV4YW1wbGUubmV0MAUGAytlcANBAFkVFAtg2XEX\nqRv3UyFXerKX5CSvI/z3Rq01kU6yKzcZksjtThf01QeiPNWFfs2821HEbfzDvcRY\nwjRaOHjmZQw=\n-----END NEW CERTIFICATE REQUEST-----\n"
      },
      "result": {
        "subject": "CN=device-0042.iot.example.net, O=Example IoT",
        "subjectFields": {
          "CN": "device-0042.iot.example.net",
          "O": "Example IoT",
          "OU": null,
          "C": null,
          "ST": null,
          "L": null,
          "emailAddress": null
        },
        "subjectAlternativeNames": [
          {
            "type": "DNS",
            "value": "device-0042.iot.example.net"
          }
        ],
        "publicKey": {
          "algorithm": "ed25519",
          "size": 256,
          "curve": null
        },
        "signatureAlgorithm": "Ed25519",
        "signatureValid": true,
        "extensions": [
          {
            "oid": "2.5.29.17",
            "name": "subjectAltName",
            "critical": false
          }
        ],
        "fingerprintSha256": "BD:69:C9:CB:05:D9:9E:0C:9A:05:15:BF:53:A6:7A:4D:E5:B9:A7:03:FB:12:B8:DB:0C:E5:E8:B6:D9:16:E5:3D",
        "warnings": []
      }
    },
    {
      "inputs": {
        "csr": "MIID+TCCAi0CAQAwPzELMAkGA1UEBhMCR0IxFDASBgNVBAoMC0V4YW1wbGUgTHRkMRowGAYDVQQDDBF2cG4uZXhhbXBsZS5jby51azCCAaIwDQYJKoZIhvcNAQEBBQADggGPADCCAYoCggGBAPjSfSE5swpkK+PB3f0uxso0jtGCuuvDCQqynYwymHvl/BTLcirRLKkHJUxA7z0fV+3tHKJ6Se0oti+yw6jLeeUG/L4EMWjExAqSEWJAwH21JyuA/DTX0dsB1hItvCjC8DFNzcS0gztDyyBtU2v7Gpr++X+1k4OaB9h1iKdfwwBQXr3jE+q8f2e6v1Pa6SX/XUAhT72i/WG3GlgzN4MaDHs7CC9LxzFyiqiaKqW6pbo9MyI+jASlArDEUZvjlaOLrldIP5hDvuh4yJ0rdJBkAYNHNuLklxuEZ8V5rbRVzuh+y153UZiyjYGthQVIiSzGMI77qRtdbX9rysgnERIPj4PyNcUyns7euLJVbs8JN6RPrACnv5MNVW2cjbkWcDM+DK/vFxUcZQrYIvlEa9obzOCVoz9WrXHcPBCkByv8ZDvujsZWDbidIPmS4q5xRb8y08IJbWb1h6tZAM21AH3Y/A76U6HuCaKgkyRjlCqYA8sX43GaJPZxIecVBbhciu9E+wIDAQABoEEwPwYJKoZIhvcNAQkOMTIwMDAuBgNVHREEJzAlghF2cG4uZXhhbXBsZS5jby51a4cQIAENuIWjAAAAAIouA3BzNDBBBgkqhkiG9w0BAQowNKAPMA0GCWCGSAFlAwQCAQUAoRwwGgYJKoZIhvcNAQEIMA0GCWCGSAFlAwQCAQUAogMCASADggGBAODf4NXatmcQOfMsElTV6mjonnnRzJ0CNg9JAOdL3AI6c6CXc4yCiRv8NOmU3zTIEKWiJuJAiR987/CmvdCWCM7TLHVlh71zs4rt6ywOQwkizNDuJ54W0Pm9AmBc+uvJoE+pcMKmrkAgMVRhrNLoGo+IfLf80RRCgB63sFKrsOTq/jDkng1JdyFgNjIKLleunbtAj9XS6bch0V9tPqttDEhQVzVUaz0oHFrcG0TRqKFUxw6+4v0SnadK8tTc6Ar3H7KqHpoc5+NwjgmJDgA1SlqhgbEM3XgVzLbYdUQKzjHF2Ng2wf3hKyl5XB8Ckfk/uEdPTRdNzzPiiUzAf7rNQ4efb+lKqDuSDtAhpCNkdI3Tg4+U9bvN055BI0Idu+TwivuCPkfCcsc2SKJ9LrGmlsie6qin4AKQHDZwZ0+dh6UXcAuseU5PcXpAF3ed+tHvRIGe77C0hx5lx4XazFkno27cZTvHkN91LckQEcSnctdoadILel72/gotad4ykvSkXA=="
      },
      "result": {
        "subject": "C=GB, O=Example Ltd, CN=vpn.example.co.uk",
        "subjectFields": {
          "CN": "vpn.example.co.uk",
          "O": "Example Ltd",
          "OU": null,
          "C": "GB",
          "ST": null,
          "L": null,
          "emailAddress": null
        },
        "subjectAlternativeNames": [
          {
            "type": "DNS",
            "value": "vpn.example.co.uk"
          },
          {
            "type": "IP",
            "value": "2001:db8:85a3::8a2e:370:7334"
          }
        ],
        "publicKey": {
          "algorithm": "rsa",
          "size": 3072,
          "curve": null
        },
        "signatureAlgorithm": "RSASSA-PSS (SHA-256, salt 32)",
        "signatureValid": true,
        "extensions": [
          {
            "oid": "2.5.29.17",
            "name": "subjectAltName",
            "critical": false
          }
        ],
        "fingerprintSha256": "66:FA:5E:69:25:A4:4A:F2:74:33:90:F0:44:E2:8E:98:05:7D:1A:5F:83:D3:05:5C:39:65:AA:F0:97:82:B1:9C",
        "warnings": []
      }
    },
    {
      "inputs": {
        "csr": "-----BEGIN CERTIFICATE REQUEST-----\nMIIBZTCB7AIBADA/MQswCQYDVQQGEwJVUzEVMBMGA1UECgwMRXhhbXBsZSBDb3Jw\nMRkwFwYDVQQDDBBtYWlsLmV4YW1wMWUuY29tMHYwEAYHKoZIzj0CAQYFK4EEACID\nYgAEgSL+8xySTEgCghOJxFYwTzM3D8EFWhKakLNTt55vxodwY/u41rMOf2Upibic\nOBevqRvCuwyeniVsRyXAeSQSaKrElJcHh1EWC8TwDmVeRZRXUhDWcasgj+t7tfaI\nO0yFoC4wLAYJKoZIhvcNAQkOMR8wHTAbBgNVHREEFDASghBtYWlsLmV4YW1wbGUu\nY29tMAoGCCqGSM49BAMDA2gAMGUCMQD+8sYT8TmgY23JozAm0VaOblzUDLiR5HmL\n6kk4B9uE9LC68uK6nKNTVX3LLQs5YDMCMHwvSPnjOE9Nf/NkG+1eWTNz3XK4tksm\n8bM6ZJZ2+n06Tyy698oLhK+MUsF308jzpw==\n-----END CERTIFICATE REQUEST-----\n"
      },
      "result": {
        "subject": "C=US, O=Example Corp, CN=mail.examp1e.com",
        "subjectFields": {
          "CN": "mail.examp1e.com",
          "O": "Example Corp",
          "OU": null,
          "C": "US",
          "ST": null,
          "L": null,
          "emailAddress": null
        },
        "subjectAlternativeNames": [
          {
            "type": "DNS",
            "value": "mail.example.com"
          }
        ],
        "publicKey": {
          "algorithm": "ec",
          "size": 384,
          "curve": "secp384r1"
        },
        "signatureAlgorithm": "ecdsa-with-SHA384",
        "signatureValid": false,
        "extensions": [
          {
            "oid": "2.5.29.17",
            "name": "subjectAltName",
            "critical": false
          }
        ],
        "fingerprintSha256": "02:91:ED:62:82:7A:6A:8E:04:60:17:CA:1D:7B:84:8D:A9:CF:55:93:8E:B2:D5:A8:35:05:5C:A8:53:4F:2D:9D",
        "warnings": [
          "The signature does not verify with the request's own key: the request was altered or is corrupt."
        ]
      }
    },
    {
      "inputs": {
        "csr": "-----BEGIN CERTIFICATE REQUEST-----\nMIIBqDCCARECAQAwTDELMAkGA1UEBhMCVVMxGzAZBgNVBAoMEkxlZ2FjeSBTeXN0\nZW1zIEluYzEgMB4GA1UEAwwXaW50cmFuZXQubGVnYWN5LmV4YW1wbGUwgZ8wDQYJ\nKoZIhvcNAQEBBQADgY0AMIGJAoGBAN/vVQEo1aFkBTh0A2iB05+eOsra+0dLE3SF\njixgb+bn+O8mMaIuAXsMSQ3QxCtKa4dozE20eYwUC7gSHsl5bLEDbqaFaK+wSbPj\nIBDCYLYKDU6a8IsvtY14aoBE4+kPwiaOquGGYVUefONmhSJr/GGTXZwzLqMv5thn\nVdeqKGjTAgMBAAGgHDAaBgkqhkiG9w0BCQcxDQwLczNjcmV0LXBhc3MwDQYJKoZI\nhvcNAQEFBQADgYEAy9F65gBc1uI96euClG1O3yKKqCNV5i+IzXxtMSsv1RrEMlv+\nYQfdGuYzW8vtHJqUk9YNgAqi/RI1qakj5qYUU+OZ4ZEQXOBlzgprt8jPriCemIi/\nVUHRNNzYC97H16AcqYFxK+dT0q1dnmaEXc7VHa6nstSnF/G03Wnvd1dXSR8=\n-----END CERTIFICATE REQUEST-----\n"
      },
      "result": {
        "subject": "C=US, O=Legacy Systems Inc, CN=intranet.legacy.example",
        "subjectFields": {
          "CN": "intranet.legacy.example",
          "O": "Legacy Systems Inc",
          "OU": null,
          "C": "US",
          "ST": null,
          "L": null,
          "emailAddress": null
        },
        "subjectAlternativeNames": [],
        "publicKey": {
          "algorithm": "rsa",
          "size": 1024,
          "curve": null
        },
        "signatureAlgorithm": "sha1WithRSAEncryption",
        "signatureValid": true,
        "extensions": [],
        "fingerprintSha256": "DB:B1:AE:82:E4:91:D9:42:DB:0F:3D:FC:A6:C4:CA:36:C2:11:59:D2:39:48:0D:CA:3E:E3:A2:D1:9F:7E:F8:DF",
        "warnings": [
          "The request carries a challengePassword attribute, which anyone reading the request can see in clear.",
          "The request is signed with SHA-1, which is broken for signatures; CAs refuse it.",
          "The 1024-bit RSA key is below the 2048 bits CAs require."
        ]
      }
    }
  ],
  run({ csr }: { csr: string }) {
    const warnings: string[] = [];
    const der = requestDer(csr, warnings);
    const request = parseRequest(der);
    const info = request.certificationRequestInfo;
    if (info.version !== 0) throw new ToolError(`The request has version ${info.version}; PKCS#10 defines only version 1 (0).`);

    const subjectAttributes = nameAttributes(info.subject);
    const flat = subjectAttributes.flat();
    const subjectFields = Object.fromEntries(
      SUBJECT_FIELDS.map(([field, oid]) => {
        const values = flat.filter((atv) => atv.type === oid).map((atv) => atv.value);
        return [field, values.length > 0 ? values.join('; ') : null];
      }),
    );

    const extensions: { oid: string; name: string; critical: boolean }[] = [];
    let subjectAlternativeNames: { type: string; value: string }[] = [];
    const seenAttributes = new Set<string>();
    for (const attribute of info.attributes ?? []) {
      if (seenAttributes.has(attribute.type)) throw new ToolError(`The attribute ${attribute.type} appears twice.`);
      seenAttributes.add(attribute.type);
      if (attribute.type === CHALLENGE_PASSWORD) {
        warnings.push('The request carries a challengePassword attribute, which anyone reading the request can see in clear.');
      }
      if (attribute.type !== EXTENSION_REQUEST) continue;
      if (attribute.values.length !== 1) throw new ToolError('The extensionRequest attribute must hold exactly one value.');
      let requested: Extensions;
      try {
        requested = AsnConvert.parse(attribute.values[0]!, Extensions, BER_OPTIONS);
      } catch (error) {
        throw new ToolError(`The requested extensions cannot be read: ${(error as Error).message.slice(0, 200)}`);
      }
      for (const extension of requested) {
        if (extensions.some((e) => e.oid === extension.extnID)) throw new ToolError(`The extension ${extension.extnID} is requested twice.`);
        extensions.push({ oid: extension.extnID, name: EXTENSIONS.get(extension.extnID) ?? extension.extnID, critical: extension.critical });
        if (extension.extnID === SUBJECT_ALT_NAME) {
          try {
            subjectAlternativeNames = Array.from(AsnConvert.parse(extension.extnValue.buffer, SubjectAlternativeName, BER_OPTIONS), generalName);
          } catch (error) {
            throw new ToolError(`The subjectAltName extension cannot be read: ${(error as Error).message.slice(0, 200)}`);
          }
        }
      }
    }

    const keyOid = info.subjectPKInfo.algorithm.algorithm;
    let key: KeyObject | null = null;
    let publicKey: { algorithm: string; size: number | null; curve: string | null };
    try {
      key = createPublicKey({ key: Buffer.from(AsnConvert.serialize(info.subjectPKInfo)), format: 'der', type: 'spki' });
      const summary = keySummary(key);
      publicKey = { algorithm: summary.keyType, size: summary.keySize, curve: summary.curve };
    } catch (error) {
      publicKey = { algorithm: KEY_ALGORITHMS.get(keyOid) ?? keyOid, size: null, curve: null };
      warnings.push(`The public key (${publicKey.algorithm}) could not be loaded, so the signature was not checked: ${(error as Error).message.slice(0, 120)}`);
    }

    const sigOid = request.signatureAlgorithm.algorithm;
    const algorithm = SIGNATURES.get(sigOid);
    const pss = sigOid === RSASSA_PSS ? pssParameters(request.signatureAlgorithm.parameters) : null;
    const signatureAlgorithm = pss ? `RSASSA-PSS (${pss.hashName}, salt ${pss.saltLength})` : (algorithm?.name ?? sigOid);
    let signatureValid: boolean | null = null;
    if (!algorithm) warnings.push(`The signature algorithm ${sigOid} is not one this tool verifies; the signature was not checked.`);
    else if (key) {
      if (!SCHEME_KEYS[algorithm.scheme].includes(publicKey.algorithm)) {
        signatureValid = false;
        warnings.push(`The signature algorithm ${signatureAlgorithm} does not fit the request's ${publicKey.algorithm} key.`);
      } else {
        signatureValid = checkSignature(algorithm, pss, key, new Uint8Array(request.certificationRequestInfoRaw!), new Uint8Array(request.signature));
      }
      if (!signatureValid) warnings.push("The signature does not verify with the request's own key: the request was altered or is corrupt.");
    }
    const hash = pss?.hash ?? algorithm?.hash;
    if (hash === 'md5' || hash === 'sha1') warnings.push(`The request is signed with ${hash === 'md5' ? 'MD5' : 'SHA-1'}, which is broken for signatures; CAs refuse it.`);
    if ((publicKey.algorithm === 'rsa' || publicKey.algorithm === 'rsa-pss') && publicKey.size !== null && publicKey.size < 2048) {
      warnings.push(`The ${publicKey.size}-bit RSA key is below the 2048 bits CAs require.`);
    }
    if (publicKey.algorithm === 'dsa') warnings.push('DSA keys are deprecated; CAs no longer issue certificates for them.');
    if (flat.length === 0 && subjectAlternativeNames.length === 0) warnings.push('The request names no subject and no subject alternative names.');

    return {
      subject: formatName(subjectAttributes),
      subjectFields,
      subjectAlternativeNames,
      publicKey,
      signatureAlgorithm,
      signatureValid,
      extensions,
      fingerprintSha256: colonHex(createHash('sha256').update(der).digest()),
      warnings,
    };
  },
});
