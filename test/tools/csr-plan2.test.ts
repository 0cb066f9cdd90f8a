// Refusals and edge cases of csr-decoder (TOOLS-PLAN-2 §4, Security row 8). Its examples run in catalog.test.ts and over
// HTTP; the fixtures below were made once with openssl 3.0 and checked with Python's cryptography 38
// (is_signature_valid, key type and size, subject, alternative names) and `openssl req -verify`. Crafted requests are
// built here byte by byte and signed with a fixed Ed25519 key (Ed25519 signatures are deterministic).
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const ED448 = `-----BEGIN CERTIFICATE REQUEST-----
MIHiMGQCAQAwGDEWMBQGA1UEAwwNZWQ0NDguZXhhbXBsZTBDMAUGAytlcQM6APWE
FnLy4FqMMSbcfCmiR7ZRAduwve9eG1rkYZyqzakrbk+GC/5GBGLnNFr/ccRwIHB7
x4JMXZSHAKAAMAUGAytlcQNzALpanXjEA+DPUS7DmDXqyFPa+FYVxIN7ET9j79Xu
K3QdFnsLzNM2pyy497eD1921iz141TTN2/9iAM13oJDjouR9oDTioX1Yn+nUyH+w
tJOWTKm/C9jTw4ksgjGeEB0rh+8eg9US1Y+stKYcxjU1xtY0AA==
-----END CERTIFICATE REQUEST-----`;
const DSA_2048 = `-----BEGIN CERTIFICATE REQUEST-----
MIIDtzCCA2UCAQAwFjEUMBIGA1UEAwwLZHNhLmV4YW1wbGUwggNEMIICNgYHKoZI
zjgEATCCAikCggEBAOeEsJwAWlRennFFjuYPAK9WW7pjaJuQwMR87fqwI9lPRmYh
bzYdZlkrS497iSCXTN922zFpQ3bp9jSI0u4wbg8cyq2uIdtG6+AOSm+1xHPqlpIB
PwB5uI/gGNjYYIDL/2nbpktUyCwoe/TRAponvXEt5RAS/kEjMgaeP5ATmU8iyC21
8zeLQYzUqZWpRm2lCUeIWzHjpQa4Mu1JzzyC04uYO2AI9+7sP2O35p+UF+voACZL
+Tys5O3rZnRaQ2i7YyEiCqMHRb4RPpRTLDl0onOS/d4I/4bEiG2+gAJGsiXMujN5
XQVQ9h+KkpVhhLmxDMOk9+vig7GUZFbJT95mpkkCHQD7lz1TKNtA1SZpv2RWMthd
EMShslEvdP933jXfAoIBAQCVva1NZcNPpc70JF9mqb4J5FTyqtnxBkbZ6sFVsSrt
91gLJZq+CMtJs5N5d0MjeXPdCfT95JpWG67f5nOJRR7KKpPnJddKXISw2qyQ9SqF
pDAFqOG73CQjwe06tB7s4Df5fAVWcQayQT/+WoL6ZarP63HhdI5B8uE9t/3kRJKG
UGpamGHjzHhn8EZ5MZYWR5o7oN5azZVS2kCeZJHZoz77lYi8cXwJBQQwNVKYwqlr
Ue1jiAyT+wIxN7LpABDJKSwR3UhWtnLoh8xaCDaf2wY/jVBkCkY9FUmFaFXQwexp
xJg69e8+vIwFCqkRpZS8YhgFre2vNuGq+6P98kLKGkl+A4IBBgACggEBAL6Kv5Z3
TmRnxabkxmOSj/T53r0hywmBZUzaHTCA8lr2yTN+lFqdjuAhcpCdm540cnWnMiVS
1Ub6KZu8bqS5G2iej8ScdIAvMPagi6MgPDOcnFIBxEtztmYBtfRexY007dOcmNnM
jvpJtfDZyxLsaih7wtYglDF5FfVZeN97nsTAKltrXhc3x8VgUBnOgyFmyBzL3f0m
apIbmhIALSUtb7/zaeFZ7PL7zPIdPUPUiE7lATSAWY+xjwPjDBOl/3gkIcTZGjRX
sz1etmzMGnyUNEylBKssOuxz+TdKpuw0tabdL1BIPeNOj71C5Xfv4NQKkIKwvhwW
W6pkhSe9+50id1KgADALBglghkgBZQMEAwIDPwAwPAIcXX/NVK90TV+pfbmDhvVJ
UXfew+JSuG2PGDQUnwIcLV4OMniiX/QGKn2jlnlxmY0hHk6T8qbcidxtAg==
-----END CERTIFICATE REQUEST-----`;
const RSA_PSS_KEY = `-----BEGIN CERTIFICATE REQUEST-----
MIICkjCCAUUCAQAwGjEYMBYGA1UEAwwPcHNzLWtleS5leGFtcGxlMIIBIDALBgkq
hkiG9w0BAQoDggEPADCCAQoCggEBAOE8dOJCtRt5X0Z+i7x1VuhszVmjchDRjLIm
9DxjGK1NbTH0mwI1jJLbq1sohidvUdK1Z3LJ0OFuoe8FzdfTLToAShkW5U2i8w3V
R9vrnTu6Ffd69xUiPosVct0O4PyRBuF8PYZGmKoBhk7n9UKOgeOKCcVQxiujqNH6
ZuVpD7peWwm4KFaSux7BOJVGEaJgU/1je57wouiBqa2i08iEGWIoYweC5ItbsEKT
ss+4zooyyybxrJ960hTVwCv9WQCLv93SaXvFXEZO7nunRlNT21c9VGF9fObGmDtN
cPsprRqhIacgtNjNJN73BIN0mKY1IbldmnEZI8bkBjIQMjurDOkCAwEAAaAAMEIG
CSqGSIb3DQEBCjA1oA8wDQYJYIZIAWUDBAIBBQChHDAaBgkqhkiG9w0BAQgwDQYJ
YIZIAWUDBAIBBQCiBAICAN4DggEBAJAJb3g/9AbYV+rVQ/4cu2yHYtwW9yyvYAyk
jvCsYufyNyAYJdbqRTzsCVH8XDowtx2wkZHdEKqt2N+u6TsqWkIEOw+1Z04tSvbu
dv/Xohm9Q4+R7Zb0RMoCnQjoESJJ8Db4DVckDbb3EVW27UraIL7YWsjipBHM9wLG
zAroxz2l6G5b0b8j1U7j38my0JEKp4dtGh/a3YMheUPAm0Xnh1PQBGJ+yZTI0h7T
YjgNgRjWwiWIHXSSkmbR5+Qmj0AtMoZalXZItDKv+aP0dJnJCpPM2KE3FJzlD9Tn
8+DErRSJoyf1fDKAaLmyktK70l4fnMo4D0j6ATLte48/wWT7Y4Y=
-----END CERTIFICATE REQUEST-----`;
const NAMES_P521 = `-----BEGIN CERTIFICATE REQUEST-----
MIIB4DCCAUECAQAwGDEWMBQGA1UEAwwNbmFtZXMuZXhhbXBsZTCBmzAQBgcqhkjO
PQIBBgUrgQQAIwOBhgAEAbmxFggbyFilFTXSjj+l7Y3P7aoZlbNhDzhkB+HpXAEG
B+oR0jEqwK9H3ideAJ7n/g7sOBi5W8GoFSiTLkZ/qEFHAfv3mKildJTqSOpBaz9e
XasUajQmwWZgheQu/yHNPOV4PAW4bwAxJ8bDZGPbfH8zKjWyQDorMmeV2DtEgwG7
UblwoIGDMIGABgkqhkiG9w0BCQ4xczBxMFsGA1UdEQRUMFKkPDA6MQswCQYDVQQG
EwJGUjEUMBIGA1UECgwLRXhlbXBsZSwgU0ExFTATBgNVBAMMDEplYW4gKyBNYXJp
ZYgDKgMEgg1uYW1lcy5leGFtcGxlMBIGBCoDBAUBAf8EBwwFaGVsbG8wCgYIKoZI
zj0EAwQDgYwAMIGIAkIAkQc2IuoVfppz0PpVY67VJQByjWng0TtTkGE0NTEy18IF
Odr2GiNDNWGzVETnPDm4W+68mjckxerXP0c3uRaGKaoCQgEoGo1l51K8dgVPVzKL
IS5Bt8Yfm423YG9rmnhX19M72/XOs8GkldidgkbSOgCIvCK9HobUIQMzVeOBszVK
D2B7UA==
-----END CERTIFICATE REQUEST-----`;
const TRICKY_SUBJECT = `-----BEGIN CERTIFICATE REQUEST-----
MIIBDDCBswIBADBRMQswCQYDVQQGEwJVUzEZMBcGA1UECgwQQWNtZSwgSW5jLiA8
IngiPjEVMBMGA1UEAwwMICNsZWFkO2VuZFwgMRAwDgYDVQQHDAdaw7xyaWNoMFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEL+b0iXdtlKejsm293pFbaGMqw7J1UUxe
SD8K2r5rC68BMNTZp9BuJNgfCoIpUqQEcjBmjYzrtLSADazZXNq1NaAAMAoGCCqG
SM49BAMCA0gAMEUCIQDReCflsyVMABNbfnnrspGwT5BMIawKkCdTlls+UJsMNQIg
Vpo9ZS/YE+LiywMV5R5ZhRkdMFNdf/BKK0XCaB0dGXw=
-----END CERTIFICATE REQUEST-----`;
const TRICKY_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIB9zCCAZ2gAwIBAgIUAuHCiw/R4VKbvE3Y4S7Zk3WWw+IwCgYIKoZIzj0EAwIw
UTELMAkGA1UEBhMCVVMxGTAXBgNVBAoMEEFjbWUsIEluYy4gPCJ4Ij4xFTATBgNV
BAMMDCAjbGVhZDtlbmRcIDEQMA4GA1UEBwwHWsO8cmljaDAeFw0yNjExMjkxMTAx
MjRaFw0zNjExMjYxMTAxMjRaMFExCzAJBgNVBAYTAlVTMRkwFwYDVQQKDBBBY21l
LCBJbmMuIDwieCI+MRUwEwYDVQQDDAwgI2xlYWQ7ZW5kXCAxEDAOBgNVBAcMB1rD
vHJpY2gwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQv5vSJd22Up6Oybb3ekVto
YyrDsnVRTF5IPwravmsLrwEw1Nmn0G4k2B8KgilSpARyMGaNjOu0tIANrNlc2rU1
o1MwUTAdBgNVHQ4EFgQUkCYbaXfSlQESrHHv7hso7cEgAagwHwYDVR0jBBgwFoAU
kCYbaXfSlQESrHHv7hso7cEgAagwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQD
AgNIADBFAiBWmQ+KgIKxUMGF6rtu5hGbqQW3Du1sctJUjate+Gkc5gIhALNPKdlp
hF5K13tBKDfN15ZZ/bJ/XjuVuWC0BajrsT9y
-----END CERTIFICATE-----`;
const EMPTY_SUBJECT = `-----BEGIN CERTIFICATE REQUEST-----
MIHqMIGRAgEAMAAwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAARPvb5vPUlqTucq
laX8rHC5XDRf9ysJSnBNbMEmYV0vePpuGYQPoiBRUwXD7S5Finm0/kdZ2tb2zNzg
JXoPZjtAoC8wLQYJKoZIhvcNAQkOMSAwHjAcBgNVHREEFTATghFub3N1YmplY3Qu
ZXhhbXBsZTAKBggqhkjOPQQDAgNIADBFAiAbQQrjdR90QBAITu94tdAUWSRwnp53
4eF5TDvsqF1u9gIhALwJ37RyIV0Dmv7ElgXGsPVZ/5bixMLVbNi16vJ2u9wR
-----END CERTIFICATE REQUEST-----`;

const decode = async (csr: string) => {
  const { result, error, invalid } = await run(tool('csr-decoder'), { csr });
  expect(error, csr.slice(0, 80)).toBeUndefined();
  expect(invalid).toBeUndefined();
  return result;
};
const refused = (csr: string, message: RegExp) => refuses('csr-decoder', { csr }, message);
const der = (pem: string) => Buffer.from(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');
const pem = (bytes: Buffer, label = 'CERTIFICATE REQUEST') =>
  `-----BEGIN ${label}-----\n${bytes.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`;

// --- DER building -----------------------------------------------------------------------------------------------
const lengthBytes = (n: number) => (n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : n < 0x10000 ? [0x82, n >> 8, n & 0xff] : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag, ...lengthBytes(body.length)]), body]);
};
const seq = (...parts: Buffer[]) => tlv(0x30, ...parts);
const oid = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a! + b!];
  for (const n of rest) {
    const encoded = [n & 0x7f];
    for (let v = n >>> 7; v > 0; v >>>= 7) encoded.unshift((v & 0x7f) | 0x80);
    bytes.push(...encoded);
  }
  return tlv(0x06, Buffer.from(bytes));
};
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const CN = '2.5.4.3';
const ED25519 = '1.3.101.112';
const key = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.alloc(32, 7)]), format: 'der', type: 'pkcs8' });
const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });

type Rdn = [string, Buffer][];
const nameDer = (rdns: Rdn[]) => seq(...rdns.map((rdn) => tlv(0x31, ...rdn.map(([type, value]) => seq(oid(type), value)))));
const extension = (id: string, value: Buffer, critical = false) =>
  seq(oid(id), ...(critical ? [Buffer.from([0x01, 0x01, 0xff])] : []), tlv(0x04, value));
const extensionRequest = (...extensions: Buffer[]) => seq(oid('1.2.840.113549.1.9.14'), tlv(0x31, seq(...extensions)));

/** A signed request; `attributes` null leaves the [0] field out, `signatureOid` relabels the signature. */
function build({
  version = 0,
  subject = [[[CN, utf8('crafted.example')]]] as Rdn[],
  attributes = [] as Buffer[] | null,
  signatureOid = ED25519,
  tamper = false,
  publicKeyInfo = spki,
} = {}): Buffer {
  const info = seq(tlv(0x02, Buffer.from([version])), nameDer(subject), publicKeyInfo, ...(attributes ? [tlv(0xa0, ...attributes)] : []));
  const signature = sign(null, info, key);
  if (tamper) signature[10]! ^= 1;
  return seq(info, seq(oid(signatureOid)), tlv(0x03, Buffer.from([0]), signature));
}

describe('csr-decoder: keys and signatures', () => {
  it('reads DSA, Ed448 and RSA-PSS keys and verifies their signatures', async () => {
    const dsa = await decode(DSA_2048);
    expect(dsa.publicKey).toEqual({ algorithm: 'dsa', size: 2048, curve: null });
    expect(dsa.signatureAlgorithm).toBe('dsa-with-SHA256');
    expect(dsa.signatureValid).toBe(true);
    expect(dsa.warnings).toEqual(['DSA keys are deprecated; CAs no longer issue certificates for them.']);
    const ed448 = await decode(ED448);
    expect(ed448.publicKey).toEqual({ algorithm: 'ed448', size: 448, curve: null });
    expect([ed448.signatureAlgorithm, ed448.signatureValid]).toEqual(['Ed448', true]);
    const pss = await decode(RSA_PSS_KEY);
    expect(pss.publicKey).toEqual({ algorithm: 'rsa-pss', size: 2048, curve: null });
    expect([pss.signatureAlgorithm, pss.signatureValid]).toEqual(['RSASSA-PSS (SHA-256, salt 222)', true]);
  });

  it('says false for a changed signature, and for an algorithm the key cannot make', async () => {
    expect((await decode(build().toString('base64'))).signatureValid).toBe(true);
    const tampered = await decode(build({ tamper: true }).toString('base64'));
    expect(tampered.signatureValid).toBe(false);
    expect(tampered.warnings).toContain("The signature does not verify with the request's own key: the request was altered or is corrupt.");
    const mismatch = await decode(build({ signatureOid: '1.3.101.113' }).toString('base64'));
    expect(mismatch.signatureValid).toBe(false);
    expect(mismatch.warnings[0]).toBe("The signature algorithm Ed448 does not fit the request's ed25519 key.");
  });

  it('gives null for a signature algorithm it does not know', async () => {
    const r = await decode(build({ signatureOid: '1.2.643.7.1.1.3.2' }).toString('base64'));
    expect(r.signatureValid).toBeNull();
    expect(r.signatureAlgorithm).toBe('1.2.643.7.1.1.3.2');
    expect(r.warnings[0]).toMatch(/not one this tool verifies/);
  });

  it('reports a key it cannot load by its algorithm, and leaves the signature unchecked', async () => {
    const gost = await decode(build({ publicKeyInfo: seq(seq(oid('1.2.643.7.1.1.1.1')), tlv(0x03, Buffer.from([0, 4, 2]))) }).toString('base64'));
    expect(gost.publicKey).toEqual({ algorithm: '1.2.643.7.1.1.1.1', size: null, curve: null });
    expect(gost.signatureValid).toBeNull();
    expect(gost.warnings[0]).toMatch(/^The public key \(1\.2\.643\.7\.1\.1\.1\.1\) could not be loaded, so the signature was not checked/);
    const brokenRsa = seq(seq(oid('1.2.840.113549.1.1.1'), Buffer.from([0x05, 0x00])), tlv(0x03, Buffer.from([0, 0x30, 0x00])));
    const rsa = await decode(build({ publicKeyInfo: brokenRsa }).toString('base64'));
    expect([rsa.publicKey, rsa.signatureValid]).toEqual([{ algorithm: 'rsa', size: null, curve: null }, null]);
  });

  it('refuses RSASSA-PSS parameters it cannot verify (MGF1 hash differing from the hash)', async () => {
    const sha = (dotted: string) => seq(oid(dotted), Buffer.from([0x05, 0x00]));
    const params = seq(
      tlv(0xa0, sha('2.16.840.1.101.3.4.2.1')),
      tlv(0xa1, seq(oid('1.2.840.113549.1.1.8'), sha('1.3.14.3.2.26'))),
      tlv(0xa2, Buffer.from([0x02, 0x01, 0x20])),
    );
    const cri = seq(tlv(0x02, Buffer.from([0])), nameDer([[[CN, utf8('pss.example')]]]), spki);
    const forged = seq(cri, seq(oid('1.2.840.113549.1.1.10'), params), tlv(0x03, Buffer.from([0]), Buffer.alloc(256, 1)));
    await refused(forged.toString('base64'), /MGF1 hash differs/);
  });
});

describe('csr-decoder: names', () => {
  it('prints the subject exactly as certificate-decoder prints the same name', async () => {
    const request = await decode(TRICKY_SUBJECT);
    const { result } = await run(tool('certificate-decoder'), { pem: TRICKY_CERTIFICATE, at: '2030-01-01T00:00:00Z' });
    expect(request.subject).toBe(result.certificates[0].subject);
    expect(request.subject).toBe('C=US, O=Acme\\, Inc. \\<\\"x\\"\\>, CN=\\ #lead\\;end\\\\\\ , L=Zürich');
    expect(request.subjectFields.O).toBe('Acme, Inc. <"x">');
    expect(request.subjectFields.CN).toBe(' #lead;end\\ ');
  });

  it('joins multi-valued RDNs with " + ", escapes controls and dumps values that are no string', async () => {
    const r = await decode(
      build({
        subject: [
          [['2.5.4.6', tlv(0x13, Buffer.from('FR'))]],
          [[CN, utf8('a')], ['2.5.4.10', utf8('b')]],
          [['2.5.4.5', tlv(0x12, Buffer.from('123'))]],
          [['1.2.3.4', tlv(0x02, Buffer.from([5]))]],
          [['2.5.4.11', utf8('line\nbreak')]],
          [['2.5.4.11', tlv(0x1e, Buffer.from('00e9', 'hex'))]],
        ],
      }).toString('base64'),
    );
    expect(r.subject).toBe('C=FR, CN=a + O=b, serialNumber=123, 1.2.3.4=#020105, OU=line\\0Abreak, OU=é');
    expect(r.subjectFields).toEqual({ CN: 'a', O: 'b', OU: 'line\nbreak; é', C: 'FR', ST: null, L: null, emailAddress: null });
  });

  it('reads directoryName and registeredID alternative names and names unknown extensions by their OID', async () => {
    const r = await decode(NAMES_P521);
    expect(r.subjectAlternativeNames).toEqual([
      { type: 'directoryName', value: 'C=FR, O=Exemple\\, SA, CN=Jean \\+ Marie' },
      { type: 'registeredID', value: '1.2.3.4' },
      { type: 'DNS', value: 'names.example' },
    ]);
    expect(r.extensions).toEqual([
      { oid: '2.5.29.17', name: 'subjectAltName', critical: false },
      { oid: '1.2.3.4.5', name: '1.2.3.4.5', critical: true },
    ]);
    expect(r.publicKey).toEqual({ algorithm: 'ec', size: 521, curve: 'secp521r1' });
    expect([r.signatureAlgorithm, r.signatureValid]).toEqual(['ecdsa-with-SHA512', true]);
  });

  it('accepts an empty subject, and warns when the request names nothing at all', async () => {
    const r = await decode(EMPTY_SUBJECT);
    expect(r.subject).toBe('');
    expect(Object.values(r.subjectFields).every((v) => v === null)).toBe(true);
    expect(r.subjectAlternativeNames).toEqual([{ type: 'DNS', value: 'nosubject.example' }]);
    expect([r.signatureValid, r.warnings]).toEqual([true, []]);
    const nothing = await decode(build({ subject: [] }).toString('base64'));
    expect(nothing.subject).toBe('');
    expect(nothing.warnings).toEqual(['The request names no subject and no subject alternative names.']);
  });

  it('accepts a request without the attributes field, and refuses a repeated extension or version', async () => {
    const bare = await decode(build({ attributes: null }).toString('base64'));
    expect([bare.extensions, bare.subjectAlternativeNames, bare.signatureValid]).toEqual([[], [], true]);
    const basic = extension('2.5.29.19', seq());
    await refused(build({ attributes: [extensionRequest(basic, basic)] }).toString('base64'), /2\.5\.29\.19 is requested twice/);
    const twice = extensionRequest(basic);
    await refused(build({ attributes: [twice, twice] }).toString('base64'), /appears twice/);
    await refused(build({ version: 1 }).toString('base64'), /version 1; PKCS#10 defines only version 1 \(0\)/);
  });

  it('refuses an alternative-name extension that is not GeneralNames or nests too deep', async () => {
    let deep = tlv(0x04, Buffer.from('x'));
    for (let i = 0; i < 40; i++) deep = seq(deep);
    await refused(build({ attributes: [extensionRequest(extension('2.5.29.17', deep))] }).toString('base64'), /subjectAltName extension cannot be read/);
    await refused(build({ attributes: [extensionRequest(extension('2.5.29.17', utf8('x')))] }).toString('base64'), /subjectAltName extension cannot be read/);
  });
});

describe('csr-decoder: input', () => {
  const good = build();

  it('accepts bare Base64 with any whitespace and PEM with CRLF lines and text around it', async () => {
    const spaced = good.toString('base64').replace(/(.{10})/g, '$1 \r\n\t');
    expect((await decode(spaced)).subject).toBe('CN=crafted.example');
    expect((await decode(`Subject: my request\r\n${pem(good).replace(/\n/g, '\r\n')}thanks`)).signatureValid).toBe(true);
  });

  it('warns about a private key or other blocks pasted along', async () => {
    const withKey = await decode(`${pem(Buffer.alloc(48, 1), 'PRIVATE KEY')}${pem(good)}`);
    expect(withKey.warnings).toEqual(['The input contains a private key, which was ignored: never share private keys.']);
    const withCert = await decode(`${pem(good)}${TRICKY_CERTIFICATE}`);
    expect(withCert.warnings).toEqual(['Other PEM blocks were ignored (CERTIFICATE).']);
  });

  it('refuses certificates, other PEM labels and several requests', async () => {
    await refused(TRICKY_CERTIFICATE, /use certificate-decoder/);
    await refused(der(TRICKY_CERTIFICATE).toString('base64'), /use certificate-decoder/);
    await refused(pem(der(TRICKY_CERTIFICATE)), /use certificate-decoder/); // a certificate under a request label
    await refused(pem(Buffer.alloc(44, 2), 'PUBLIC KEY'), /labelled "PUBLIC KEY", not CERTIFICATE REQUEST/);
    await refused(pem(Buffer.alloc(48, 1), 'EC PRIVATE KEY'), /private key \(never share it\)/);
    await refused(`${pem(good)}${EMPTY_SUBJECT}`, /holds 2 certificate requests/);
    await refused(pem(good).replace(/-----END[^\n]*\n/, ''), /has no -----END CERTIFICATE REQUEST----- line/);
    await refused(pem(good).replace('BEGIN CERTIFICATE REQUEST', 'BEGIN CERTIFICATE  REQUEST'), /labelled|BEGIN CERTIFICATE REQUEST/);
  });

  it('refuses garbage, weird text and the empty request', async () => {
    await refused('hello world!', /not valid Base64/);
    await refused('𝔠𝔰𝔯 ☃ \u0000', /not valid Base64/);
    await refused('aGVsbG8=', /does not start with a SEQUENCE/);
    await refused('-----BEGIN CERTIFICATE REQUEST-----\n-----END CERTIFICATE REQUEST-----', /empty/);
    await refused('AAAA', /does not start with a SEQUENCE/);
    await refused(seq(Buffer.from([0x05, 0x00])).toString('base64'), /not a PKCS#10 certificate signing request/);
    expect((await run(tool('csr-decoder'), { csr: '' })).invalid).toBe(true);
    expect((await run(tool('csr-decoder'), { csr: 'A'.repeat(100_001) })).invalid).toBe(true);
  });

  it('refuses truncated DER, trailing bytes and BER encodings', async () => {
    const bytes = der(DSA_2048);
    await refused(bytes.subarray(0, 600).toString('base64'), /truncated/);
    await refused(pem(bytes.subarray(0, 3)), /truncated/);
    await refused(Buffer.concat([good, Buffer.from([0, 0])]).toString('base64'), /2 bytes follow the end of the request/);
    await refused(Buffer.concat([good, good]).toString('base64'), /follow the end of the request/);
    const indefinite = Buffer.concat([Buffer.from([0x30, 0x80]), good.subarray(2), Buffer.from([0, 0])]);
    await refused(indefinite.toString('base64'), /indefinite length/);
    const padded = Buffer.concat([Buffer.from([0x30, 0x82, 0x00, good[1]!]), good.subarray(2)]);
    await refused(padded.toString('base64'), /shortest form/);
    const constructedString = seq(seq(tlv(0x24, tlv(0x04, Buffer.from('x')))));
    await refused(constructedString.toString('base64'), /BER constructed string/);
  });

  it('refuses deep and huge DER quickly, as ToolErrors', async () => {
    // 18,000 nested SEQUENCEs, headers written outside in (nesting seq() would copy quadratically)
    const headers: number[][] = [];
    let length = 2;
    for (let i = 0; i < 18_000; i++) {
      headers.unshift([0x30, ...lengthBytes(length)]);
      length += headers[0]!.length;
    }
    const deep = Buffer.from([...headers.flat(), 0x05, 0x00]);
    expect(deep.toString('base64').length).toBeLessThanOrEqual(100_000);
    await refused(deep.toString('base64'), /nested more than 32 levels/);
    const wide = seq(seq(...Array.from({ length: 24_000 }, () => Buffer.from([0x05, 0x00]))));
    expect(wide.toString('base64').length).toBeLessThanOrEqual(100_000);
    await refused(wide.toString('base64'), /not a PKCS#10 certificate signing request/);
    const huge = Buffer.alloc(74_000, 0x41);
    await refused(huge.toString('base64'), /does not start with a SEQUENCE/);
  });
});
