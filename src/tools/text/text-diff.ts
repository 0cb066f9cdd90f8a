import { FILE_HEADERS_ONLY, createTwoFilesPatch, diffChars, diffLines, diffWordsWithSpace, type Change } from 'diff';
import { ToolError, defineTool, nullable } from '../define.ts';

const modes = ['lines', 'words', 'chars'] as const;
type Mode = (typeof modes)[number];
const budgetMs = 2_000;

function diff(a: string, b: string, mode: Mode): Change[] | undefined {
  const options = { timeout: budgetMs };
  if (mode === 'lines') return diffLines(a, b, options);
  if (mode === 'words') return diffWordsWithSpace(a, b, options);
  return diffChars(a, b, options);
}

const tooDifferent = 'The texts are too large and too different to compare in time; compare smaller parts or use the "lines" mode.';

export default defineTool({
  slug: 'text-diff',
  name: 'Text diff',
  category: 'text',
  description:
    'Compares two texts line by line, word by word or character by character, returning the added, removed and unchanged runs in order, with a unified patch in line mode.',
  heavy: true,
  timeoutMs: 5_000,
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', maxLength: 200_000, description: 'The original text.' },
      b: { type: 'string', maxLength: 200_000, description: 'The changed text.' },
      mode: { type: 'string', enum: modes, default: 'lines', description: 'The unit of comparison.' },
      context: { type: 'integer', minimum: 0, maximum: 100, default: 3, description: 'Unchanged lines around each hunk of the patch.' },
    },
    required: ['a', 'b'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      identical: { type: 'boolean' },
      added: { type: 'integer', description: 'Units (lines, words or characters) only in b.' },
      removed: { type: 'integer', description: 'Units only in a.' },
      unchanged: { type: 'integer', description: 'Units in both.' },
      changes: {
        type: 'array',
        description: 'The whole text as consecutive runs; concatenating the unchanged and removed runs gives a, unchanged and added gives b.',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['added', 'removed', 'unchanged'] },
            value: { type: 'string' },
            count: { type: 'integer', description: 'Units in the run.' },
          },
          required: ['type', 'value', 'count'],
        },
      },
      patch: nullable({ type: 'string' }, { description: 'Unified diff of a and b (lines mode only, otherwise null).' }),
    },
    required: ['identical', 'added', 'removed', 'unchanged', 'changes', 'patch'],
  },
  examples: [
    {
      inputs: { a: 'apple\nbanana\ncherry\n', b: 'apple\nblueberry\ncherry\ndate\n', mode: 'lines', context: 3 },
      result: {
        identical: false,
        added: 2,
        removed: 1,
        unchanged: 2,
        changes: [
          { type: 'unchanged', value: 'apple\n', count: 1 },
          { type: 'removed', value: 'banana\n', count: 1 },
          { type: 'added', value: 'blueberry\n', count: 1 },
          { type: 'unchanged', value: 'cherry\n', count: 1 },
          { type: 'added', value: 'date\n', count: 1 },
        ],
        patch: '--- a\n+++ b\n@@ -1,3 +1,4 @@\n apple\n-banana\n+blueberry\n cherry\n+date\n',
      },
    },
    {
      inputs: { a: 'The quick brown fox', b: 'The quick red fox', mode: 'words', context: 3 },
      result: {
        identical: false,
        added: 1,
        removed: 1,
        unchanged: 6,
        changes: [
          { type: 'unchanged', value: 'The quick ', count: 4 },
          { type: 'removed', value: 'brown', count: 1 },
          { type: 'added', value: 'red', count: 1 },
          { type: 'unchanged', value: ' fox', count: 2 },
        ],
        patch: null,
      },
    },
  ],
  run({ a, b, mode, context }: { a: string; b: string; mode: Mode; context: number }) {
    const result = diff(a, b, mode);
    if (!result) throw new ToolError(tooDifferent);
    let added = 0;
    let removed = 0;
    let unchanged = 0;
    const changes = result.map((change) => {
      const type = change.added ? 'added' : change.removed ? 'removed' : 'unchanged';
      if (type === 'added') added += change.count;
      else if (type === 'removed') removed += change.count;
      else unchanged += change.count;
      return { type, value: change.value, count: change.count };
    });
    let patch: string | null = null;
    if (mode === 'lines') {
      const created = createTwoFilesPatch('a', 'b', a, b, undefined, undefined, {
        context,
        timeout: budgetMs,
        headerOptions: FILE_HEADERS_ONLY,
      });
      if (created === undefined) throw new ToolError(tooDifferent);
      patch = created;
    }
    return { identical: a === b, added, removed, unchanged, changes, patch };
  },
});
