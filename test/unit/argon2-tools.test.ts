// The Argon2 tools run in WebAssembly and JavaScript (a worker thread can be stopped inside them); their results are
// checked against libargon2 itself, through the native addon the service uses for its own passwords.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import argon2Hash from '../../src/tools/security/argon2-hash.ts';
import argon2Verify from '../../src/tools/security/argon2-verify.ts';

const types = { argon2i: argon2.argon2i, argon2d: argon2.argon2d, argon2id: argon2.argon2id } as const;

describe('argon2 tools against libargon2', () => {
  for (const [name, type] of Object.entries(types)) {
    for (const version of [0x10, 0x13]) {
      it(`verifies ${name} v=${version} hashes, with and without associated data`, async () => {
        const plain = await argon2.hash('secret pw', { type, version, memoryCost: 4096, timeCost: 3, parallelism: 2, hashLength: 24 });
        const withData = await argon2.hash('secret pw', {
          type,
          version,
          memoryCost: 2048,
          timeCost: 2,
          parallelism: 1,
          associatedData: Buffer.from('context'),
        });
        for (const hash of [plain, withData]) {
          expect((await argon2Verify.run({ text: 'secret pw', hash })).match).toBe(true);
          expect((await argon2Verify.run({ text: 'secret px', hash })).match).toBe(false);
        }
      });
    }

    it(`hashes and verifies an empty ${name} password as libargon2 does`, async () => {
      const hash = await argon2.hash('', { type, memoryCost: 2048, timeCost: 2, parallelism: 1 });
      expect((await argon2Verify.run({ text: '', hash })).match).toBe(true);
      const inputs = { text: '', type: name, memoryCost: 1024, timeCost: 1, parallelism: 1, hashLength: 16, seed: 1 };
      expect(await argon2.verify((await argon2Hash.run(inputs as Parameters<typeof argon2Hash.run>[0])).hash, '')).toBe(true);
    });

    it(`makes ${name} hashes libargon2 accepts`, async () => {
      const inputs = { text: 'pässword', type: name, memoryCost: 2048, timeCost: 2, parallelism: 3, hashLength: 20, seed: 9 };
      const { hash } = await argon2Hash.run(inputs as Parameters<typeof argon2Hash.run>[0]);
      expect(await argon2.verify(hash, 'pässword')).toBe(true);
      expect(await argon2.verify(hash, 'password')).toBe(false);
    });
  }
});

describe('tool isolation', () => {
  it('loads no native addon when every tool module is imported', () => {
    const script = path.resolve(import.meta.dirname, '../fixtures/list-native-addons.ts');
    const output = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual([]);
    // A child process importing every tool module through tsx: seconds when quiet, far longer on a loaded machine.
  }, 180_000);
});
