import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema, type RandomSource } from '../random.ts';

const algorithms = ['bcrypt', 'apr1', 'sha1'] as const;
type Algorithm = (typeof algorithms)[number];

interface Inputs {
  username: string;
  password: string;
  algorithm?: Algorithm;
  cost?: number;
  salt?: string;
  seed?: number;
}

/** crypt(3)'s Base64 alphabet, in which MD5-crypt writes its salt and hash. */
const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

/** Apache's MD5-crypt ($apr1$): Poul-Henning Kamp's FreeBSD MD5-crypt with the magic "$apr1$" (apr_md5.c). */
function apr1(password: string, salt: string): string {
  const pw = Buffer.from(password, 'utf8');
  const magic = Buffer.from('$apr1$');
  const sl = Buffer.from(salt, 'ascii');
  const alternate = md5(pw, sl, pw);
  const parts = [pw, magic, sl];
  for (let left = pw.length; left > 0; left -= 16) parts.push(alternate.subarray(0, Math.min(16, left)));
  for (let i = pw.length; i > 0; i >>= 1) parts.push(i & 1 ? Buffer.alloc(1) : pw.subarray(0, 1));
  let final = md5(...parts);
  for (let i = 0; i < 1000; i++) {
    const round: Buffer[] = [i & 1 ? pw : final];
    if (i % 3) round.push(sl);
    if (i % 7) round.push(pw);
    round.push(i & 1 ? final : pw);
    final = md5(...round);
  }
  let out = '';
  const to64 = (value: number, count: number) => {
    for (let k = 0; k < count; k++, value >>= 6) out += ITOA64[value & 0x3f];
  };
  for (const [a, b, c] of [[0, 6, 12], [1, 7, 13], [2, 8, 14], [3, 9, 15], [4, 10, 5]] as const) {
    to64((final[a]! << 16) | (final[b]! << 8) | final[c]!, 4);
  }
  to64(final[11]!, 2);
  return `$apr1$${salt}$${out}`;
}

function hashOf(algorithm: Algorithm, { password, cost, salt }: Inputs, rng: RandomSource): string {
  switch (algorithm) {
    case 'sha1':
      return `{SHA}${createHash('sha1').update(password, 'utf8').digest('base64')}`;
    case 'apr1':
      return apr1(password, salt ?? Array.from({ length: 8 }, () => ITOA64[rng.int(0, 63)]).join(''));
    case 'bcrypt': {
      if (bcrypt.truncates(password)) {
        throw new ToolError(
          `The password is ${Buffer.byteLength(password, 'utf8')} UTF-8 bytes; bcrypt only reads the first 72, so a longer one would be silently truncated. Shorten it or choose apr1.`,
        );
      }
      const bcryptSalt = bcrypt.encodeBase64(rng.bytes(16), 16);
      return bcrypt.hashSync(password, `$2y$${String(cost ?? 10).padStart(2, '0')}$${bcryptSalt}`);
    }
  }
}

