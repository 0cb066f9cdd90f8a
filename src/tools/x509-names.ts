// Names of X.509 things shared by certificate-decoder and csr-decoder: key summaries, fingerprints, OID names and
// distinguished names printed as Node's X509Certificate prints them (OpenSSL's RFC 2253 escaping, as-stored order).
import type { KeyObject } from 'node:crypto';

const CURVE_BITS = new Map<string, number>([
  ['prime256v1', 256],
  ['secp384r1', 384],
  ['secp521r1', 521],
  ['secp256k1', 256],
  ['secp224r1', 224],
  ['brainpoolP256r1', 256],
  ['brainpoolP384r1', 384],
  ['brainpoolP512r1', 512],
]);
const EDWARDS_BITS = new Map<string, number>([['ed25519', 256], ['ed448', 448], ['x25519', 256], ['x448', 448]]);

export interface KeySummary {
  /** Node's asymmetricKeyType: rsa, rsa-pss, ec, ed25519, ed448, dsa… */
  keyType: string;
  /** RSA/DSA modulus bits, the curve size of EC and Edwards keys, or null when unknown. */
  keySize: number | null;
  /** The named curve of an EC key (OpenSSL name, e.g. prime256v1), else null. */
  curve: string | null;
}

export function keySummary(key: KeyObject): KeySummary {
  const details = key.asymmetricKeyDetails ?? {};
  const keyType = key.asymmetricKeyType ?? 'unknown';
  const keySize =
    details.modulusLength ??
    (details.namedCurve ? (CURVE_BITS.get(details.namedCurve) ?? null) : null) ??
    EDWARDS_BITS.get(keyType) ??
    null;
  return { keyType, keySize, curve: details.namedCurve ?? null };
}

/** Upper-case hex bytes joined by colons, the form of Node's fingerprint256 ("AB:CD:…"). */
export function colonHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(':');
}

/** Short names of distinguished-name attribute types (OpenSSL's, as Node prints them); others print as dotted OIDs. */
export const NAME_ATTRIBUTES = new Map<string, string>([
  ['2.5.4.3', 'CN'],
  ['2.5.4.4', 'SN'],
  ['2.5.4.5', 'serialNumber'],
  ['2.5.4.6', 'C'],
  ['2.5.4.7', 'L'],
  ['2.5.4.8', 'ST'],
  ['2.5.4.9', 'street'],
  ['2.5.4.10', 'O'],
  ['2.5.4.11', 'OU'],
  ['2.5.4.12', 'title'],
  ['2.5.4.13', 'description'],
  ['2.5.4.15', 'businessCategory'],
  ['2.5.4.17', 'postalCode'],
  ['2.5.4.41', 'name'],
  ['2.5.4.42', 'GN'],
  ['2.5.4.43', 'initials'],
  ['2.5.4.44', 'generationQualifier'],
  ['2.5.4.46', 'dnQualifier'],
  ['2.5.4.65', 'pseudonym'],
  ['2.5.4.97', 'organizationIdentifier'],
  ['0.9.2342.19200300.100.1.1', 'UID'],
  ['0.9.2342.19200300.100.1.25', 'DC'],
  ['1.2.840.113549.1.9.1', 'emailAddress'],
  ['1.2.840.113549.1.9.2', 'unstructuredName'],
  ['1.3.6.1.4.1.311.60.2.1.1', 'jurisdictionL'],
  ['1.3.6.1.4.1.311.60.2.1.2', 'jurisdictionST'],
  ['1.3.6.1.4.1.311.60.2.1.3', 'jurisdictionC'],
]);

/** Extension names (OpenSSL's short names). */
export const EXTENSIONS = new Map<string, string>([
  ['2.5.29.9', 'subjectDirectoryAttributes'],
  ['2.5.29.14', 'subjectKeyIdentifier'],
  ['2.5.29.15', 'keyUsage'],
  ['2.5.29.16', 'privateKeyUsagePeriod'],
  ['2.5.29.17', 'subjectAltName'],
  ['2.5.29.18', 'issuerAltName'],
  ['2.5.29.19', 'basicConstraints'],
  ['2.5.29.30', 'nameConstraints'],
  ['2.5.29.31', 'crlDistributionPoints'],
  ['2.5.29.32', 'certificatePolicies'],
  ['2.5.29.33', 'policyMappings'],
  ['2.5.29.35', 'authorityKeyIdentifier'],
  ['2.5.29.36', 'policyConstraints'],
  ['2.5.29.37', 'extendedKeyUsage'],
  ['2.5.29.46', 'freshestCRL'],
  ['2.5.29.54', 'inhibitAnyPolicy'],
  ['1.3.6.1.5.5.7.1.1', 'authorityInfoAccess'],
  ['1.3.6.1.5.5.7.1.3', 'qcStatements'],
  ['1.3.6.1.5.5.7.1.11', 'subjectInfoAccess'],
  ['1.3.6.1.5.5.7.1.24', 'tlsfeature'],
  ['1.3.6.1.4.1.11129.2.4.3', 'ct_precert_poison'],
  ['1.3.6.1.4.1.311.20.2', 'certificateTemplateName'],
  ['1.3.6.1.4.1.311.21.7', 'certificateTemplate'],
  ['2.16.840.1.113730.1.1', 'nsCertType'],
  ['2.16.840.1.113730.1.13', 'nsComment'],
]);

/** Public-key algorithms of a SubjectPublicKeyInfo, named as Node's asymmetricKeyType (for keys Node cannot load). */
export const KEY_ALGORITHMS = new Map<string, string>([
  ['1.2.840.113549.1.1.1', 'rsa'],
  ['1.2.840.113549.1.1.10', 'rsa-pss'],
  ['1.2.840.10045.2.1', 'ec'],
  ['1.2.840.10040.4.1', 'dsa'],
  ['1.3.101.110', 'x25519'],
  ['1.3.101.111', 'x448'],
  ['1.3.101.112', 'ed25519'],
  ['1.3.101.113', 'ed448'],
]);

export interface NameAttribute {
  /** Dotted OID of the attribute type. */
  type: string;
  /** The decoded string, or for a value that is no string type, "#" and the hex of its DER (RFC 4514 §2.4). */
  value: string;
  /** True when `value` is the "#hex" dump, which is printed unescaped. */
  dumped: boolean;
}

/** OpenSSL's ASN1_STRFLGS_ESC_2253 | ESC_CTRL, as Node uses: ,+"\<>; escaped, # and space escaped first, space last. */
export function escapeNameValue(value: string): string {
  let out = '';
  const chars = Array.from(value);
  chars.forEach((char, i) => {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) out += `\\${code.toString(16).toUpperCase().padStart(2, '0')}`;
    else if (',+"\\<>;'.includes(char) || (i === 0 && (char === '#' || char === ' ')) || (i === chars.length - 1 && char === ' ')) {
      out += `\\${char}`;
    } else out += char;
  });
  return out;
}

/** "C=US, O=Example Corp, CN=www.example.com": RDNs as stored (most significant first), " + " inside a multi-valued RDN. */
export function formatName(rdns: ReadonlyArray<ReadonlyArray<NameAttribute>>): string {
  return rdns
    .map((rdn) =>
      rdn.map((atv) => `${NAME_ATTRIBUTES.get(atv.type) ?? atv.type}=${atv.dumped ? atv.value : escapeNameValue(atv.value)}`).join(' + '),
    )
    .join(', ');
}
