import punycode from 'punycode/punycode.js';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export default defineTool({
  slug: 'punycode-converter',
  name: 'Punycode converter (IDN)',
  category: 'encoding',
  description:
    'Converts an internationalised domain name (or the domain part of an e-mail address) to its ASCII "xn--" Punycode form, lowercasing and NFC-normalising it first, or converts xn-- labels back to Unicode.',
  inputSchema: {
    type: 'object',
    properties: {
      text: {
        type: 'string',
        maxLength: 1000,
        description: 'A domain name such as "münchen.de" (encode) or "xn--mnchen-3ya.de" (decode); an e-mail address converts only its domain.',
      },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode = toASCII, decode = toUnicode.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { output: { type: 'string' } },
    required: ['output'],
  },
  examples: [
    { inputs: { text: 'Bücher.example.com', mode: 'encode' }, result: { output: 'xn--bcher-kva.example.com' } },
    { inputs: { text: 'info@xn--fsqu00a.xn--55qx5d', mode: 'decode' }, result: { output: 'info@例子.公司' } },
    { inputs: { text: '☕.ws', mode: 'encode' }, result: { output: 'xn--53h.ws' } },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    const domain = text.trim();
    if (domain === '') throw new ToolError('"text" is empty: give a domain name such as "münchen.de".');
    if (/\s/.test(domain)) throw new ToolError('"text" contains whitespace: give a single domain name.');
    if (mode === 'encode') {
      return { output: attempt('Could not convert the domain to Punycode', () => punycode.toASCII(domain.normalize('NFC').toLowerCase())) };
    }
    const output = attempt('Could not decode the Punycode', () => punycode.toUnicode(domain));
    if (loneSurrogate.test(output)) {
      throw new ToolError('The Punycode decodes to an invalid code point (an unpaired surrogate).');
    }
    return { output };
  },
});
