import { ToolError, defineTool } from '../define.ts';

const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export default defineTool({
  slug: 'base64-encoder',
  name: 'Base64 encoder / decoder',
  category: 'encoding',
  description: 'Encodes UTF-8 text as standard Base64, or decodes Base64 (URL-safe alphabet accepted) back to text.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 1_000_000, description: 'Text to encode, or Base64 to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) turns text into Base64; decode turns Base64 back into text.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Hello, world!', mode: 'encode' }, result: { output: 'SGVsbG8sIHdvcmxkIQ==' } },
    { inputs: { text: 'w6lsw6h2ZQ==', mode: 'decode' }, result: { output: 'élève' } },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'encode') return { output: Buffer.from(text, 'utf8').toString('base64') };
    const compact = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
    if (!base64.test(compact)) {
      throw new ToolError('"text" is not Base64: use A–Z, a–z, 0–9, + and / (or - and _), with = padding only at the end.');
    }
    try {
      return { output: utf8.decode(Buffer.from(compact, 'base64')) };
    } catch {
      throw new ToolError('The decoded bytes are not UTF-8 text.');
    }
  },
});
