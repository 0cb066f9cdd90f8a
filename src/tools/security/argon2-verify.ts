import { timingSafeEqual } from 'node:crypto';
import { argon2Raw, type Argon2Type } from '../argon2.ts';
import { ToolError, defineTool } from '../define.ts';

/** A PHC-format Argon2 hash: type, optional version, m/t/p in any order (plus optional data), salt, hash. */
const phc = /^\$(argon2id|argon2i|argon2d)\$(?:v=(\d{1,3})\$)?([a-z]+=[A-Za-z0-9+/.-]{1,64}(?:,[a-z]+=[A-Za-z0-9+/.-]{1,64}){0,4})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{6,})$/;

/** Limits that keep one verification under a second and its memory modest; hashes above them are refused. */
const MAX_MEMORY_KIB = 131_072;
const MAX_TIME_COST = 10;
const MAX_WORK = 655_360; // memory × passes, in KiB
const MAX_PARALLELISM = 16;
export default defineTool({
  slug: 'argon2-verify',
  name: 'Argon2 hash verifier',
  category: 'security',
  description:
    'Checks a password against an Argon2 PHC hash string ($argon2id$, $argon2i$ or $argon2d$) in constant time and reports the parameters it was made with. Hashes needing more than 128 MiB, 10 passes or 640 MiB×passes of work are refused (version 16 hashes, hashes with data= and empty passwords: 128 MiB×passes).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 10_000, description: 'The password to check (UTF-8).' },
      hash: { type: 'string', maxLength: 1000, description: 'The PHC string, e.g. $argon2id$v=19$m=19456,t=2,p=1$salt$hash.' },
    },
    required: ['text', 'hash'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      match: { type: 'boolean', description: 'Whether the password produces this hash.' },
      type: { type: 'string' },
      version: { type: 'integer', description: 'Argon2 version: 19 (0x13, current) or 16 (0x10).' },
      memoryCost: { type: 'integer', description: 'Memory in KiB.' },
      timeCost: { type: 'integer', description: 'Passes over the memory.' },
      parallelism: { type: 'integer', description: 'Lanes.' },
    },
    required: ['match', 'type', 'version', 'memoryCost', 'timeCost', 'parallelism'],
  },
  heavy: true,
  // The largest accepted work (640 MiB×passes) takes about 1 s on an idle core.
  timeoutMs: 5000,
  examples: [
    {
      inputs: {
        text: 'correct horse battery staple',
        hash: '$argon2id$v=19$m=19456,t=2,p=1$1emv9JLkZFPT4fd55Zm6UA$TejEFVsBjkbCtve2D/zrRUa31XT7c5OAzaNN0ULElIw',
      },
      result: { match: true, type: 'argon2id', version: 19, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    },
    {
      inputs: { text: 'hunter3', hash: '$argon2i$v=19$m=4096,t=3,p=2$+CbHF2dgjLtYOraRaI0puA$FVksg3222NoOcNU0ot+DwQ' },
      result: { match: false, type: 'argon2i', version: 19, memoryCost: 4096, timeCost: 3, parallelism: 2 },
    },
  ],
  async run({ text, hash }: { text: string; hash: string }) {
    const parsed = phc.exec(hash.trim());
    if (!parsed) {
      throw new ToolError(
        '"hash" is not an Argon2 PHC string: expected $argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<Base64 salt>$<Base64 hash>.',
      );
    }
    const type = parsed[1]!;
    const versionText = parsed[2];
    const paramText = parsed[3]!;
    const params = new Map(paramText.split(',').map((pair) => pair.split('=') as [string, string]));
    const numeric = (name: string) => {
      const value = params.get(name);
      if (value === undefined || !/^\d{1,10}$/.test(value)) throw new ToolError(`The hash lacks a numeric "${name}=" parameter.`);
      return Number(value);
    };
    const memoryCost = numeric('m');
    const timeCost = numeric('t');
    const parallelism = numeric('p');
    const version = versionText === undefined ? 16 : Number(versionText);
    if (version !== 16 && version !== 19) throw new ToolError(`Unknown Argon2 version v=${version}: expected 19 or 16.`);
    if (parallelism < 1 || parallelism > MAX_PARALLELISM) {
      throw new ToolError(`p=${parallelism} is outside the supported 1–${MAX_PARALLELISM} lanes.`);
    }
    if (timeCost < 1 || memoryCost < 8 * parallelism) {
      throw new ToolError('The hash has invalid parameters: t must be at least 1 and m at least 8 KiB per lane.');
    }
    if (memoryCost > MAX_MEMORY_KIB || timeCost > MAX_TIME_COST || memoryCost * timeCost > MAX_WORK) {
      throw new ToolError(
        `The hash needs m=${memoryCost} KiB and t=${timeCost}; this service verifies at most ${MAX_MEMORY_KIB} KiB, ${MAX_TIME_COST} passes and ${MAX_WORK} KiB×passes.`,
      );
    }
    const unknown = [...params.keys()].filter((name) => !['m', 't', 'p', 'data'].includes(name));
    if (unknown.length > 0) throw new ToolError(`The hash has parameters this service does not support: ${unknown.join(', ')}.`);
    const dataText = params.get('data');
    const data = dataText === undefined ? undefined : Buffer.from(dataText, 'base64');
    const expected = Buffer.from(parsed[5]!, 'base64');
    const computed = await argon2Raw(Buffer.from(text, 'utf8'), {
      type: type as Argon2Type,
      version,
      memoryCost,
      timeCost,
      parallelism,
      salt: Buffer.from(parsed[4]!, 'base64'),
      data,
      hashLength: expected.length,
    });
    const match = timingSafeEqual(Buffer.from(computed), expected);
    return { match, type, version, memoryCost, timeCost, parallelism };
  },
});
