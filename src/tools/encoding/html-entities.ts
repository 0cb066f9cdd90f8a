import he from 'he';
import { defineTool } from '../define.ts';
import { attempt } from '../input.ts';

export default defineTool({
  slug: 'html-entities',
  name: 'HTML entity encoder / decoder',
  category: 'encoding',
  description:
    'Escapes text for HTML: & < > " \' ` and every non-ASCII character become character references (named where HTML has one, e.g. &eacute;, otherwise &#x…;), or decodes all named, decimal and hex references back to text.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 20_000, description: 'Text to encode, or HTML text with entities to decode.' },
      mode: { type: 'string', enum: ['encode', 'decode'], default: 'encode', description: 'encode (the default) escapes text as HTML character references; decode turns references back into text.' },
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
      inputs: { text: '<p class="note">Café & crème — 5 > 3</p>', mode: 'encode' },
      result: { output: '&lt;p class=&quot;note&quot;&gt;Caf&eacute; &amp; cr&egrave;me &mdash; 5 &gt; 3&lt;/p&gt;' },
    },
    {
      inputs: { text: 'Fish &amp; chips &#8211; &euro;12 &#x1F41F; &copy 2024', mode: 'decode' },
      result: { output: 'Fish & chips – €12 🐟 © 2024' },
    },
  ],
  run({ text, mode }: { text: string; mode: 'encode' | 'decode' }) {
    if (mode === 'encode') return { output: attempt('Could not encode the text', () => he.encode(text, { useNamedReferences: true })) };
    return { output: attempt('Could not decode the entities', () => he.decode(text)) };
  },
});
