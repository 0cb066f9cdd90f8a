import { Generator } from 'lorem-ipsum';
import { defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

const opening = 'Lorem ipsum dolor sit amet';

export default defineTool({
  slug: 'lorem-ipsum',
  name: 'Lorem ipsum generator',
  category: 'text',
  draws: ['randomness'],
  description:
    'Generates filler Latin paragraphs (4–8 sentences of 5–15 words each), separated by blank lines; by default the first one opens with "Lorem ipsum dolor sit amet". A seed makes it reproducible.',
  inputSchema: {
    type: 'object',
    properties: {
      paragraphs: { type: 'integer', minimum: 1, maximum: 50, default: 3, description: 'How many paragraphs.' },
      startWithLorem: { type: 'boolean', default: true, description: 'Open with the classic "Lorem ipsum dolor sit amet".' },
      seed: seedSchema,
    },
    required: [],
  },
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The paragraphs, separated by a blank line.' },
      words: { type: 'integer', description: 'Words generated.' },
    },
    required: ['text', 'words'],
  },
  examples: [
    {
      inputs: { paragraphs: 1, startWithLorem: true, seed: 3 },
      result: {
        text: "Lorem ipsum dolor sit amet, commodo ut irure reprehenderit esse pariatur irure ad veniam laboris ex amet. Qui cupidatat duis eu adipisicing reprehenderit nulla consequat nulla aute. Ipsum qui ut consectetur sit occaecat sit duis irure. Officia velit consectetur adipisicing sunt ea occaecat excepteur ad ullamco cupidatat dolore. Reprehenderit eu esse eiusmod do ullamco. Nisi nostrud commodo aute commodo dolore culpa commodo. Ad minim Lorem amet nostrud pariatur dolore laborum voluptate minim. Sunt est non sunt dolore occaecat dolor aliquip ipsum laboris est velit deserunt est voluptate.",
        words: 87,
      },
    },
    {
      inputs: { paragraphs: 2, startWithLorem: false, seed: 7 },
      result: {
        text: "Laboris officia labore elit magna deserunt nisi. Qui occaecat laboris quis reprehenderit. Id laborum irure ipsum do tempor tempor ad non duis labore et irure. Aliqua et duis non sunt. Nisi cillum amet ipsum reprehenderit Lorem est quis voluptate commodo ut. Aliqua ullamco ullamco adipisicing aute minim aliqua Lorem mollit duis. Excepteur laboris occaecat veniam adipisicing tempor nulla dolore commodo sunt. Culpa eiusmod do nostrud laborum exercitation veniam id occaecat aute exercitation sunt culpa dolor ad.\n\nLabore excepteur do incididunt laborum. Elit sunt nulla pariatur adipisicing aliquip pariatur laborum cillum. Nostrud ad esse voluptate laboris nulla. Ea ad Lorem adipisicing aliqua occaecat ad mollit sit tempor id cupidatat. Reprehenderit aute esse deserunt consequat nisi nulla ipsum ut. Qui ea excepteur culpa commodo ullamco sint dolor aliquip consequat ut. Sunt duis in mollit et magna officia ut ullamco fugiat labore.",
        words: 139,
      },
    },
  ],
  run({ paragraphs, startWithLorem, seed }: { paragraphs: number; startWithLorem: boolean; seed?: number }) {
    const rng = randomSource(seed);
    const generator = new Generator({
      random: rng.float,
      sentencesPerParagraph: { min: 4, max: 8 },
      wordsPerSentence: { min: 5, max: 15 },
    });
    const parts = Array.from({ length: paragraphs }, () => generator.generateRandomParagraph());
    if (startWithLorem) parts[0] = `${opening}, ${parts[0]!.charAt(0).toLowerCase()}${parts[0]!.slice(1)}`;
    const text = parts.join('\n\n');
    return { text, words: text.split(/\s+/).length };
  },
});
