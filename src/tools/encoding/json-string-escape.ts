import { ToolError, defineTool } from '../define.ts';

export default defineTool({
  slug: 'json-string-escape',
  name: 'JSON string escape / unescape',
  category: 'encoding',
  description:
    'Escapes text as a JSON string literal (quotes, backslashes, control characters and unpaired surrogates escaped, e.g. a newline as \\n), with or without the surrounding quotes; or parses a JSON string literal, quoted or not, back into text.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 100_000, description: 'Text to escape, or a JSON string literal (with or without its double quotes) to unescape.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode = escape, decode = unescape.' },
      quotes: { type: 'boolean', default: true, description: 'When encoding, surround the result with double quotes.' },
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
      inputs: { text: 'She said "hi"\nC:\\temp\tdone', mode: 'encode', quotes: true },
      result: { output: '"She said \\"hi\\"\\nC:\\\\temp\\tdone"' },
    },
    { inputs: { text: 'line 1\r\nline 2', mode: 'encode', quotes: false }, result: { output: 'line 1\\r\\nline 2' } },
    { inputs: { text: 'Caf\\u00e9 \\"Le Jardin\\"\\n\\ud83c\\udf3f', mode: 'decode', quotes: true }, result: { output: 'Café "Le Jardin"\n🌿' } },
  ],
  run({ text, mode, quotes }: { text: string; mode: 'encode' | 'decode'; quotes: boolean }) {
    if (mode === 'encode') {
      const literal = JSON.stringify(text);
      return { output: quotes ? literal : literal.slice(1, -1) };
    }
    const trimmed = text.trim();
    const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed : `"${text}"`;
    let value: unknown;
    try {
      value = JSON.parse(quoted);
    } catch (error) {
      const reason = (error as Error).message.replace(/(?: in JSON)? at position \d+[\s\S]*$/, '');
      throw new ToolError(
        `"text" is not a valid JSON string (${reason}): double quotes, backslashes and control characters such as raw newlines must be escaped.`,
      );
    }
    if (typeof value !== 'string') throw new ToolError('"text" is not a single JSON string literal.');
    return { output: value };
  },
});
