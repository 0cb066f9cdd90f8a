import { X509Certificate } from 'node:crypto';
import { ToolError, defineTool, nullable } from '../define.ts';
import { keySummary } from '../x509-names.ts';

const isoDateTime = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';
const MAX_CERTIFICATES = 20;
const DAY = 86_400_000;

const extendedKeyUsages: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'serverAuth',
  '1.3.6.1.5.5.7.3.2': 'clientAuth',
  '1.3.6.1.5.5.7.3.3': 'codeSigning',
  '1.3.6.1.5.5.7.3.4': 'emailProtection',
  '1.3.6.1.5.5.7.3.8': 'timeStamping',
  '1.3.6.1.5.5.7.3.9': 'OCSPSigning',
  '2.5.29.37.0': 'anyExtendedKeyUsage',
};

/** Splits Node's "DNS:a, IP Address:1.2.3.4" list, keeping commas inside quoted (JSON-escaped) names. */
function splitNames(list: string | undefined): string[] {
  if (!list) return [];
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!;
    if (char === '\\' && quoted) {
      current += char + (list[i + 1] ?? '');
      i++;
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (char === ',' && !quoted && list[i + 1] === ' ') {
      names.push(current);
      current = '';
      i++;
    } else current += char;
  }
  if (current) names.push(current);
  return names;
}

const BEGIN = '-----BEGIN CERTIFICATE-----';
const END = '-----END CERTIFICATE-----';

/** The certificate blocks of a PEM text, found with indexOf so that unterminated blocks cannot cost quadratic time. */
function pemBlocks(pem: string): string[] {
  const blocks: string[] = [];
  let from = 0;
  for (;;) {
    const start = pem.indexOf(BEGIN, from);
    if (start < 0) return blocks;
    const end = pem.indexOf(END, start + BEGIN.length);
    if (end < 0) throw new ToolError(`Certificate ${blocks.length + 1} has no ${END} line.`);
    if (blocks.length === MAX_CERTIFICATES) {
      throw new ToolError(`The input holds more than ${MAX_CERTIFICATES} certificates; decode at most ${MAX_CERTIFICATES} at a time.`);
    }
    blocks.push(pem.slice(start, end + END.length));
    from = end + END.length;
  }
}

const certificateSchema = {
  type: 'object',
  properties: {
    subject: { type: 'string', description: 'Distinguished name, most significant RDN first as stored (e.g. "C=US, O=…, CN=…").' },
    issuer: { type: 'string', description: 'Distinguished name of the issuer.' },
    serialNumber: { type: 'string', description: 'Serial number, uppercase hex.' },
    validFrom: { type: 'string', description: 'notBefore, ISO 8601 (UTC).' },
    validTo: { type: 'string', description: 'notAfter, ISO 8601 (UTC).' },
    status: { type: 'string', enum: ['valid', 'expired', 'not yet valid'], description: 'Validity period at the given time.' },
    daysRemaining: { type: 'integer', description: 'Whole days from the given time to notAfter (negative once expired).' },
    subjectAltNames: { type: 'array', items: { type: 'string' }, description: 'e.g. "DNS:example.com", "IP Address:192.0.2.1".' },
    keyType: { type: 'string', description: 'rsa, rsa-pss, ec, ed25519, ed448, dsa….' },
    keySize: nullable({ type: 'integer' }, { description: 'RSA/DSA modulus bits, or the curve size; null if unknown.' }),
    curve: nullable({ type: 'string' }, { description: 'Named curve of an EC key (OpenSSL name), else null.' }),
    isCA: { type: 'boolean', description: 'basicConstraints CA flag.' },
    selfSigned: { type: 'boolean', description: 'Issuer equals subject and the signature verifies with its own key.' },
    signedByNext: nullable(
      { type: 'boolean' },
      { description: 'Whether the next certificate in the input issued and signed this one (chain order check); null for the last.' },
    ),
    extendedKeyUsage: { type: 'array', items: { type: 'string' }, description: 'Named purposes (serverAuth…) or OIDs.' },
    infoAccess: { type: 'array', items: { type: 'string' }, description: 'Authority Information Access entries (OCSP, CA Issuers).' },
    fingerprintSha1: { type: 'string' },
    fingerprintSha256: { type: 'string' },
  },
  required: [
    'subject', 'issuer', 'serialNumber', 'validFrom', 'validTo', 'status', 'daysRemaining', 'subjectAltNames', 'keyType',
    'keySize', 'curve', 'isCA', 'selfSigned', 'signedByNext', 'extendedKeyUsage', 'infoAccess', 'fingerprintSha1', 'fingerprintSha256',
  ],
};

