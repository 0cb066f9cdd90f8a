import { createHash } from 'node:crypto';
import { ToolError, defineTool, nullable } from '../define.ts';

const MAX_KEYS = 100;

/** Key types OpenSSH writes in public key lines (plus certificate variants, recognised by their -cert-v01 suffix). */
const keyTypes = new Set([
  'ssh-rsa', 'ssh-dss', 'ssh-ed25519', 'ssh-ed448', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521',
  'sk-ecdsa-sha2-nistp256@openssh.com', 'sk-ssh-ed25519@openssh.com',
]);
const isKeyType = (token: string) => keyTypes.has(token) || keyTypes.has(token.replace('-cert-v01@openssh.com', ''));

/** Reads the length-prefixed fields of an SSH wire-format blob. */
class Reader {
  private offset = 0;
  constructor(private readonly bytes: Buffer) {}
  field(): Buffer {
    if (this.offset + 4 > this.bytes.length) throw new ToolError('The key data ends in the middle of a field: it is truncated or corrupt.');
    const length = this.bytes.readUInt32BE(this.offset);
    const start = this.offset + 4;
    if (start + length > this.bytes.length) throw new ToolError('A field in the key data runs past its end: it is truncated or corrupt.');
    this.offset = start + length;
    return this.bytes.subarray(start, start + length);
  }
}

/** Bit length of an SSH mpint (big-endian, possibly with a leading zero byte). */
function mpintBits(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + bytes[i]!.toString(2).length;
}

function keyBits(type: string, reader: Reader): number | null {
  const base = type.replace('-cert-v01@openssh.com', '');
  if (type !== base) reader.field(); // certificates carry a nonce first
  switch (base) {
    case 'ssh-rsa': {
      reader.field(); // e
      return mpintBits(reader.field());
    }
    case 'ssh-dss':
      return mpintBits(reader.field());
    case 'ssh-ed25519':
    case 'sk-ssh-ed25519@openssh.com': {
      const key = reader.field();
      if (key.length !== 32) throw new ToolError(`An Ed25519 key is 32 bytes, this one is ${key.length}.`);
      return 256;
    }
    case 'ssh-ed448':
      return 448;
    default: {
      const curve = /nistp(\d{3})/.exec(base);
      if (!curve) return null;
      const named = reader.field().toString('latin1');
      if (named !== `nistp${curve[1]}`) throw new ToolError(`The key says curve ${named} but its type is ${base}.`);
      return Number(curve[1]);
    }
  }
}

