import { ToolError, defineTool } from '../define.ts';

const maxOutput = 2_000_000;

interface Inputs {
  text: string;
  width: number;
  side: 'start' | 'end' | 'both';
  padding: string;
}

/** `count` characters (code points) of the repeated padding string. */
function fill(padding: string[], count: number): string {
  if (count <= 0) return '';
  if (padding.length === 1) return padding[0]!.repeat(count);
  const whole = Math.floor(count / padding.length);
  return padding.join('').repeat(whole) + padding.slice(0, count - whole * padding.length).join('');
}

/** Length in code points. */
function size(line: string): number {
  let count = line.length;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff && i > 0) {
      const high = line.charCodeAt(i - 1);
      if (high >= 0xd800 && high <= 0xdbff) count--;
    }
  }
  return count;
}

export default defineTool({
  slug: 'text-padding',
  name: 'Text padding',
  category: 'text',
  description:
    'Pads every line to a width (in characters) at the start (right-aligning), the end (left-aligning) or both sides (centring), repeating a padding string; longer lines are left as they are.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 50_000, description: 'The text; each line is padded on its own.' },
      width: { type: 'integer', minimum: 0, maximum: 10_000, description: 'The target length of every line.' },
      side: { type: 'string', enum: ['start', 'end', 'both'], default: 'start', description: 'Where the padding goes.' },
      padding: { type: 'string', minLength: 1, maxLength: 10, default: ' ', description: 'The padding, repeated as needed.' },
    },
    required: ['text', 'width'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The padded text.' } },
    required: ['text'],
  },
  examples: [
    { inputs: { text: '7\n42\n1234', width: 4, side: 'start', padding: '0' }, result: { text: '0007\n0042\n1234' } },
    { inputs: { text: 'Title', width: 11, side: 'both', padding: '*' }, result: { text: '***Title***' } },
    { inputs: { text: 'Name\nAge', width: 8, side: 'end', padding: '.' }, result: { text: 'Name....\nAge.....' } },
  ],
  run({ text, width, side, padding }: Inputs) {
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const lines = text.split(/\r?\n/);
    const pad = Array.from(padding);
    const sizes = lines.map(size);
    const total = sizes.reduce((sum, size) => sum + Math.max(width - size, 0), text.length);
    if (total > maxOutput) {
      throw new ToolError(`The padded text would be longer than ${maxOutput.toLocaleString('en')} characters; use a smaller width or fewer lines.`);
    }
    const out = lines.map((line, index) => {
      const missing = width - sizes[index]!;
      if (missing <= 0) return line;
      if (side === 'start') return fill(pad, missing) + line;
      if (side === 'end') return line + fill(pad, missing);
      const before = Math.floor(missing / 2);
      return fill(pad, before) + line + fill(pad, missing - before);
    });
    return { text: out.join(eol) };
  },
});
