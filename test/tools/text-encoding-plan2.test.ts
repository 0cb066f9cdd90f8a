// Refusals and edge cases of the second plan's text and encoding tools. Examples run in catalog.test.ts; their values
// come from test/reference/text_encoding_plan2.py.
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const { result, error, invalid } = await run(tool(slug), inputs);
  expect(invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(error).toBeUndefined();
  return result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid).toBe(true);

describe('text plan 2', () => {
  it('list-comparer: empty lists, final line breaks, duplicates', async () => {
    expect(await result('list-comparer', { listA: '', listB: '\n' })).toMatchObject({ union: [], countA: 0, countB: 0 });
    expect(await result('list-comparer', { listA: '', listB: '\n', ignoreEmpty: false })).toMatchObject({ onlyInB: [''], countB: 1 });
    expect(await result('list-comparer', { listA: 'a\na\nA\n', listB: 'A', ignoreCase: false })).toMatchObject({
      onlyInA: ['a'],
      onlyInB: [],
      inBoth: ['A'],
      countA: 2,
    });
    expect(await result('list-comparer', { listA: 'a\na\nA\n', listB: 'A', ignoreCase: true })).toMatchObject({ inBoth: ['a'], countA: 1, countB: 1 });
  });

  it('fancy-text-generator: holes, digits only where Unicode has them, whitespace not counted', async () => {
    expect(await result('fancy-text-generator', { text: 'h', style: 'italic' })).toEqual({ text: 'ℎ', unchanged: 0 });
    expect(await result('fancy-text-generator', { text: 'ab 12', style: 'italic' })).toEqual({ text: '𝑎𝑏 12', unchanged: 2 });
    expect(await result('fancy-text-generator', { text: 'Az09', style: 'circled' })).toEqual({ text: 'Ⓐⓩ⓪⑨', unchanged: 0 });
    expect(await result('fancy-text-generator', { text: 'x\ty\n', style: 'monospace' })).toEqual({ text: '𝚡\t𝚢\n', unchanged: 0 });
    expect(await result('fancy-text-generator', { text: 'é👋', style: 'bold' })).toEqual({ text: 'é👋', unchanged: 2 });
  });

  it('sms-segment-counter: boundaries of one and many segments', async () => {
    expect(await result('sms-segment-counter', { text: '' })).toMatchObject({ encoding: 'gsm-7', segments: 0, remainingInSegment: 160 });
    expect(await result('sms-segment-counter', { text: 'a'.repeat(160) })).toMatchObject({ segments: 1, remainingInSegment: 0 });
    expect(await result('sms-segment-counter', { text: 'a'.repeat(161) })).toMatchObject({ segments: 2, perSegment: 153, remainingInSegment: 145 });
    // 152 septets then an escape pair: the pair moves whole to the second part
    expect(await result('sms-segment-counter', { text: `${'a'.repeat(152)}€${'a'.repeat(10)}` })).toMatchObject({ units: 164, segments: 2, remainingInSegment: 141 });
    expect(await result('sms-segment-counter', { text: '€'.repeat(80) })).toMatchObject({ units: 160, segments: 1 });
    expect(await result('sms-segment-counter', { text: 'я'.repeat(70) })).toMatchObject({ encoding: 'ucs-2', segments: 1, remainingInSegment: 0 });
    // 66 units then a surrogate pair: the pair is not split
    expect(await result('sms-segment-counter', { text: `${'я'.repeat(66)}😀${'я'.repeat(3)}` })).toMatchObject({ units: 71, segments: 2, remainingInSegment: 62 });
    expect(await result('sms-segment-counter', { text: 'çÇ' })).toMatchObject({ encoding: 'ucs-2', nonGsmCharacters: ['ç'] });
  });

  it('llm-token-counter: empty text, special-token text as plain text, token ids capped', async () => {
    expect(await result('llm-token-counter', { text: '' })).toEqual({ tokens: 0, characters: 0, encoding: 'o200k_base', tokenIds: null });
    const special = await result('llm-token-counter', { text: '<|endoftext|>', encoding: 'cl100k_base', includeTokens: true });
    expect(special.tokens).toBeGreaterThan(1);
    expect(special.tokenIds).not.toContain(100257);
    const long = await result('llm-token-counter', { text: 'a b '.repeat(6000), includeTokens: true });
    expect(long.tokens).toBeGreaterThan(10_000);
    expect(long.tokenIds).toHaveLength(10_000);
  });

  it('line-filter: refuses a bad regex, keeps line-break conventions', async () => {
    await refuses('line-filter', { text: 'a', pattern: '(', match: 'regex' }, /Invalid regular expression/);
    await refuses('line-filter', { text: 'a', pattern: '\\-', match: 'regex' }, /Invalid regular expression/); // Unicode mode
    expect(await result('line-filter', { text: '', pattern: 'x' })).toEqual({ text: '', kept: 0, removed: 0 });
    expect(await result('line-filter', { text: 'a\nb\n', pattern: 'x' })).toEqual({ text: '', kept: 0, removed: 2 });
    expect(await result('line-filter', { text: 'a\n\nb', pattern: '', match: 'equals' })).toEqual({ text: '', kept: 1, removed: 2 });
    expect(await result('line-filter', { text: 'ab\r\ncd\r\n', pattern: 'b', match: 'ends-with' })).toEqual({ text: 'ab\n', kept: 1, removed: 1 });
    expect(await result('line-filter', { text: '😀x\nyy', pattern: '^.x$', match: 'regex' })).toEqual({ text: '😀x', kept: 1, removed: 1 });
  });

  it('text-entropy: empty text, one symbol, bytes', async () => {
    expect(await result('text-entropy', { text: '' })).toEqual({
      length: 0,
      uniqueSymbols: 0,
      shannonEntropy: 0,
      totalBits: 0,
      normalizedEntropy: 0,
      indexOfCoincidence: null,
    });
    expect(await result('text-entropy', { text: 'ab', unit: 'bytes' })).toMatchObject({ shannonEntropy: 1, normalizedEntropy: 1, indexOfCoincidence: 0 });
    expect(await result('text-entropy', { text: '😀😀', unit: 'bytes' })).toMatchObject({ length: 8, uniqueSymbols: 4, shannonEntropy: 2 });
    expect(await result('text-entropy', { text: '😀😀' })).toMatchObject({ length: 2, uniqueSymbols: 1, shannonEntropy: 0 });
    // counts are cleared between runs
    expect(await result('text-entropy', { text: 'ab' })).toMatchObject({ length: 2, uniqueSymbols: 2, shannonEntropy: 1 });
  });
});