function fingerprint(line: string, lineNumber: number) {
  const tokens = line.trim().split(/\s+/);
  // authorized_keys lines may start with options (which can hold quoted spaces); the key type token comes after them.
  const typeIndex = tokens.findIndex(isKeyType);
  if (typeIndex < 0) throw new ToolError(`Line ${lineNumber}: no SSH key type (ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256…) found.`);
  const type = tokens[typeIndex]!;
  const data = tokens[typeIndex + 1];
  if (data === undefined || !/^[A-Za-z0-9+/]+={0,2}$/.test(data) || data.length % 4 !== 0) {
    throw new ToolError(`Line ${lineNumber}: the key data after ${type} is missing or not Base64.`);
  }
  const blob = Buffer.from(data, 'base64');
  const reader = new Reader(blob);
  const embedded = reader.field().toString('latin1');
  if (embedded !== type) {
    throw new ToolError(`Line ${lineNumber}: the line says ${type} but the key data holds key type "${embedded.slice(0, 60)}".`);
  }
  const bits = keyBits(type, reader);
  const md5 = createHash('md5').update(blob).digest('hex').match(/../g)!.join(':');
  return {
    line: lineNumber,
    type,
    bits,
    sha256: `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
    md5: `MD5:${md5}`,
    comment: tokens.slice(typeIndex + 2).join(' '),
    options: typeIndex > 0 ? tokens.slice(0, typeIndex).join(' ') : null,
  };
}

export default defineTool({
  slug: 'ssh-key-fingerprint',
  name: 'SSH key fingerprint',
  category: 'security',
  description:
    'Computes the SHA-256 and MD5 fingerprints of OpenSSH public keys (id_*.pub or authorized_keys lines, one per line), as ssh-keygen -l shows them, with key type, size and comment; checks that the Base64 key data really holds the stated key type.',
  inputSchema: {
    type: 'object',
    properties: {
      key: {
        type: 'string',
        minLength: 1,
        maxLength: 200_000,
        description: 'One or more public key lines like "ssh-ed25519 AAAAC3… user@host"; # comments and blank lines are skipped.',
      },
    },
    required: ['key'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      keys: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer', description: 'Line number in the input.' },
            type: { type: 'string', description: 'Key type, e.g. ssh-ed25519.' },
            bits: nullable({ type: 'integer' }, { description: 'Key size: RSA/DSA modulus bits or curve bits; null if unknown.' }),
            sha256: { type: 'string', description: 'OpenSSH default fingerprint: SHA256: and unpadded Base64.' },
            md5: { type: 'string', description: 'Legacy fingerprint: MD5: and colon-separated hex.' },
            comment: { type: 'string', description: 'Text after the key data (often user@host); empty if none.' },
            options: nullable({ type: 'string' }, { description: 'authorized_keys options before the key type; null when there are none.' }),
          },
          required: ['line', 'type', 'bits', 'sha256', 'md5', 'comment', 'options'],
        },
      },
    },
    required: ['keys'],
  },
  examples: [
    {
      inputs: { key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKtTYbOBbx4lFpwvAWFMCSgev123gOs76nTRbjeW6Iik alice@laptop' },
      result: {
        keys: [
          {
            line: 1,
            type: 'ssh-ed25519',
            bits: 256,
            sha256: 'SHA256:+CueJpemSMaIKoCA7ijtJTKCLHQ69sbnfFImRKVTFrI',
            md5: 'MD5:1f:49:d8:c9:09:bc:62:96:6d:b6:0d:17:fd:89:4c:1f',
            comment: 'alice@laptop',
            options: null,
          },
        ],
      },
    },
    {
      inputs: {
        key: [
          '# deploy keys',
          'from="10.0.0.0/8",no-pty ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBBtBhbX542ym+UzP57hE9LZuYWJ14cAs8cP6b+JE9WzyD2+4rx4XhvAJofSEcesjZHOUn5dx3DWOYVHevjyGkww= ci@build',
        ].join('\n'),
      },
      result: {
        keys: [
          {
            line: 2,
            type: 'ecdsa-sha2-nistp256',
            bits: 256,
            sha256: 'SHA256:Qq5pmJYIMloJ0HNTdz2w/DDmKnAXsG1ku9QxJoot62o',
            md5: 'MD5:c4:f3:90:1d:68:f2:11:d1:57:64:ea:85:85:28:e2:68',
            comment: 'ci@build',
            options: 'from="10.0.0.0/8",no-pty',
          },
        ],
      },
    },
  ],
  run({ key }: { key: string }) {
    const keys = [];
    const lines = key.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (line === '' || line.startsWith('#')) continue;
      if (keys.length === MAX_KEYS) throw new ToolError(`More than ${MAX_KEYS} keys; give at most ${MAX_KEYS} at a time.`);
      if (/^-----BEGIN/.test(line)) {
        throw new ToolError(`Line ${i + 1}: this is a PEM block, not an OpenSSH public key line${/PRIVATE/.test(line) ? ' — and it is a private key: never share it' : ''}.`);
      }
      try {
        keys.push(fingerprint(line, i + 1));
      } catch (error) {
        if (error instanceof ToolError && !error.message.startsWith('Line ')) throw new ToolError(`Line ${i + 1}: ${error.message}`);
        throw error;
      }
    }
    if (keys.length === 0) throw new ToolError('No public key found: paste a line such as "ssh-ed25519 AAAA… comment".');
    return { keys };
  },
});
