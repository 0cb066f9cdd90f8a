// Refusals and edge cases of the security tools of TOOLS-PLAN-2 §4, rows 5–8 (symmetric-cipher, passphrase-generator,
// hash-identifier); their examples are pinned by test/reference/security_plan2_b.py.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EFF_LARGE_WORDLIST, EFF_LARGE_WORDLIST_SHA256 } from '../../src/tools/eff-wordlist.ts';
import { refuses, run, tool } from '../helpers/tools.ts';

describe('security: EFF Large Wordlist', () => {
  it('holds the 7,776 distinct words of the EFF list, pinned by its hash', () => {
    expect(EFF_LARGE_WORDLIST).toHaveLength(7776);
    expect(new Set(EFF_LARGE_WORDLIST).size).toBe(7776);
    expect(EFF_LARGE_WORDLIST[0]).toBe('abacus');
    expect(EFF_LARGE_WORDLIST[7775]).toBe('zoom');
    expect(EFF_LARGE_WORDLIST.every((word) => /^[a-z-]{3,9}$/.test(word))).toBe(true);
    expect(createHash('sha256').update(EFF_LARGE_WORDLIST.join('\n')).digest('hex')).toBe(EFF_LARGE_WORDLIST_SHA256);
  });
});

describe('security: passphrase-generator', () => {
  const passphrase = tool('passphrase-generator');
  const list = new Set(EFF_LARGE_WORDLIST);

  it('draws every word from the list, with the asked counts and the entropy arithmetic', async () => {
    const { result } = await run(passphrase, { words: 20, count: 100, separator: ' ' });
    expect(result.passphrases).toHaveLength(100);
    for (const phrase of result.passphrases) {
      const words = phrase.split(' ');
      expect(words).toHaveLength(20);
      for (const word of words) expect(list.has(word)).toBe(true);
    }
    expect(result.entropyBits).toBe(Math.round(20 * Math.log2(7776) * 100) / 100);
    expect(result.reproducible).toBe(false);
  });

  it('defaults to 6 lower-case words joined by hyphens', async () => {
    const { result } = await run(passphrase, {});
    expect(result.passphrases).toHaveLength(1);
    expect(result.entropyBits).toBe(77.55);
    // Some words hold a hyphen themselves (drop-down, t-shirt), so count words by matching the list.
    expect(result.passphrases[0]).toMatch(/^[a-z-]+$/);
  });

  it('appends exactly one digit with includeNumber and counts log2 10 more bits', async () => {
    const { result } = await run(passphrase, { words: 3, includeNumber: true, separator: '.', count: 50 });
    for (const phrase of result.passphrases) {
      expect(phrase.replace(/[^0-9]/g, '')).toHaveLength(1);
      const words = phrase.split('.').map((word: string) => word.replace(/[0-9]$/, ''));
      for (const word of words) expect(list.has(word)).toBe(true);
    }
    expect(result.entropyBits).toBe(Math.round((3 * Math.log2(7776) + Math.log2(10)) * 100) / 100);
  });

  it('is reproducible with a seed, and different seeds differ', async () => {
    const a = await run(passphrase, { seed: 5, count: 3 });
    const b = await run(passphrase, { seed: 5, count: 3 });
    const c = await run(passphrase, { seed: 6, count: 3 });
    expect(a.result).toEqual(b.result);
    expect(a.result.passphrases).not.toEqual(c.result.passphrases);
    expect(a.result.reproducible).toBe(true);
  });

  it('refuses out-of-range counts from the schema', async () => {
    expect((await run(passphrase, { words: 2 })).invalid).toBe(true);
    expect((await run(passphrase, { words: 21 })).invalid).toBe(true);
    expect((await run(passphrase, { count: 101 })).invalid).toBe(true);
    expect((await run(passphrase, { capitalize: 'random' })).invalid).toBe(true);
  });
});