export default defineTool({
  slug: 'htpasswd-generator',
  name: 'htpasswd line generator',
  category: 'network',
  draws: ['randomness'],
  description:
    'Makes a "username:hash" line for an Apache or nginx .htpasswd file, as `htpasswd -nb` does. bcrypt ($2y$, cost 4–14, default 10; the password at most 72 UTF-8 bytes) is what Apache recommends; apr1 (Apache MD5-crypt, $apr1$<salt>$<hash>, 1000 MD5 rounds, as `openssl passwd -apr1`) and {SHA} (Base64 of the unsalted SHA-1) are legacy formats kept for old servers and weak against offline guessing. Salts are random (8 crypt-alphabet characters for apr1, 16 bytes for bcrypt); a seed makes them reproducible for tests, and apr1 also takes an explicit salt.',
  inputSchema: {
    type: 'object',
    properties: {
      username: {
        type: 'string',
        minLength: 1,
        maxLength: 255,
        pattern: '^[^:\\u0000-\\u001f\\u007f]+$',
        description: 'The user name: no ":" and no control characters.',
      },
      password: { type: 'string', maxLength: 1000, description: 'The password (UTF-8; bcrypt reads at most 72 bytes).' },
      algorithm: {
        type: 'string',
        enum: algorithms,
        default: 'bcrypt',
        description: 'bcrypt (recommended), apr1 (Apache MD5-crypt, legacy) or sha1 ({SHA}, legacy and unsalted).',
      },
      cost: { type: 'integer', minimum: 4, maximum: 14, description: 'bcrypt only: the cost factor (default 10); the work doubles with each step.' },
      salt: {
        type: 'string',
        minLength: 1,
        maxLength: 8,
        pattern: '^[./0-9A-Za-z]+$',
        description: 'apr1 only: the salt, 1–8 characters of ./0-9A-Za-z (default: 8 random ones).',
      },
      seed: { ...seedSchema, description: 'Makes the random salt reproducible (for tests only); omit it for a cryptographically random salt.' },
    },
    required: ['username', 'password'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      line: { type: 'string', description: 'The .htpasswd line: username:hash.' },
      hash: { type: 'string', description: 'The hash: $2y$…, $apr1$…$… or {SHA}….' },
      algorithm: { type: 'string', enum: algorithms, description: 'The algorithm used.' },
      reproducible: {
        type: 'boolean',
        description: 'True when the inputs fix the hash (a seed, an explicit apr1 salt, or unsalted sha1): fine for tests, never for real passwords.',
      },
    },
    required: ['line', 'hash', 'algorithm', 'reproducible'],
  },
  heavy: true,
  // bcrypt cost 14 takes about 1.5 s on an idle core; leave room for a busy server.
  timeoutMs: 10_000,
  examples: [
    {
      inputs: {
        username: 'carol',
        password: 'hunter2',
        algorithm: 'bcrypt',
        cost: 4,
        seed: 7,
      },
      result: {
        line: 'carol:$2y$04$8AZFD0behJrWMpYPYGyns.FyZ85n5bkKedM40xuTAI2SK6Sl1kCLa',
        hash: '$2y$04$8AZFD0behJrWMpYPYGyns.FyZ85n5bkKedM40xuTAI2SK6Sl1kCLa',
        algorithm: 'bcrypt',
        reproducible: true,
      },
    },
    {
      inputs: {
        username: 'admin',
        password: 'secret',
        algorithm: 'apr1',
        salt: 'r31.....',
      },
      result: {
        line: 'admin:$apr1$r31.....$G/cElGhD0cboYkZN5h5Ne/',
        hash: '$apr1$r31.....$G/cElGhD0cboYkZN5h5Ne/',
        algorithm: 'apr1',
        reproducible: true,
      },
    },
    {
      inputs: {
        username: 'alice',
        password: 'hunter2',
        algorithm: 'apr1',
        seed: 42,
      },
      result: {
        line: 'alice:$apr1$JdjoGYYH$DP5DB0lO3QaxnqFTsNer8.',
        hash: '$apr1$JdjoGYYH$DP5DB0lO3QaxnqFTsNer8.',
        algorithm: 'apr1',
        reproducible: true,
      },
    },
    {
      inputs: {
        username: 'bob',
        password: 'password',
        algorithm: 'sha1',
      },
      result: {
        line: 'bob:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=',
        hash: '{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=',
        algorithm: 'sha1',
        reproducible: true,
      },
    },
  ],
  run(inputs: Inputs) {
    const { username, algorithm = 'bcrypt', cost, salt, seed } = inputs;
    if (cost !== undefined && algorithm !== 'bcrypt') throw new ToolError(`"cost" applies only to bcrypt, not ${algorithm}.`);
    if (salt !== undefined && algorithm !== 'apr1') throw new ToolError(`"salt" applies only to apr1, not ${algorithm} (bcrypt's salt comes from the seed or is random).`);
    if (seed !== undefined && (algorithm === 'sha1' || salt !== undefined)) {
      throw new ToolError(`"seed" only fixes a random salt, and ${algorithm === 'sha1' ? '{SHA} has no salt' : 'the apr1 salt is given'}.`);
    }
    const rng = randomSource(seed);
    const hash = hashOf(algorithm, inputs, rng);
    return { line: `${username}:${hash}`, hash, algorithm, reproducible: rng.seeded || algorithm === 'sha1' || salt !== undefined };
  },
});
