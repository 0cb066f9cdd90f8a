import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  text: string;
  rails: number;
  mode: 'encode' | 'decode';
  offset: number;
}

export default defineTool({
  slug: 'rail-fence-cipher',
  name: 'Rail fence cipher',
  category: 'encoding',
  description:
    'The rail fence (zigzag) transposition cipher. Character i (a Unicode code point; spaces and punctuation are kept and moved like letters) goes on rail r(k) for k = (i + offset) mod 2(rails − 1), with r counting 0, 1 … rails − 1 and back down to 1; encoding reads the rails top to bottom, decoding puts the characters back. The offset (0 to 2(rails − 1) − 1) starts the zigzag part-way through its cycle. Example: WEAREDISCOVEREDFLEEATONCE on 3 rails → WECRLTEERDSOEEFEAOCAIVDEN.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'The text to encode or decode.' },
      rails: { type: 'integer', minimum: 2, maximum: 100, description: 'Number of rails (2–100).' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode or decode.' },
      offset: { type: 'integer', minimum: 0, maximum: 197, default: 0, description: 'Start position in the zigzag cycle, 0 to 2(rails − 1) − 1.' },
    },
    required: ['text', 'rails'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The encoded or decoded text.' } },
    required: ['text'],
  },
  // Computed by test/reference/text_encoding_plan2.py.
  examples: [
    {"inputs":{"text":"WEAREDISCOVEREDFLEEATONCE","rails":3,"mode":"encode","offset":0},"result":{"text":"WECRLTEERDSOEEFEAOCAIVDEN"}},
    {"inputs":{"text":"WECRLTEERDSOEEFEAOCAIVDEN","rails":3,"mode":"decode","offset":0},"result":{"text":"WEAREDISCOVEREDFLEEATONCE"}},
    {"inputs":{"text":"Hello, World! 👋","rails":4,"mode":"encode","offset":2},"result":{"text":"oll,rdHl o!👋eW "}},
  ],
  run({ text, rails, mode, offset }: Inputs) {
    const cycle = 2 * (rails - 1);
    if (offset >= cycle) throw new ToolError(`offset must be below 2(rails − 1) = ${cycle} for ${rails} rails.`);
    const chars = Array.from(text);
    const railOf = new Uint8Array(chars.length);
    const sizes = new Array<number>(rails).fill(0);
    for (let i = 0; i < chars.length; i++) {
      const k = (i + offset) % cycle;
      const r = k < rails ? k : cycle - k;
      railOf[i] = r;
      sizes[r]!++;
    }
    const starts = new Array<number>(rails).fill(0);
    for (let r = 1; r < rails; r++) starts[r] = starts[r - 1]! + sizes[r - 1]!;
    const out = new Array<string>(chars.length);
    for (let i = 0; i < chars.length; i++) {
      const slot = starts[railOf[i]!]!++;
      if (mode === 'encode') out[slot] = chars[i]!;
      else out[i] = chars[slot]!;
    }
    return { text: out.join('') };
  },
});
