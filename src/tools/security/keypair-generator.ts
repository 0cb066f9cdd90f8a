import { createECDH, createHash, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema, type RandomSource } from '../random.ts';

const generateKeyPairAsync = promisify(generateKeyPair);

const algorithms = ['ed25519', 'ec-p256', 'ec-p384', 'rsa-2048', 'rsa-3072', 'rsa-4096'] as const;
type Algorithm = (typeof algorithms)[number];

const curves = {
  'ec-p256': {
    jwk: 'P-256',
    ecdh: 'prime256v1',
    ssh: 'nistp256',
    size: 32,
    order: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  },
  'ec-p384': {
    jwk: 'P-384',
    ecdh: 'secp384r1',
    ssh: 'nistp384',
    size: 48,
    order: 0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
  },
} as const;

/** PKCS #8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** A private key made deterministically from the seeded generator (Ed25519 and EC only). */
function seededPrivateKey(algorithm: 'ed25519' | 'ec-p256' | 'ec-p384', rng: RandomSource): KeyObject {
  if (algorithm === 'ed25519') {
    const der = Buffer.concat([ED25519_PKCS8_PREFIX, rng.bytes(32)]);
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  }
  const curve = curves[algorithm];
  let d: Buffer;
  do d = Buffer.from(rng.bytes(curve.size));
  while (BigInt(`0x${d.toString('hex')}`) === 0n || BigInt(`0x${d.toString('hex')}`) >= curve.order);
  const ecdh = createECDH(curve.ecdh);
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: curve.jwk,
      d: d.toString('base64url'),
      x: point.subarray(1, 1 + curve.size).toString('base64url'),
      y: point.subarray(1 + curve.size).toString('base64url'),
    },
  });
}

/** SSH wire format: a uint32 length before each field. */
function sshBlob(fields: Buffer[]): Buffer {
  return Buffer.concat(
    fields.flatMap((field) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(field.length);
      return [length, field];
    }),
  );
}

/** An unsigned big-endian integer as an SSH mpint (a leading zero byte when the top bit is set). */
const mpint = (bytes: Buffer) => (bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);

/** The OpenSSH authorized_keys line for a public key. */
function opensshLine(publicKey: KeyObject, algorithm: Algorithm): string {
  const jwk = publicKey.export({ format: 'jwk' });
  let type: string;
  let blob: Buffer;
  if (algorithm === 'ed25519') {
    type = 'ssh-ed25519';
    blob = sshBlob([Buffer.from(type), Buffer.from(jwk.x!, 'base64url')]);
  } else if (algorithm === 'ec-p256' || algorithm === 'ec-p384') {
    const curve = curves[algorithm];
    type = `ecdsa-sha2-${curve.ssh}`;
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
    blob = sshBlob([Buffer.from(type), Buffer.from(curve.ssh), point]);
  } else {
    type = 'ssh-rsa';
    blob = sshBlob([Buffer.from(type), mpint(Buffer.from(jwk.e!, 'base64url')), mpint(Buffer.from(jwk.n!, 'base64url'))]);
  }
  return `${type} ${blob.toString('base64')}`;
}

