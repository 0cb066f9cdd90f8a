// Refusals and edge cases of the security tools of TOOLS-PLAN-2 §4, rows 1–4 (crc-calculator, ntlm-hash,
// multi-hash-generator, key-derivation). Examples run in catalog.test.ts (values from test/reference/security_plan2_a.py).
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const outcome = await run(tool(slug), inputs);
  expect(outcome.error, JSON.stringify(inputs)).toBeUndefined();
  expect(outcome.invalid, JSON.stringify(inputs)).toBeUndefined();
  return outcome.result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid, JSON.stringify(inputs)).toBe(true);

// CRC RevEng catalogue check values (CRC of "123456789"), TOOLS-PLAN-2 §6 and reveng.sourceforge.io.
const CHECKS: Record<string, string> = {
  'crc-8/smbus': 'f4', 'crc-8/maxim-dow': 'a1', 'crc-16/arc': 'bb3d', 'crc-16/ibm-3740': '29b1', 'crc-16/xmodem': '31c3',
  'crc-16/kermit': '2189', 'crc-16/modbus': '4b37', 'crc-16/usb': 'b4c8', 'crc-16/ibm-sdlc': '906e', 'crc-16/genibus': 'd64e',
  'crc-32/iso-hdlc': 'cbf43926', 'crc-32/iscsi': 'e3069283', 'crc-32/bzip2': 'fc891918', 'crc-32/mpeg-2': '0376e6e7',
  'crc-32/cksum': '765e7680', 'crc-32/jamcrc': '340bc6d9', 'crc-64/ecma-182': '6c40df5f0b497347', 'crc-64/xz': '995dc9bbdf1939fa',
  'crc-64/go-iso': 'b90956c775a41001',
};

