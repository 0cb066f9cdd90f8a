import { ToolError, defineTool } from '../define.ts';

export default defineTool({
  slug: 'url-encoder',
  name: 'URL encoder / decoder',
  category: 'encoding',
  description:
    'Percent-encodes text for use in a URL component (encodeURIComponent: everything but A–Z a–z 0–9 - _ . ! ~ * \' ( ) is escaped as UTF-8 %XX), or decodes %XX sequences back to text; "+" is left as is.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 200_000, description: 'Text to encode, or percent-encoded text to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) percent-encodes text; decode turns %XX sequences back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    {
      inputs: { text: 'café & croissants?size=2/3', mode: 'encode' },
      result: { output: 'caf%C3%A9%20%26%20croissants%3Fsize%3D2%2F3' },
    },
    { inputs: { text: 'na%C3%AFve%20search%3A%20%E2%9C%93', mode: 'decode' }, result: { output: 'naïve search: ✓' } },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'encode') {
      try {
        return { output: encodeURIComponent(text) };
      } catch {
        throw new ToolError('"text" contains an unpaired UTF-16 surrogate, which has no UTF-8 form to percent-encode.');
      }
    }
    try {
      return { output: decodeURIComponent(text) };
    } catch {
      const bad = /%(?![0-9A-Fa-f]{2})/.exec(text);
      throw new ToolError(
        bad
          ? `Malformed percent sequence at position ${bad.index}: "%" must be followed by two hex digits (write a literal % as %25).`
          : 'The %XX sequences do not form valid UTF-8: check for truncated or mixed-up multi-byte sequences.',
      );
    }
  },
});
