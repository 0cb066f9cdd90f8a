import { ToolError, defineTool } from '../define.ts';

export default defineTool({
  slug: 'vigenere-cipher',
  name: 'Vigenère cipher',
  category: 'encoding',
  description:
    'Encrypts or decrypts text with the Vigenère cipher: each Latin letter is shifted by the matching letter of the repeating key (A = 0 … Z = 25), keeping case. Only letters use up key letters; everything else is copied, and non-letters in the key are ignored.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 200_000, description: 'Plaintext to encrypt or ciphertext to decrypt.' },
      key: { type: 'string', minLength: 1, maxLength: 1000, description: 'The keyword, e.g. "LEMON"; its letters A–Z set the shifts.' },
      mode: { type: 'string', enum: ['encrypt', 'decrypt'], default: 'encrypt', description: 'encrypt (the default) or decrypt the text with the key.' },
    },
    required: ['text', 'key'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Attack at dawn!', key: 'LEMON', mode: 'encrypt' }, result: { output: 'Lxfopv ef rnhr!' } },
    { inputs: { text: 'Lxfopv ef rnhr!', key: 'lemon', mode: 'decrypt' }, result: { output: 'Attack at dawn!' } },
  ],
  run({ text, key, mode }: { text: string; key: string; mode: 'encrypt' | 'decrypt' }) {
    const shifts = [...key.toUpperCase()].filter((char) => char >= 'A' && char <= 'Z').map((char) => char.charCodeAt(0) - 65);
    if (shifts.length === 0) throw new ToolError('"key" has no letters A–Z: the Vigenère key must contain at least one letter.');
    const direction = mode === 'encrypt' ? 1 : -1;
    // Rewrites the UTF-16 code units in place, so anything outside ASCII (surrogates included) is untouched.
    const units = Buffer.from(text, 'utf16le');
    let k = 0;
    for (let i = 0; i < units.length; i += 2) {
      if (units[i + 1] !== 0) continue;
      const code = units[i]!;
      const base = code >= 65 && code <= 90 ? 65 : code >= 97 && code <= 122 ? 97 : 0;
      if (base === 0) continue;
      const shift = direction * shifts[k % shifts.length]!;
      units[i] = base + ((code - base + shift + 26) % 26);
      k++;
    }
    return { output: units.toString('utf16le') };
  },
});