describe('security (plan 2, rows 1–4)', () => {
  it('crc-calculator reproduces every catalogue check value, from text and from hex', async () => {
    expect(Object.keys(CHECKS)).toHaveLength(19);
    for (const [algorithm, check] of Object.entries(CHECKS)) {
      const fromText = await result('crc-calculator', { text: '123456789', algorithm });
      expect(fromText.value, algorithm).toBe(check);
      expect(fromText.check, algorithm).toBe(check);
      expect(fromText.decimal).toBe(BigInt(`0x${check}`).toString());
      expect(fromText.width).toBe(check.length * 4);
      expect(await result('crc-calculator', { hex: '31 32 33 34\n35363738 39', algorithm })).toEqual(fromText);
    }
  });

  it('crc-calculator edge cases and refusals', async () => {
    // Default algorithm CRC-32; the empty input gives init ^ xorout.
    expect((await result('crc-calculator', { text: '' })).value).toBe('00000000');
    expect((await result('crc-calculator', { hex: '', algorithm: 'crc-16/ibm-3740' })).value).toBe('ffff');
    expect((await result('crc-calculator', { hex: '', algorithm: 'crc-64/go-iso' })).decimal).toBe('0');
    expect((await result('crc-calculator', { hex: '', algorithm: 'crc-32/jamcrc' })).decimal).toBe('4294967295');
    // A CRC-64 above 2^53 stays exact as a decimal string.
    expect((await result('crc-calculator', { text: '123456789', algorithm: 'crc-64/xz' })).decimal).toBe('11051210869376104954');
    // Agrees with the one-algorithm crc32-checksum tool on non-ASCII text.
    const text = 'Grüße, 世界 🎉';
    expect((await result('crc-calculator', { text })).value).toBe((await result('crc32-checksum', { text })).hex);
    await refuses('crc-calculator', { algorithm: 'crc-16/arc' }, /exactly one of text and hex/);
    await refuses('crc-calculator', { text: 'a', hex: '61' }, /exactly one of text and hex/);
    await refuses('crc-calculator', { hex: 'abc' }, /odd number of digits/);
    await invalid('crc-calculator', { hex: 'zz' });
    await invalid('crc-calculator', { text: 'a', algorithm: 'crc-32' });
  });

  it('ntlm-hash hashes UTF-16LE and bounds the password', async () => {
    expect(await result('ntlm-hash', { password: 'password' })).toEqual({ ntHash: '8846f7eaee8fb117ad06bdd830b7586c' });
    // Astral characters are two UTF-16 code units.
    expect((await result('ntlm-hash', { password: '🎉'.repeat(128) })).ntHash).toMatch(/^[0-9a-f]{32}$/);
    await invalid('ntlm-hash', { password: 'x'.repeat(257) });
    await invalid('ntlm-hash', {});
  });

  it('multi-hash-generator returns only the requested digests, in the full order', async () => {
    const all = await result('multi-hash-generator', { text: 'abc' });
    expect(Object.keys(all.hashes)).toHaveLength(22);
    expect(all.hashes.ripemd160).toBe('8eb208f7e05d987a9b044a8e98c6b087f15a0bfc');
    expect(all.hashes.blake3).toBe('6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85'); // BLAKE3 reference
    expect(all.hashes.shake128).toHaveLength(64);
    expect(all.hashes.shake256).toHaveLength(128);
    const some = await result('multi-hash-generator', { text: 'abc', algorithms: ['sm3', 'md4'] });
    expect(Object.keys(some.hashes)).toEqual(['md4', 'sm3']);
    expect(some.hashes.md4).toBe('a448017aaf21d8525fc10ae87aa6729d'); // RFC 1320
    expect(some.bytes).toBe(3);
    await invalid('multi-hash-generator', { text: 'a', algorithms: [] });
    await invalid('multi-hash-generator', { text: 'a', algorithms: ['md5', 'md5'] });
    await invalid('multi-hash-generator', { text: 'a', algorithms: ['crc32'] });
  });

  it('key-derivation reproduces RFC vectors and refuses impossible parameters', async () => {
    // RFC 6070 case 2 and RFC 7914 §12 case 1 (empty password and salt).
    expect((await result('key-derivation', { algorithm: 'pbkdf2', password: 'password', salt: 'salt', digest: 'sha1', iterations: 2, keyLength: 20 })).key)
      .toBe('ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957');
    expect((await result('key-derivation', { algorithm: 'scrypt', password: '', salt: '', cost: 4, blockSize: 1, parallelization: 1, keyLength: 64 })).key)
      .toBe('77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906');
    // RFC 5869 A.3: empty salt and info.
    expect((await result('key-derivation', { algorithm: 'hkdf', password: '0b'.repeat(22), encoding: 'hex', keyLength: 42 })).key)
      .toBe('8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8');
    // hex input tolerates spaces and upper case.
    expect((await result('key-derivation', { algorithm: 'hkdf', password: '0B0B 0b0b', encoding: 'hex', keyLength: 16 })).key)
      .toBe((await result('key-derivation', { algorithm: 'hkdf', password: '0b0b0b0b', encoding: 'hex', keyLength: 16 })).key);
    await refuses('key-derivation', { algorithm: 'hkdf', password: 'abc', encoding: 'hex' }, /odd number of hex digits/);
    await refuses('key-derivation', { algorithm: 'pbkdf2', password: 'zz', encoding: 'hex' }, /password is not hex/);
    await refuses('key-derivation', { algorithm: 'hkdf', password: '00', salt: '0', encoding: 'hex' }, /salt has an odd/);
    await refuses('key-derivation', { algorithm: 'hkdf', password: '00', info: 'xy', encoding: 'hex' }, /info is not hex/);
    await refuses('key-derivation', { algorithm: 'pbkdf2', password: 'p', iterations: 2_000_000, digest: 'sha256', keyLength: 33 }, /exceeds 2,000,000/);
    await refuses('key-derivation', { algorithm: 'scrypt', password: 'p', cost: 17, blockSize: 8 }, /more than 64 MiB/);
    await refuses('key-derivation', { algorithm: 'scrypt', password: 'p', cost: 14, blockSize: 8, parallelization: 64 }, /exceeds 2\^22/);
    await refuses('key-derivation', { algorithm: 'scrypt', password: 'p', cost: 16, blockSize: 1 }, /N < 2\^\(16·r\)/);
    await invalid('key-derivation', { algorithm: 'pbkdf2', password: 'p', iterations: 0 });
    await invalid('key-derivation', { algorithm: 'pbkdf2', password: 'p', keyLength: 1025 });
    await invalid('key-derivation', { algorithm: 'argon2', password: 'p' });
  });
});
