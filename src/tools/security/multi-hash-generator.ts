import { createHash } from 'node:crypto';
import { blake3, keccak, md4, ripemd160, sm3, whirlpool } from 'hash-wasm';
import { defineTool } from '../define.ts';

const ALGORITHMS = [
  'md4', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha512-256', 'sha3-224', 'sha3-256', 'sha3-384',
  'sha3-512', 'keccak-256', 'keccak-512', 'shake128', 'shake256', 'blake2b-512', 'blake2s-256', 'blake3', 'ripemd160',
  'sm3', 'whirlpool',
] as const;
type Algorithm = (typeof ALGORITHMS)[number];

/** OpenSSL names in node:crypto for the algorithms it has; the rest run in WebAssembly (hash-wasm). */
const NODE: Partial<Record<Algorithm, [string, number?]>> = {
  md5: ['md5'],
  sha1: ['sha1'],
  sha224: ['sha224'],
  sha256: ['sha256'],
  sha384: ['sha384'],
  sha512: ['sha512'],
  'sha512-256': ['sha512-256'],
  'sha3-224': ['sha3-224'],
  'sha3-256': ['sha3-256'],
  'sha3-384': ['sha3-384'],
  'sha3-512': ['sha3-512'],
  shake128: ['shake128', 32],
  shake256: ['shake256', 64],
  'blake2b-512': ['blake2b512'],
  'blake2s-256': ['blake2s256'],
};
const WASM: Partial<Record<Algorithm, (data: Uint8Array) => Promise<string>>> = {
  md4: (data) => md4(data),
  'keccak-256': (data) => keccak(data, 256),
  'keccak-512': (data) => keccak(data, 512),
  blake3: (data) => blake3(data),
  ripemd160: (data) => ripemd160(data),
  sm3: (data) => sm3(data),
  whirlpool: (data) => whirlpool(data),
};

const hexOf = (bits: number) => ({ type: 'string', description: `${bits}-bit digest, ${bits / 4} lower-case hex digits.` });
const BITS: Record<Algorithm, number> = {
  md4: 128, md5: 128, sha1: 160, sha224: 224, sha256: 256, sha384: 384, sha512: 512, 'sha512-256': 256,
  'sha3-224': 224, 'sha3-256': 256, 'sha3-384': 384, 'sha3-512': 512, 'keccak-256': 256, 'keccak-512': 512,
  shake128: 256, shake256: 512, 'blake2b-512': 512, 'blake2s-256': 256, blake3: 256, ripemd160: 160, sm3: 256,
  whirlpool: 512,
};

