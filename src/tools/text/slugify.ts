import slugifyText from 'slugify';
import { defineTool } from '../define.ts';

export default defineTool({
  slug: 'slugify',
  name: 'Slugify',
  category: 'text',
  description:
    'Turns text into a URL slug: accents and many non-Latin letters are transliterated (é → e, ß → ss, ø → o), other symbols dropped, and words joined by the separator.',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 10_000, description: 'The title or phrase to slugify.' },
      separator: { type: 'string', enum: ['-', '_', '.', '~', ''], default: '-', description: 'Joins the words.' },
      lowercase: { type: 'boolean', default: true, description: 'Lower-case the slug.' },
    },
    required: ['text'],
  },
  outputSchema: {
    type: 'object',
    properties: { slug: { type: 'string', description: 'The slug; empty when the text has no letters or digits it can keep.' } },
    required: ['slug'],
  },
  examples: [
    { inputs: { text: 'Crème Brûlée: 10 Easy Recipes!', separator: '-', lowercase: true }, result: { slug: 'creme-brulee-10-easy-recipes' } },
    { inputs: { text: 'Größe & Gewicht — Ærø', separator: '_', lowercase: false }, result: { slug: 'Grosse_and_Gewicht_AEro' } },
  ],
  run({ text, separator, lowercase }: { text: string; separator: string; lowercase: boolean }) {
    return { slug: slugifyText(text, { replacement: separator, lower: lowercase, strict: true, trim: true }) };
  },
});
