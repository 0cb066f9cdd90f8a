import { createCipheriv, createDecipheriv, type CipherGCM, type DecipherGCM } from 'node:crypto';
import { ToolError, defineTool, nullable } from '../define.ts';

type Algorithm = 'aes-128' | 'aes-192' | 'aes-256' | 'chacha20-poly1305' | 'des-ede3';
type Mode = 'ecb' | 'cbc' | 'ctr' | 'cfb' | 'ofb' | 'gcm';
type Encoding = 'utf8' | 'hex' | 'base64';

interface Inputs {
  operation: 'encrypt' | 'decrypt';
  algorithm: Algorithm;
  mode?: Mode;
  key: string;
  iv?: string;
  aad?: string;
  input: string;
  inputEncoding?: Encoding;
  outputEncoding?: Encoding;
  padding?: 'pkcs7' | 'none';
  authTag?: string;
}

const KEY_BYTES: Record<Algorithm, number> = { 'aes-128': 16, 'aes-192': 24, 'aes-256': 32, 'chacha20-poly1305': 32, 'des-ede3': 24 };
const hex = (maxLength: number, description: string) => ({
  type: 'string',
  pattern: '^([0-9a-fA-F]{2})*$',
  maxLength,
  description,
});

function decode(text: string, encoding: Encoding, what: string): Buffer {
  if (encoding === 'utf8') return Buffer.from(text, 'utf8');
  const clean = text.replace(/\s+/g, '');
  if (encoding === 'hex') {
    if (!/^([0-9a-fA-F]{2})*$/.test(clean)) throw new ToolError(`${what} is not hex (an even number of 0-9 a-f digits).`);
    return Buffer.from(clean, 'hex');
  }
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean) || clean.replace(/=+$/, '').length % 4 === 1) {
    throw new ToolError(`${what} is not Base64.`);
  }
  return Buffer.from(clean, 'base64');
}

function encode(bytes: Buffer, encoding: Encoding): string {
  if (encoding !== 'utf8') return bytes.toString(encoding);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ToolError('The output is not valid UTF-8 text: choose outputEncoding hex or base64.');
  }
}