export default defineTool({
  slug: 'multi-hash-generator',
  name: 'Multi-hash generator',
  category: 'security',
  description:
    'Hashes the UTF-8 bytes of a text with many algorithms at once (all 22 by default): MD4, MD5, SHA-1, SHA-224/256/384/512, SHA-512/256 (FIPS 180-4), SHA3-224/256/384/512 (FIPS 202), Keccak-256/512 (original padding, as Ethereum uses), SHAKE128 (256-bit output) and SHAKE256 (512-bit output), BLAKE2b-512, BLAKE2s-256 (RFC 7693), BLAKE3 (256-bit), RIPEMD-160, SM3 (GB/T 32905) and Whirlpool (ISO/IEC 10118-3); every digest in lower-case hex. MD4, MD5 and SHA-1 are broken for collision resistance. For one algorithm use hash-generator.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'Text to hash (its UTF-8 bytes).' },
      algorithms: {
        type: 'array',
        items: { type: 'string', enum: ALGORITHMS },
        minItems: 1,
        maxItems: ALGORITHMS.length,
        uniqueItems: true,
        description: 'The algorithms to run; all of them when omitted.',
      },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hashes: {
        type: 'object',
        properties: Object.fromEntries(ALGORITHMS.map((a) => [a, hexOf(BITS[a])])),
        additionalProperties: false,
        description: 'The requested digests by algorithm name, in the order of the full list.',
      },
      bytes: { type: 'integer', description: 'Number of UTF-8 bytes hashed.' },
    },
    required: ['hashes', 'bytes'],
  },
  heavy: true,
  // Twenty-two digests of 3 MB (a million three-byte characters) take well under a second on an idle core.
  timeoutMs: 10_000,
  examples: [
    {
      "inputs": {
        "text": ""
      },
      "result": {
        "hashes": {
          "md4": "31d6cfe0d16ae931b73c59d7e0c089c0",
          "md5": "d41d8cd98f00b204e9800998ecf8427e",
          "sha1": "da39a3ee5e6b4b0d3255bfef95601890afd80709",
          "sha224": "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f",
          "sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
          "sha384": "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b",
          "sha512": "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
          "sha512-256": "c672b8d1ef56ed28ab87c3622c5114069bdd3ad7b8f9737498d0c01ecef0967a",
          "sha3-224": "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
          "sha3-256": "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
          "sha3-384": "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004",
          "sha3-512": "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26",
          "keccak-256": "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",
          "keccak-512": "0eab42de4c3ceb9235fc91acffe746b29c29a8c366b7c60e4e67c466f36a4304c00fa9caf9d87976ba469bcbe06713b435f091ef2769fb160cdab33d3670680e",
          "shake128": "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26",
          "shake256": "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762fd75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be",
          "blake2b-512": "786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce",
          "blake2s-256": "69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9",
          "blake3": "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262",
          "ripemd160": "9c1185a5c5e9fc54612808977ee8f548b2258d31",
          "sm3": "1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b",
          "whirlpool": "19fa61d75522a4669b44e39c1d2e1726c530232130d407f89afee0964997f7a73e83be698b288febcf88e3e03c4f0757ea8964e59b63d93708b138cc42a66eb3"
        },
        "bytes": 0
      }
    },
    {
      "inputs": {
        "text": "abc",
        "algorithms": [
          "whirlpool",
          "ripemd160",
          "keccak-256",
          "sha3-256",
          "sm3",
          "md4",
          "shake128"
        ]
      },
      "result": {
        "hashes": {
          "md4": "a448017aaf21d8525fc10ae87aa6729d",
          "sha3-256": "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
          "keccak-256": "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45",
          "shake128": "5881092dd818bf5cf8a3ddb793fbcba74097d5c526a6d35f97b83351940f2cc8",
          "ripemd160": "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc",
          "sm3": "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0",
          "whirlpool": "4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5"
        },
        "bytes": 3
      }
    },
    {
      "inputs": {
        "text": "Grüße, 世界",
        "algorithms": [
          "md5",
          "sha512-256",
          "keccak-512",
          "shake256",
          "blake2s-256",
          "blake2b-512"
        ]
      },
      "result": {
        "hashes": {
          "md5": "3f09d838cd485bfad6c29ac11286f1ac",
          "sha512-256": "62bdec6d115b04f3e6171e92895ea8d20d311a77f6783f1e5e6b2e3dd46a33c9",
          "keccak-512": "2cf6dbe8971db692c17f5c06737abb2e6dab52f55ae2904d93b0ba591c3faabdaa0c7acb9f4b836cb57ef46f89a030c3f55c471e6c967c1b66e65ee313f76ce6",
          "shake256": "943fd3d487bc94b4c35237094190e9f260189da732ba8ce4e04ac6f667bc8444a9836d4f32ece3a39431e4d15e60999cd3bfc6eaa24743c059c2283b3bb38b21",
          "blake2b-512": "0d50025492e59fcb3dcbbc2a572caf9827385980bfcb341f82b571e5b74f5aed4368c4695bf7150c07ac981f6650cd5f83856afd2130efc8a38364a5f5ee0d7d",
          "blake2s-256": "cc2e07403ecd8b4a5e495776500f1d8b972ce70071a0754ca104b67dbf63d787"
        },
        "bytes": 15
      }
    }
  ],
  async run({ text, algorithms }: { text: string; algorithms?: Algorithm[] }) {
    const data = Buffer.from(text, 'utf8');
    const wanted = new Set<Algorithm>(algorithms ?? ALGORITHMS);
    const hashes: Partial<Record<Algorithm, string>> = {};
    for (const algorithm of ALGORITHMS) {
      if (!wanted.has(algorithm)) continue;
      const node = NODE[algorithm];
      hashes[algorithm] = node
        ? createHash(node[0], node[1] === undefined ? undefined : { outputLength: node[1] }).update(data).digest('hex')
        : await WASM[algorithm]!(data);
    }
    return { hashes, bytes: data.length };
  },
});