describe('encoding plan 2', () => {
  it('xor-cipher refuses bad input, keys and non-UTF-8 output', async () => {
    await refuses('xor-cipher', { input: 'zz', inputEncoding: 'hex', key: 'k' }, /not hex/);
    await refuses('xor-cipher', { input: 'abc', inputEncoding: 'hex', key: 'k' }, /odd number/);
    await refuses('xor-cipher', { input: 'a$b=', inputEncoding: 'base64', key: 'k' }, /not Base64/);
    await refuses('xor-cipher', { input: 'a', key: ' ', keyEncoding: 'hex' }, /empty/);
    await refuses('xor-cipher', { input: 'a', key: 'é'.repeat(513) }, /1026 bytes/);
    await refuses('xor-cipher', { input: 'a', key: '\u00a1', outputEncoding: 'utf8' }, /not valid UTF-8/);
    await invalid('xor-cipher', { input: 'a', key: '' });
    expect(await result('xor-cipher', { input: '', key: 'k' })).toEqual({ output: '', bytes: 0 });
    expect(await result('xor-cipher', { input: '030e070704', inputEncoding: 'hex', key: 'k', outputEncoding: 'utf8' })).toEqual({ output: 'hello', bytes: 5 });
  });

  it('rail-fence-cipher: offset bound, round trips, short texts', async () => {
    await refuses('rail-fence-cipher', { text: 'abc', rails: 3, offset: 4 }, /below 2\(rails − 1\) = 4/);
    await invalid('rail-fence-cipher', { text: 'abc', rails: 1 });
    expect(await result('rail-fence-cipher', { text: 'ab', rails: 10 })).toEqual({ text: 'ab' });
    expect(await result('rail-fence-cipher', { text: '', rails: 2 })).toEqual({ text: '' });
    const text = 'The quick brown 🦊 jumps over the lazy dog.';
    for (const [rails, offset] of [[2, 1], [5, 7], [100, 197]]) {
      const encoded = (await result('rail-fence-cipher', { text, rails, offset })).text;
      expect((await result('rail-fence-cipher', { text: encoded, rails, offset, mode: 'decode' })).text).toBe(text);
    }
  });

  it('charset-converter refuses unmappable characters and invalid bytes in strict mode', async () => {
    await refuses('charset-converter', { mode: 'encode', text: 'a✓', encoding: 'windows-1252' }, /"✓" \(U\+2713\) at position 1 has no mapping in windows-1252/);
    await refuses('charset-converter', { mode: 'encode', text: 'a\ud800' }, /lone surrogate/);
    await refuses('charset-converter', { mode: 'decode', data: '81', encoding: 'windows-1252' }, /not valid windows-1252/);
    await refuses('charset-converter', { mode: 'decode', data: 'c3', encoding: 'utf-8' }, /not valid utf-8/);
    await refuses('charset-converter', { mode: 'decode', data: '4100ff', encoding: 'utf-16le' }, /not valid utf-16le/);
    await refuses('charset-converter', { mode: 'decode', data: 'xyz' }, /not hex/);
    await refuses('charset-converter', { mode: 'decode' }, /needs "data"/);
    await refuses('charset-converter', { mode: 'encode' }, /needs "text"/);
    await refuses('charset-converter', { mode: 'repair', text: 'Café ✓' }, /no mapping in windows-1252, so the text is not UTF-8/);
    await refuses('charset-converter', { mode: 'repair', text: 'é' }, /not valid UTF-8/);
  });

  it('charset-converter: U+FFFD that the data encodes is not an error; replace mode counts', async () => {
    expect(await result('charset-converter', { mode: 'decode', data: 'efbfbd', encoding: 'utf-8' })).toEqual({ output: '\ufffd', bytes: 3, unmappable: 0 });
    expect(await result('charset-converter', { mode: 'decode', data: '84 31 A4 37', encoding: 'gb18030' })).toEqual({ output: '\ufffd', bytes: 4, unmappable: 0 });
    expect(await result('charset-converter', { mode: 'decode', data: '4100ff', encoding: 'utf-16le', errors: 'replace' })).toEqual({ output: 'A\ufffd', bytes: 3, unmappable: 1 });
    expect(await result('charset-converter', { mode: 'decode', data: '00d8', encoding: 'utf-16le', errors: 'replace' })).toEqual({ output: '\ufffd', bytes: 2, unmappable: 1 });
    expect(await result('charset-converter', { mode: 'encode', text: 'a?✓?', encoding: 'iso-8859-1', errors: 'replace' })).toEqual({ output: '613f3f3f', bytes: 4, unmappable: 1 });
    expect(await result('charset-converter', { mode: 'encode', text: '\ufeffx', encoding: 'utf-16be' })).toEqual({ output: 'feff0078', bytes: 4, unmappable: 0 });
    expect(await result('charset-converter', { mode: 'decode', data: 'efbbbf78' })).toEqual({ output: '\ufeffx', bytes: 4, unmappable: 0 });
  });

  it('qr-code-generator: payload builders and refusals', async () => {
    await refuses('qr-code-generator', {}, /either "text" or "payload"/);
    await refuses('qr-code-generator', { text: 'a', payload: { type: 'url', url: 'https://x' } }, /either/);
    await refuses('qr-code-generator', { text: '' }, /nothing to encode/);
    await refuses('qr-code-generator', { payload: { type: 'wifi', ssid: 'x' } }, /needs "password"/);
    await refuses('qr-code-generator', { text: 'x'.repeat(100), version: 1 }, /version cannot contain/);
    await refuses('qr-code-generator', { text: 'é'.repeat(2000) }, /too big/);
    await invalid('qr-code-generator', { payload: { type: 'geo', latitude: 91, longitude: 0 } });
    await invalid('qr-code-generator', { payload: { type: 'url', url: 'x', extra: 1 } });
    const payload = async (p: Record<string, unknown>) => (await result('qr-code-generator', { payload: p, output: 'matrix' })).payload;
    expect(await payload({ type: 'wifi', ssid: 'Open', security: 'nopass', hidden: true })).toBe('WIFI:T:nopass;S:Open;H:true;;');
    expect(await payload({ type: 'vcard', name: 'Ada King Lovelace', phone: '+44 20 7946 0000', org: 'A, B; C' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada King;;;\r\nFN:Ada King Lovelace\r\nORG:A\\, B\\; C\r\nTEL:+44 20 7946 0000\r\nEND:VCARD',
    );
    expect(await payload({ type: 'email', email: 'a@example.com', subject: 'Hi there', body: 'a&b' })).toBe('mailto:a@example.com?subject=Hi%20there&body=a%26b');
    expect(await payload({ type: 'sms', phone: '+15551234', body: 'On my way' })).toBe('SMSTO:+15551234:On my way');
    expect(await payload({ type: 'geo', latitude: 48.8584, longitude: 2.2945 })).toBe('geo:48.8584,2.2945');
    const big = await result('qr-code-generator', { text: 'x'.repeat(2953), errorCorrection: 'L', output: 'svg' });
    expect(big).toMatchObject({ version: 40, size: 177, matrix: null });
    expect(big.svg).toMatch(/^<svg [^>]*viewBox="0 0 185 185"/);
  });
});

describe('llm-token-counter bounds its quadratic merge', () => {
  it('refuses a run of more than 1,000 letters or symbols without a space, and counts one of 1,000', async () => {
    await refuses('llm-token-counter', { text: 'x'.repeat(1_001) }, /run of 1001 letters or symbols/);
    await refuses('llm-token-counter', { text: `ok ${'['.repeat(1_001)}` }, /run of 1001/);
    expect((await run(tool('llm-token-counter'), { text: `${'ab'.repeat(500)} ${'é'.repeat(10)}` })).result.tokens).toBeGreaterThan(0);
  });
});