export default defineTool({
  slug: 'keypair-generator',
  name: 'Key pair generator',
  category: 'security',
  draws: ['randomness'],
  description:
    'Generates an asymmetric key pair — Ed25519, ECDSA P-256/P-384 or RSA 2048/3072/4096 — as PEM (SPKI public, unencrypted PKCS #8 private), with the OpenSSH public key line and the SHA-256 fingerprint of the public key. A seed makes Ed25519 and EC keys reproducible for tests; RSA keys are always random.',
  inputSchema: {
    type: 'object',
    properties: {
      algorithm: { type: 'string', enum: algorithms, default: 'ed25519', description: 'Key type and size (RSA 4096 can take seconds).' },
      seed: {
        ...seedSchema,
        description: 'Makes an Ed25519 or EC key reproducible (for tests only: anyone with the seed has the private key). Not available for RSA.',
      },
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      algorithm: { type: 'string' },
      publicKey: { type: 'string', description: 'The public key, PEM-encoded SubjectPublicKeyInfo.' },
      privateKey: { type: 'string', description: 'The private key, PEM-encoded unencrypted PKCS #8: keep it secret.' },
      opensshPublicKey: { type: 'string', description: 'The public key as an OpenSSH authorized_keys line (without comment).' },
      fingerprint: { type: 'string', description: 'SHA-256 of the DER public key (SPKI), lowercase hex.' },
      sshFingerprint: { type: 'string', description: 'The OpenSSH fingerprint: SHA256: and unpadded Base64 of the SSH key blob.' },
      keySize: { type: 'integer', description: 'Modulus bits (RSA) or curve bits.' },
      reproducible: { type: 'boolean', description: 'True when a seed made the key: never use such a key for real.' },
    },
    required: ['algorithm', 'publicKey', 'privateKey', 'opensshPublicKey', 'fingerprint', 'sshFingerprint', 'keySize', 'reproducible'],
  },
  heavy: true,
  timeoutMs: 10_000,
  examples: [
    {
      inputs: { algorithm: 'ed25519', seed: 42 },
      result: {
        algorithm: 'ed25519',
        publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAq1Nhs4FvHiUWnC8BYUwJKB6/XbeA6zvqdNFuN5boiKQ=\n-----END PUBLIC KEY-----\n',
        privateKey: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEINXpr/SS5GRT0+H3eeWZulA28OxkLdMlEy3jU61uhbpO\n-----END PRIVATE KEY-----\n',
        opensshPublicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKtTYbOBbx4lFpwvAWFMCSgev123gOs76nTRbjeW6Iik',
        fingerprint: '38bf94b9c421ccc1032d320472e9a60f957d9444215b2ef639507de44180cce3',
        sshFingerprint: 'SHA256:+CueJpemSMaIKoCA7ijtJTKCLHQ69sbnfFImRKVTFrI',
        keySize: 256,
        reproducible: true,
      },
    },
    {
      inputs: { algorithm: 'ec-p256', seed: 7 },
      result: {
        algorithm: 'ec-p256',
        publicKey: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEG0GFtfnjbKb5TM/nuET0tm5hYnXh\nwCzxw/pv4kT1bPIPb7ivHheG8Amh9IRx6yNkc5Sfl3HcNY5hUd6+PIaTDA==\n-----END PUBLIC KEY-----\n',
        privateKey: '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg+CbHF2dgjLtYOraR\naI0puBDDzkzIGLXZvOo6as278D+hRANCAAQbQYW1+eNspvlMz+e4RPS2bmFideHA\nLPHD+m/iRPVs8g9vuK8eF4bwCaH0hHHrI2RzlJ+Xcdw1jmFR3r48hpMM\n-----END PRIVATE KEY-----\n',
        opensshPublicKey: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBBtBhbX542ym+UzP57hE9LZuYWJ14cAs8cP6b+JE9WzyD2+4rx4XhvAJofSEcesjZHOUn5dx3DWOYVHevjyGkww=',
        fingerprint: '20da91a51c4f1e28efc5e07ae2b57caf4c52b11e096d8b94dbd984190dbf08be',
        sshFingerprint: 'SHA256:Qq5pmJYIMloJ0HNTdz2w/DDmKnAXsG1ku9QxJoot62o',
        keySize: 256,
        reproducible: true,
      },
    },
  ],
  async run({ algorithm, seed }: { algorithm: Algorithm; seed?: number }) {
    const rng = randomSource(seed);
    let privateKey: KeyObject;
    if (algorithm.startsWith('rsa-')) {
      if (rng.seeded) throw new ToolError('A seed is only supported for Ed25519 and EC keys; omit it for RSA, whose keys are always random.');
      const modulusLength = Number(algorithm.slice(4));
      ({ privateKey } = await generateKeyPairAsync('rsa', { modulusLength, publicExponent: 0x10001 }));
    } else if (rng.seeded) {
      privateKey = seededPrivateKey(algorithm as 'ed25519' | 'ec-p256' | 'ec-p384', rng);
    } else if (algorithm === 'ed25519') {
      ({ privateKey } = await generateKeyPairAsync('ed25519'));
    } else {
      ({ privateKey } = await generateKeyPairAsync('ec', { namedCurve: curves[algorithm as 'ec-p256' | 'ec-p384'].jwk }));
    }
    const publicKey = createPublicKey(privateKey);
    const ssh = opensshLine(publicKey, algorithm);
    const sshBlobBytes = Buffer.from(ssh.split(' ')[1]!, 'base64');
    const keySize =
      algorithm === 'ed25519' ? 256 : algorithm.startsWith('rsa-') ? Number(algorithm.slice(4)) : curves[algorithm as 'ec-p256'].size * 8;
    return {
      algorithm,
      publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string,
      privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
      opensshPublicKey: ssh,
      fingerprint: createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest('hex'),
      sshFingerprint: `SHA256:${createHash('sha256').update(sshBlobBytes).digest('base64').replace(/=+$/, '')}`,
      keySize,
      reproducible: rng.seeded,
    };
  },
});