function describe(cert: X509Certificate, next: X509Certificate | undefined, now: number) {
  const from = Date.parse(cert.validFrom);
  const to = Date.parse(cert.validTo);
  const { keyType, keySize, curve } = keySummary(cert.publicKey);
  const signedBy = (issuer: X509Certificate) => {
    try {
      return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
    } catch {
      return false;
    }
  };
  return {
    subject: cert.subject.split('\n').join(', '),
    issuer: cert.issuer.split('\n').join(', '),
    serialNumber: cert.serialNumber,
    validFrom: Number.isNaN(from) ? cert.validFrom : new Date(from).toISOString(),
    validTo: Number.isNaN(to) ? cert.validTo : new Date(to).toISOString(),
    status: now < from ? 'not yet valid' : now > to ? 'expired' : 'valid',
    daysRemaining: Number.isNaN(to) ? 0 : Math.floor((to - now) / DAY),
    subjectAltNames: splitNames(cert.subjectAltName),
    keyType,
    keySize,
    curve,
    isCA: cert.ca,
    selfSigned: signedBy(cert),
    signedByNext: next ? signedBy(next) : null,
    extendedKeyUsage: (cert.keyUsage ?? []).map((oid) => extendedKeyUsages[oid] ?? oid),
    infoAccess: (cert.infoAccess ?? '').split('\n').filter(Boolean),
    fingerprintSha1: cert.fingerprint,
    fingerprintSha256: cert.fingerprint256,
  };
}