export default defineTool({
  slug: 'symmetric-cipher',
  name: 'Symmetric cipher (AES, ChaCha20-Poly1305, 3DES)',
  category: 'security',
  description:
    'Encrypts or decrypts with a raw key and IV, interoperable with OpenSSL and CyberChef: AES-128/192/256 in ECB, CBC, CTR, CFB (CFB-128), OFB or GCM (SP 800-38A/38D), ChaCha20-Poly1305 (RFC 8439; no mode) and 3-key Triple DES (des-ede3, ECB or CBC). Keys and IVs are hex: IV 16 bytes (8 for 3DES, 12 for GCM and ChaCha20-Poly1305, none for ECB). ECB and CBC pad with PKCS#7 unless padding is none. GCM and ChaCha20-Poly1305 take optional AAD and a 16-byte tag (returned on encrypt, required to decrypt). Defaults: encrypt reads UTF-8 and writes hex, decrypt reads hex and writes UTF-8. A wrong tag or bad padding is refused. warnings flag ECB (leaks patterns), 3DES (deprecated, 64-bit block) and unauthenticated modes. For password-based encryption use aes-encrypt.',
  inputSchema: {
    type: 'object',
    properties: {
      operation: { type: 'string', enum: ['encrypt', 'decrypt'], description: 'Encrypt or decrypt.' },
      algorithm: {
        type: 'string',
        enum: ['aes-128', 'aes-192', 'aes-256', 'chacha20-poly1305', 'des-ede3'],
        description: 'The cipher; the key length follows (16, 24, 32, 32, 24 bytes).',
      },
      mode: {
        type: 'string',
        enum: ['ecb', 'cbc', 'ctr', 'cfb', 'ofb', 'gcm'],
        description: 'Block mode: required for AES (any) and des-ede3 (ecb or cbc), absent for chacha20-poly1305.',
      },
      key: hex(64, 'The raw key, hex.'),
      iv: hex(32, 'The IV or nonce, hex (16 bytes; 8 for des-ede3; 12 for GCM and ChaCha20-Poly1305; omit for ECB).'),
      aad: hex(8192, 'Additional authenticated data, hex (GCM and ChaCha20-Poly1305 only).'),
      input: { type: 'string', maxLength: 200_000, description: 'The plaintext (encrypt) or ciphertext (decrypt).' },
      inputEncoding: {
        type: 'string',
        enum: ['utf8', 'hex', 'base64'],
        description: 'How input is written: default utf8 to encrypt, hex to decrypt.',
      },
      outputEncoding: {
        type: 'string',
        enum: ['hex', 'base64', 'utf8'],
        description: 'How output is written: default hex for encrypt, utf8 for decrypt.',
      },
      padding: {
        type: 'string',
        enum: ['pkcs7', 'none'],
        description: 'ECB and CBC only: PKCS#7 (default) or none (then the input must be whole blocks).',
      },
      authTag: { ...hex(32, 'The 16-byte authentication tag, hex (to decrypt GCM and ChaCha20-Poly1305).'), minLength: 32 },
    },
    required: ['operation', 'algorithm', 'key', 'input'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'The ciphertext or plaintext, in outputEncoding.' },
      authTag: nullable({ type: 'string' }, { description: 'The 16-byte tag, hex (GCM and ChaCha20-Poly1305 encrypt); else null.' }),
      warnings: { type: 'array', items: { type: 'string' }, description: 'Weaknesses of the chosen algorithm or mode.' },
    },
    required: ['output', 'authTag', 'warnings'],
  },
  examples: [
    {
      "inputs": {
        "operation": "encrypt",
        "algorithm": "aes-128",
        "mode": "cbc",
        "key": "2b7e151628aed2a6abf7158809cf4f3c",
        "iv": "000102030405060708090a0b0c0d0e0f",
        "input": "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710",
        "inputEncoding": "hex",
        "padding": "none"
      },
      "result": {
        "output": "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b273bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7",
        "authTag": null,
        "warnings": [
          "Unauthenticated mode: altered ciphertext is not detected; prefer GCM or ChaCha20-Poly1305."
        ]
      }
    },
    {
      "inputs": {
        "operation": "decrypt",
        "algorithm": "aes-128",
        "mode": "ctr",
        "key": "2b7e151628aed2a6abf7158809cf4f3c",
        "iv": "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
        "input": "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee",
        "outputEncoding": "hex"
      },
      "result": {
        "output": "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710",
        "authTag": null,
        "warnings": [
          "Unauthenticated mode: altered ciphertext is not detected; prefer GCM or ChaCha20-Poly1305.",
          "CTR: never reuse a key and IV (counter) pair."
        ]
      }
    },
    {
      "inputs": {
        "operation": "encrypt",
        "algorithm": "chacha20-poly1305",
        "key": "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f",
        "iv": "070000004041424344454647",
        "aad": "50515253c0c1c2c3c4c5c6c7",
        "input": "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it."
      },
      "result": {
        "output": "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116",
        "authTag": "1ae10b594f09e26a7e902ecbd0600691",
        "warnings": []
      }
    },
    {
      "inputs": {
        "operation": "decrypt",
        "algorithm": "aes-128",
        "mode": "gcm",
        "key": "feffe9928665731c6d6a8f9467308308",
        "iv": "cafebabefacedbaddecaf888",
        "aad": "feedfacedeadbeeffeedfacedeadbeefabaddad2",
        "input": "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
        "outputEncoding": "hex",
        "authTag": "5bc94fbc3221a5db94fae95ae7121a47"
      },
      "result": {
        "output": "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
        "authTag": null,
        "warnings": []
      }
    },
    {
      "inputs": {
        "operation": "encrypt",
        "algorithm": "aes-256",
        "mode": "ecb",
        "key": "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
        "input": "attack at dawn, attack at dawn!!",
        "outputEncoding": "base64"
      },
      "result": {
        "output": "tCjQozloN6wPg0KZ56+0W8u/myreqfMt5rUA6chiOE+fO3UEkm+L024xGOkDpM1K",
        "authTag": null,
        "warnings": [
          "ECB leaks patterns: equal plaintext blocks give equal ciphertext blocks.",
          "Unauthenticated mode: altered ciphertext is not detected; prefer GCM or ChaCha20-Poly1305."
        ]
      }
    },
    {
      "inputs": {
        "operation": "encrypt",
        "algorithm": "des-ede3",
        "mode": "cbc",
        "key": "0123456789abcdef23456789abcdef01456789abcdef0123",
        "iv": "1234567890abcdef",
        "input": "Grüße, 3DES"
      },
      "result": {
        "output": "d5d1c8eab18bfe99c8ce4801ced19c0c",
        "authTag": null,
        "warnings": [
          "3DES is deprecated: its 64-bit block is open to Sweet32 attacks, and NIST disallows it for encryption after 2023 (SP 800-131A Rev. 2).",
          "Unauthenticated mode: altered ciphertext is not detected; prefer GCM or ChaCha20-Poly1305."
        ]
      }
    }
  ],
  run(inputs: Inputs) {
    const { operation, algorithm, key, input } = inputs;
    const encrypting = operation === 'encrypt';
    const isAes = algorithm.startsWith('aes-');
    let mode = inputs.mode;
    if (algorithm === 'chacha20-poly1305') {
      if (mode !== undefined) throw new ToolError('chacha20-poly1305 takes no mode.');
    } else if (mode === undefined) {
      throw new ToolError(`${algorithm} needs a mode.`);
    } else if (algorithm === 'des-ede3' && mode !== 'ecb' && mode !== 'cbc') {
      throw new ToolError('des-ede3 supports the ecb and cbc modes only.');
    }
    const aead = algorithm === 'chacha20-poly1305' || mode === 'gcm';
    const padded = mode === 'ecb' || mode === 'cbc';

    const keyBytes = Buffer.from(key, 'hex');
    if (keyBytes.length !== KEY_BYTES[algorithm]) {
      throw new ToolError(`${algorithm} needs a ${KEY_BYTES[algorithm]}-byte key (${KEY_BYTES[algorithm] * 2} hex digits); got ${keyBytes.length} bytes.`);
    }
    const ivBytes = mode === 'ecb' ? 0 : aead ? 12 : algorithm === 'des-ede3' ? 8 : 16;
    let iv: Buffer | null = null;
    if (ivBytes === 0) {
      if (inputs.iv !== undefined && inputs.iv !== '') throw new ToolError('ECB takes no IV.');
    } else {
      iv = Buffer.from(inputs.iv ?? '', 'hex');
      if (iv.length !== ivBytes) throw new ToolError(`This cipher needs a ${ivBytes}-byte IV (${ivBytes * 2} hex digits); got ${iv.length} bytes.`);
    }
    if (!aead && inputs.aad !== undefined) throw new ToolError('aad applies to GCM and ChaCha20-Poly1305 only.');
    if (!aead && inputs.authTag !== undefined) throw new ToolError('authTag applies to GCM and ChaCha20-Poly1305 only.');
    if (aead && encrypting && inputs.authTag !== undefined) throw new ToolError('authTag is an output of encryption: give it only to decrypt.');
    if (aead && !encrypting && inputs.authTag === undefined) throw new ToolError('Decrypting GCM or ChaCha20-Poly1305 needs the authTag.');
    if (!padded && inputs.padding !== undefined) throw new ToolError('padding applies to the ECB and CBC modes only.');

    const name = algorithm === 'chacha20-poly1305' ? algorithm : algorithm === 'des-ede3' ? (mode === 'ecb' ? 'des-ede3-ecb' : 'des-ede3-cbc') : `${algorithm}-${mode}`;
    const data = decode(input, inputs.inputEncoding ?? (encrypting ? 'utf8' : 'hex'), 'input');
    const blockSize = algorithm === 'des-ede3' ? 8 : 16;
    const pad = inputs.padding !== 'none';
    if (padded && (!pad || !encrypting) && data.length % blockSize !== 0) {
      throw new ToolError(`The input must be a whole number of ${blockSize}-byte blocks (${data.length} bytes given).`);
    }

    let output: Buffer;
    let authTag: string | null = null;
    if (encrypting) {
      const cipher = (aead ? createCipheriv(name as 'aes-128-gcm', keyBytes, iv!, { authTagLength: 16 }) : createCipheriv(name, keyBytes, iv)) as CipherGCM;
      if (padded) cipher.setAutoPadding(pad);
      if (aead && inputs.aad) cipher.setAAD(Buffer.from(inputs.aad, 'hex'), { plaintextLength: data.length });
      output = Buffer.concat([cipher.update(data), cipher.final()]);
      if (aead) authTag = cipher.getAuthTag().toString('hex');
    } else {
      const decipher = (
        aead ? createDecipheriv(name as 'aes-128-gcm', keyBytes, iv!, { authTagLength: 16 }) : createDecipheriv(name, keyBytes, iv)
      ) as DecipherGCM;
      if (padded) decipher.setAutoPadding(pad);
      if (aead) {
        decipher.setAuthTag(Buffer.from(inputs.authTag!, 'hex'));
        if (inputs.aad) decipher.setAAD(Buffer.from(inputs.aad, 'hex'), { plaintextLength: data.length });
      }
      const head = decipher.update(data);
      try {
        output = Buffer.concat([head, decipher.final()]);
      } catch {
        throw new ToolError(
          aead
            ? 'Authentication failed: the tag does not match (wrong key, IV, AAD or tag, or altered ciphertext).'
            : 'Bad PKCS#7 padding: wrong key or IV, or the data was not padded (try padding none).',
        );
      }
    }

    const warnings: string[] = [];
    if (mode === 'ecb') warnings.push('ECB leaks patterns: equal plaintext blocks give equal ciphertext blocks.');
    if (algorithm === 'des-ede3') {
      warnings.push('3DES is deprecated: its 64-bit block is open to Sweet32 attacks, and NIST disallows it for encryption after 2023 (SP 800-131A Rev. 2).');
    }
    if (!aead) warnings.push('Unauthenticated mode: altered ciphertext is not detected; prefer GCM or ChaCha20-Poly1305.');
    if (isAes && mode === 'ctr') warnings.push('CTR: never reuse a key and IV (counter) pair.');
    return { output: encode(output, inputs.outputEncoding ?? (encrypting ? 'hex' : 'utf8')), authTag, warnings };
  },
});
