import bcrypt from 'bcryptjs';
import { ToolError, defineTool } from '../define.ts';

const bcryptHash = /^\$2([aby])\$(\d\d)\$[./A-Za-z0-9]{53}$/;
const MAX_ROUNDS = 14;

export default defineTool({
  slug: 'bcrypt-verify',
  name: 'Bcrypt hash verifier',
  category: 'security',
  description:
    'Checks a password against a bcrypt hash ($2a$, $2b$ or $2y$, cost up to 14) in constant time, and reports the cost and whether bcrypt ignored bytes past its 72-byte limit.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1000, description: 'The password to check.' },
      hash: { type: 'string', maxLength: 100, description: 'The 60-character bcrypt hash, e.g. $2b$10$….' },
    },
    required: ['text', 'hash'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      match: { type: 'boolean', description: 'Whether the password produces this hash.' },
      version: { type: 'string', description: 'The bcrypt variant: 2a, 2b or 2y.' },
      rounds: { type: 'integer', description: 'The cost factor stored in the hash.' },
      truncated: {
        type: 'boolean',
        description: 'True when the password is over 72 UTF-8 bytes: bcrypt compared only the first 72.',
      },
    },
    required: ['match', 'version', 'rounds', 'truncated'],
  },
  heavy: true,
  // Cost 14 takes about 1.5 s on an idle core (bcrypt is deliberately slow); leave room for a busy server.
  timeoutMs: 10_000,
  examples: [
    {
      inputs: { text: 'correct horse battery staple', hash: '$2b$10$zckt7HJiXDNR2db33Xk4S.ScRXPHlVPAUGaAYIAjokljhNG2XIhQ.' },
      result: { match: true, version: '2b', rounds: 10, truncated: false },
    },
    {
      inputs: { text: 'hunter3', hash: '$2b$04$8AZFD0behJrWMpYPYGyns.FyZ85n5bkKedM40xuTAI2SK6Sl1kCLa' },
      result: { match: false, version: '2b', rounds: 4, truncated: false },
    },
  ],
  run({ text, hash }: { text: string; hash: string }) {
    const parsed = bcryptHash.exec(hash.trim());
    if (!parsed) {
      throw new ToolError(
        '"hash" is not a bcrypt hash: expected 60 characters like $2b$10$ followed by 53 characters of ./A-Za-z0-9.',
      );
    }
    const rounds = Number(parsed[2]);
    if (rounds < 4 || rounds > 31) throw new ToolError(`The hash's cost ${rounds} is outside bcrypt's range 4–31.`);
    if (rounds > MAX_ROUNDS) {
      throw new ToolError(`The hash's cost ${rounds} is above ${MAX_ROUNDS}, the most this service verifies within its time limit.`);
    }
    const match = bcrypt.compareSync(text, parsed[0]);
    return { match, version: `2${parsed[1]}`, rounds, truncated: bcrypt.truncates(text) };
  },
});