export default defineTool({
  slug: 'certificate-decoder',
  name: 'X.509 certificate decoder',
  category: 'security',
  draws: ['clock'],
  description:
    'Decodes PEM X.509 certificates (one or a chain, up to 20): subject, issuer, serial, validity and whether it holds at a given time (default now), subject alternative names, key type and size, CA flag, extended key usage, fingerprints, and whether each certificate is signed by the next.',
  inputSchema: {
    type: 'object',
    properties: {
      pem: {
        type: 'string',
        minLength: 1,
        maxLength: 200_000,
        description: 'One or more -----BEGIN CERTIFICATE----- blocks (leaf first for chains), or a bare Base64 DER certificate.',
      },
      at: {
        type: 'string',
        maxLength: 40,
        pattern: isoDateTime,
        description: 'The moment to check validity at, ISO 8601 with a time zone; defaults to now.',
      },
    },
    required: ['pem'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      certificates: { type: 'array', items: certificateSchema },
      warnings: { type: 'array', items: { type: 'string' } },
    },
    required: ['certificates', 'warnings'],
  },
  examples: [
    {
      inputs: {
        pem: [
          '-----BEGIN CERTIFICATE-----',
          'MIICPDCCAe6gAwIBAgIGGis8TV5vMAUGAytlcDA2MRUwEwYDVQQKDAxFeGFtcGxl',
          'IENvcnAxHTAbBgNVBAMMFEV4YW1wbGUgVGVzdCBSb290IENBMB4XDTI2MTEyMTIw',
          'NDE0NFoXDTI3MTIyNDIwNDE0NFowPjELMAkGA1UEBhMCVVMxFTATBgNVBAoMDEV4',
          'YW1wbGUgQ29ycDEYMBYGA1UEAwwPd3d3LmV4YW1wbGUuY29tMFkwEwYHKoZIzj0C',
          'AQYIKoZIzj0DAQcDQgAEcVrxJBAMnZJ/pDt2hD3urAndCgluxt0STUvk0hn9Dm2y',
          'TV1wDk9t5/M5LWPjoJcyso+34qsyK23195oQtFb85KOB5DCB4TAtBgNVHREEJjAk',
          'gg93d3cuZXhhbXBsZS5jb22CC2V4YW1wbGUuY29thwTAAAIKMAwGA1UdEwEB/wQC',
          'MAAwDgYDVR0PAQH/BAQDAgeAMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggrBgEFBQcD',
          'AjAzBggrBgEFBQcBAQQnMCUwIwYIKwYBBQUHMAGGF2h0dHA6Ly9vY3NwLmV4YW1w',
          'bGUuY29tMB0GA1UdDgQWBBSiV9Ft70xZFh5kZceF+fh2kw+v0DAfBgNVHSMEGDAW',
          'gBSFArQ88MANsNwSooF8h1gpoAPC2DAFBgMrZXADQQDxe60OTMdMBvKVxMjnUCVA',
          '8EGK9aMAMpXgHJyEJhtPSKEll20AULNrEArbjh/xgsYzjE1vHQzXA3xKOVFVpfMC',
          '-----END CERTIFICATE-----',
          '-----BEGIN CERTIFICATE-----',
          'MIIBkTCCAUOgAwIBAgIUAf8avMZP9osj85+wQ1Kh8+zB9BwwBQYDK2VwMDYxFTAT',
          'BgNVBAoMDEV4YW1wbGUgQ29ycDEdMBsGA1UEAwwURXhhbXBsZSBUZXN0IFJvb3Qg',
          'Q0EwHhcNMjYxMTIxMjA0MTQ0WhcNMzYxMTE4MjA0MTQ0WjA2MRUwEwYDVQQKDAxF',
          'eGFtcGxlIENvcnAxHTAbBgNVBAMMFEV4YW1wbGUgVGVzdCBSb290IENBMCowBQYD',
          'K2VwAyEAdLL4fohJs7/tkQa6RzRZBGIMOkiMVMOluFHxZ45YLQGjYzBhMB0GA1Ud',
          'DgQWBBSFArQ88MANsNwSooF8h1gpoAPC2DAfBgNVHSMEGDAWgBSFArQ88MANsNwS',
          'ooF8h1gpoAPC2DAPBgNVHRMBAf8EBTADAQH/MA4GA1UdDwEB/wQEAwIBBjAFBgMr',
          'ZXADQQBpUhHSQ8qSIOeF/S8oH+cEwOV5NrUJWBps+iusJeU8AQPBFQ87psPCVGVZ',
          '8esrfn0jAPi4cvs4DD/H9RNWh7AP',
          '-----END CERTIFICATE-----',
        ].join('\n'),
        at: '2027-03-01T00:00:00Z',
      },
      result: {
        certificates: [
          {
            subject: 'C=US, O=Example Corp, CN=www.example.com',
            issuer: 'O=Example Corp, CN=Example Test Root CA',
            serialNumber: '1A2B3C4D5E6F',
            validFrom: '2026-11-21T20:41:44.000Z',
            validTo: '2027-12-24T20:41:44.000Z',
            status: 'valid',
            daysRemaining: 298,
            subjectAltNames: ['DNS:www.example.com', 'DNS:example.com', 'IP Address:192.0.2.10'],
            keyType: 'ec',
            keySize: 256,
            curve: 'prime256v1',
            isCA: false,
            selfSigned: false,
            signedByNext: true,
            extendedKeyUsage: ['serverAuth', 'clientAuth'],
            infoAccess: ['OCSP - URI:http://ocsp.example.com'],
            fingerprintSha1: 'DC:AF:85:62:79:78:94:82:66:4E:09:F0:A0:8F:18:86:74:84:1D:40',
            fingerprintSha256: 'BC:AD:D4:69:81:85:78:00:28:15:7E:F8:1C:48:74:51:A5:F2:BF:3B:D7:DF:92:32:EF:85:DE:D1:17:49:FF:0E',
          },
          {
            subject: 'O=Example Corp, CN=Example Test Root CA',
            issuer: 'O=Example Corp, CN=Example Test Root CA',
            serialNumber: '01FF1ABCC64FF68B23F39FB04352A1F3ECC1F41C',
            validFrom: '2026-11-21T20:41:44.000Z',
            validTo: '2036-11-18T20:41:44.000Z',
            status: 'valid',
            daysRemaining: 3550,
            subjectAltNames: [],
            keyType: 'ed25519',
            keySize: 256,
            curve: null,
            isCA: true,
            selfSigned: true,
            signedByNext: null,
            extendedKeyUsage: [],
            infoAccess: [],
            fingerprintSha1: 'EF:C2:EE:AA:A9:BF:0A:1A:1B:27:44:3C:EB:1E:6F:00:35:6D:3D:EB',
            fingerprintSha256: '22:A7:73:06:DD:B4:9C:86:14:7E:63:F5:A6:4B:89:0E:FA:27:BB:9B:88:51:2C:BC:1E:6E:38:F3:0F:17:13:A2',
          },
        ],
        warnings: [],
      },
    },
    {
      inputs: {
        pem: [
          '-----BEGIN CERTIFICATE-----',
          'MIICPDCCAe6gAwIBAgIGGis8TV5vMAUGAytlcDA2MRUwEwYDVQQKDAxFeGFtcGxl',
          'IENvcnAxHTAbBgNVBAMMFEV4YW1wbGUgVGVzdCBSb290IENBMB4XDTI2MTEyMTIw',
          'NDE0NFoXDTI3MTIyNDIwNDE0NFowPjELMAkGA1UEBhMCVVMxFTATBgNVBAoMDEV4',
          'YW1wbGUgQ29ycDEYMBYGA1UEAwwPd3d3LmV4YW1wbGUuY29tMFkwEwYHKoZIzj0C',
          'AQYIKoZIzj0DAQcDQgAEcVrxJBAMnZJ/pDt2hD3urAndCgluxt0STUvk0hn9Dm2y',
          'TV1wDk9t5/M5LWPjoJcyso+34qsyK23195oQtFb85KOB5DCB4TAtBgNVHREEJjAk',
          'gg93d3cuZXhhbXBsZS5jb22CC2V4YW1wbGUuY29thwTAAAIKMAwGA1UdEwEB/wQC',
          'MAAwDgYDVR0PAQH/BAQDAgeAMB0GA1UdJQQWMBQGCCsGAQUFBwMBBggrBgEFBQcD',
          'AjAzBggrBgEFBQcBAQQnMCUwIwYIKwYBBQUHMAGGF2h0dHA6Ly9vY3NwLmV4YW1w',
          'bGUuY29tMB0GA1UdDgQWBBSiV9Ft70xZFh5kZceF+fh2kw+v0DAfBgNVHSMEGDAW',
          'gBSFArQ88MANsNwSooF8h1gpoAPC2DAFBgMrZXADQQDxe60OTMdMBvKVxMjnUCVA',
          '8EGK9aMAMpXgHJyEJhtPSKEll20AULNrEArbjh/xgsYzjE1vHQzXA3xKOVFVpfMC',
          '-----END CERTIFICATE-----',
        ].join('\n'),
        at: '2028-06-01T00:00:00Z',
      },
      result: {
        certificates: [
          {
            subject: 'C=US, O=Example Corp, CN=www.example.com',
            issuer: 'O=Example Corp, CN=Example Test Root CA',
            serialNumber: '1A2B3C4D5E6F',
            validFrom: '2026-11-21T20:41:44.000Z',
            validTo: '2027-12-24T20:41:44.000Z',
            status: 'expired',
            daysRemaining: -160,
            subjectAltNames: ['DNS:www.example.com', 'DNS:example.com', 'IP Address:192.0.2.10'],
            keyType: 'ec',
            keySize: 256,
            curve: 'prime256v1',
            isCA: false,
            selfSigned: false,
            signedByNext: null,
            extendedKeyUsage: ['serverAuth', 'clientAuth'],
            infoAccess: ['OCSP - URI:http://ocsp.example.com'],
            fingerprintSha1: 'DC:AF:85:62:79:78:94:82:66:4E:09:F0:A0:8F:18:86:74:84:1D:40',
            fingerprintSha256: 'BC:AD:D4:69:81:85:78:00:28:15:7E:F8:1C:48:74:51:A5:F2:BF:3B:D7:DF:92:32:EF:85:DE:D1:17:49:FF:0E',
          },
        ],
        warnings: [],
      },
    },
  ],
  run({ pem, at }: { pem: string; at?: string }) {
    const now = at === undefined ? Date.now() : Date.parse(at);
    if (Number.isNaN(now)) throw new ToolError(`"at" is not a valid date-time: ${at}`);
    const warnings: string[] = [];
    if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) {
      warnings.push('The input contains a private key, which was ignored: never share private keys.');
    }
    let blocks = pemBlocks(pem);
    if (blocks.length === 0) {
      const bare = pem.replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(bare)) {
        throw new ToolError('No certificate found: paste PEM blocks starting with -----BEGIN CERTIFICATE-----, or Base64 DER.');
      }
      blocks = [`-----BEGIN CERTIFICATE-----\n${bare.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`];
    }
    const certs = blocks.map((block, i) => {
      try {
        return new X509Certificate(block);
      } catch (error) {
        throw new ToolError(`Certificate ${i + 1} could not be parsed: ${(error as Error).message.slice(0, 200)}`);
      }
    });
    return { certificates: certs.map((cert, i) => describe(cert, certs[i + 1], now)), warnings };
  },
});
