import { defineTool } from '../define.ts';

const forms = ['NFC', 'NFD', 'NFKC', 'NFKD'] as const;
type Form = (typeof forms)[number];

const codePoints = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

export default defineTool({
  slug: 'unicode-normalizer',
  name: 'Unicode normalizer',
  category: 'text',
  description:
    'Converts text to a Unicode normalization form: NFC (composed), NFD (decomposed), or the compatibility forms NFKC/NFKD, which also fold ligatures, full-width letters, superscripts and the like.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 20_000, description: 'The text to normalize.' },
      form: { type: 'string', enum: forms, default: 'NFC', description: 'The normalization form.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The normalized text.' },
      changed: { type: 'boolean', description: 'Whether normalization changed anything.' },
      codePointsBefore: { type: 'integer' },
      codePointsAfter: { type: 'integer' },
    },
    required: ['text', 'changed', 'codePointsBefore', 'codePointsAfter'],
  },
  examples: [
    { inputs: { text: 'e\u0301le\u0300ve', form: 'NFC' }, result: { text: 'élève', changed: true, codePointsBefore: 7, codePointsAfter: 5 } },
    { inputs: { text: 'ﬁ ＡＢＣ x²', form: 'NFKC' }, result: { text: 'fi ABC x2', changed: true, codePointsBefore: 8, codePointsAfter: 9 } },
    { inputs: { text: 'é', form: 'NFD' }, result: { text: 'e\u0301', changed: true, codePointsBefore: 1, codePointsAfter: 2 } },
  ],
  run({ text, form }: { text: string; form: Form }) {
    const normalized = text.normalize(form);
    return { text: normalized, changed: normalized !== text, codePointsBefore: codePoints(text), codePointsAfter: codePoints(normalized) };
  },
});
