import { camelCase, constantCase, kebabCase, pascalCase, snakeCase } from 'change-case';
import { defineTool } from '../define.ts';

const targets = ['camel', 'pascal', 'snake', 'kebab', 'constant', 'title', 'sentence', 'upper', 'lower'] as const;
type Target = (typeof targets)[number];

const identifier = { camel: camelCase, pascal: pascalCase, snake: snakeCase, kebab: kebabCase, constant: constantCase };
const word = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’]*/gu;
const sentenceStart = /(^|[.!?]\s+)(\p{L})/gu;

function titleCase(text: string): string {
  return text.replace(word, (w) => {
    const [first = ''] = w;
    return first.toUpperCase() + w.slice(first.length).toLowerCase();
  });
}

function sentenceCase(text: string): string {
  return text.toLowerCase().replace(sentenceStart, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export default defineTool({
  slug: 'case-converter',
  name: 'Case converter',
  category: 'text',
  description:
    'Converts text to camelCase, PascalCase, snake_case, kebab-case or CONSTANT_CASE (words split at spaces, punctuation and case changes), or to Title case, Sentence case, UPPER or lower case (punctuation kept).',
  inputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: 25_000, description: 'The text to convert.' },
      to: { type: 'string', enum: targets, description: 'The target case.' },
    },
    required: ['text', 'to'],
  },
  outputSchema: {
    type: 'object',
    properties: { text: { type: 'string', description: 'The converted text.' } },
    required: ['text'],
  },
  examples: [
    { inputs: { text: 'user account ID', to: 'camel' }, result: { text: 'userAccountId' } },
    { inputs: { text: 'XMLHttpRequest handler', to: 'snake' }, result: { text: 'xml_http_request_handler' } },
    { inputs: { text: 'the QUICK brown fox. it jumps!', to: 'title' }, result: { text: 'The Quick Brown Fox. It Jumps!' } },
    { inputs: { text: 'the QUICK brown fox. it jumps!', to: 'sentence' }, result: { text: 'The quick brown fox. It jumps!' } },
  ],
  run({ text, to }: { text: string; to: Target }) {
    switch (to) {
      case 'upper':
        return { text: text.toUpperCase() };
      case 'lower':
        return { text: text.toLowerCase() };
      case 'title':
        return { text: titleCase(text) };
      case 'sentence':
        return { text: sentenceCase(text) };
      default:
        return { text: identifier[to](text) };
    }
  },
});