describe('security: symmetric-cipher', () => {
  const cipher = tool('symmetric-cipher');
  const key128 = '000102030405060708090a0b0c0d0e0f';
  const iv16 = 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff';

  it('round-trips every AES mode and reports authTag only for GCM', async () => {
    for (const mode of ['ecb', 'cbc', 'ctr', 'cfb', 'ofb', 'gcm']) {
      const iv = mode === 'ecb' ? undefined : mode === 'gcm' ? iv16.slice(0, 24) : iv16;
      const base = { algorithm: 'aes-128', mode, key: key128, ...(iv ? { iv } : {}) };
      const enc = await run(cipher, { ...base, operation: 'encrypt', input: 'Grüße aus Köln ✓', outputEncoding: 'base64' });
      expect(enc.result.authTag === null).toBe(mode !== 'gcm');
      const dec = await run(cipher, {
        ...base,
        operation: 'decrypt',
        input: enc.result.output,
        inputEncoding: 'base64',
        ...(mode === 'gcm' ? { authTag: enc.result.authTag } : {}),
      });
      expect(dec.result.output).toBe('Grüße aus Köln ✓');
    }
  });

  it('warns about ECB, 3DES and unauthenticated modes, not about GCM', async () => {
    const ecb = await run(cipher, { operation: 'encrypt', algorithm: 'des-ede3', mode: 'ecb', key: key128 + key128.slice(0, 16), input: 'x' });
    expect(ecb.result.warnings.join(' ')).toMatch(/ECB leaks patterns.*3DES is deprecated.*Unauthenticated/);
    const gcm = await run(cipher, { operation: 'encrypt', algorithm: 'aes-128', mode: 'gcm', key: key128, iv: iv16.slice(0, 24), input: 'x' });
    expect(gcm.result.warnings).toEqual([]);
  });

  it('refuses a wrong tag, bad padding and non-UTF-8 output', async () => {
    const gcm = { operation: 'decrypt', algorithm: 'aes-128', mode: 'gcm', key: key128, iv: iv16.slice(0, 24) };
    await refuses('symmetric-cipher', { ...gcm, input: '00ff', authTag: '00'.repeat(16) }, /Authentication failed/);
    const chacha = { operation: 'decrypt', algorithm: 'chacha20-poly1305', key: key128 + key128, iv: iv16.slice(0, 24) };
    await refuses('symmetric-cipher', { ...chacha, input: '', authTag: '11'.repeat(16) }, /Authentication failed/);
    const cbc = { operation: 'decrypt', algorithm: 'aes-128', mode: 'cbc', key: key128, iv: iv16 };
    await refuses('symmetric-cipher', { ...cbc, input: '00'.repeat(16) }, /Bad PKCS#7 padding/);
    await refuses('symmetric-cipher', { ...cbc, input: '00'.repeat(15) }, /whole number of 16-byte blocks/);
    await refuses('symmetric-cipher', { ...cbc, input: '00'.repeat(16), padding: 'none' }, /not valid UTF-8/);
  });

  it('refuses wrong key and IV lengths and misplaced options', async () => {
    const base = { operation: 'encrypt', input: 'x' };
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-256', mode: 'cbc', key: key128, iv: iv16 }, /32-byte key/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-128', mode: 'cbc', key: key128 }, /16-byte IV/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-128', mode: 'gcm', key: key128, iv: iv16 }, /12-byte IV/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-128', mode: 'ecb', key: key128, iv: iv16 }, /ECB takes no IV/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-128', key: key128 }, /needs a mode/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'chacha20-poly1305', mode: 'gcm', key: key128 + key128, iv: iv16.slice(0, 24) }, /no mode/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'des-ede3', mode: 'ctr', key: key128 + key128.slice(0, 16), iv: iv16.slice(0, 16) }, /ecb and cbc/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-128', mode: 'ctr', key: key128, iv: iv16, padding: 'none' }, /ECB and CBC modes only/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-128', mode: 'cbc', key: key128, iv: iv16, aad: '00' }, /aad applies/);
    await refuses('symmetric-cipher', { ...base, algorithm: 'aes-128', mode: 'gcm', key: key128, iv: iv16.slice(0, 24), authTag: '00'.repeat(16) }, /only to decrypt/);
    await refuses('symmetric-cipher', { ...base, operation: 'decrypt', algorithm: 'aes-128', mode: 'gcm', key: key128, iv: iv16.slice(0, 24) }, /needs the authTag/);
    await refuses('symmetric-cipher', { ...base, input: 'zz', inputEncoding: 'hex', algorithm: 'aes-128', mode: 'ctr', key: key128, iv: iv16 }, /not hex/);
    await refuses('symmetric-cipher', { ...base, input: 'a', inputEncoding: 'base64', algorithm: 'aes-128', mode: 'ctr', key: key128, iv: iv16 }, /not Base64/);
    expect((await run(cipher, { ...base, algorithm: 'aes-128', mode: 'ctr', key: 'xyz', iv: iv16 })).invalid).toBe(true);
  });
});

describe('security: hash-identifier', () => {
  const identify = tool('hash-identifier');
  const first = async (hash: string) => (await run(identify, { hash })).result.candidates[0];

  it('names self-describing formats with high confidence', async () => {
    expect(await first('$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG')).toMatchObject({ name: 'Argon2', confidence: 'high' });
    expect(await first('$1$28772684$iEwNOgGugqO9.bIz5sk8k/')).toMatchObject({ hashcatMode: 500, confidence: 'high' });
    expect(await first('*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19')).toMatchObject({ hashcatMode: 300 });
    expect(await first('$P$984478476IagS59wHZvyQMArzfx58u.')).toMatchObject({ hashcatMode: 400 });
  });

  it('lists every algorithm of a hex length, most common first', async () => {
    const { result } = await run(identify, { hash: 'a'.repeat(64) });
    expect(result.candidates[0]).toMatchObject({ name: 'SHA-256', confidence: 'medium' });
    expect(result.candidates.slice(1).every((c: { confidence: string }) => c.confidence === 'low')).toBe(true);
    expect(result.candidates.map((c: { name: string }) => c.name)).toContain('SHA3-256');
  });

  it('recognises Base64 digests and gives nothing for unknown shapes', async () => {
    const b64 = createHash('sha256').update('x').digest('base64');
    const { result } = await run(identify, { hash: b64 });
    expect(result.charset).toBe('base64');
    expect(result.candidates[0]).toMatchObject({ name: 'SHA-256 (Base64)', confidence: 'low' });
    const none = await run(identify, { hash: 'hello world!' });
    expect(none.result).toEqual({ candidates: [], length: 12, charset: 'other' });
    expect((await run(identify, { hash: 'abc' })).result.candidates).toEqual([]);
  });

  it('refuses white space only, and the schema refuses over-long input', async () => {
    await refuses('hash-identifier', { hash: '   ' }, /empty/);
    expect((await run(identify, { hash: 'a'.repeat(1025) })).invalid).toBe(true);
  });
});
