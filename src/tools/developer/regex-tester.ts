import { ToolError, defineTool, nullable } from '../define.ts';

/** Characters of matched text (groups included) returned at most, so a few huge matches cannot blow up the response. */
const OUTPUT_BUDGET = 2_000_000;

interface Match {
  match: string;
  index: number;
  end: number;
  groups: Array<string | null>;
  namedGroups: Array<{ name: string; value: string | null }>;
}

interface Inputs {
  pattern: string;
  text: string;
  flags: string;
  maxMatches: number;
}

export default defineTool({
  slug: 'regex-tester',
  name: 'Regex tester',
  category: 'developer',
  description:
    'Runs a JavaScript regular expression over a text and lists the matches with their offsets, numbered capture groups and named groups. With the g flag every match (up to a limit) is listed, without it only the first one.',
  inputSchema: {
    type: 'object',
    properties: {
      pattern: { type: 'string', maxLength: 10_000, description: 'The regular expression source, without slashes.' },
      text: { type: 'string', maxLength: 1_000_000, description: 'The text to search.' },
      flags: {
        type: 'string',
        maxLength: 8,
        pattern: '^[dgimsuvy]*$',
        default: 'g',
        description: 'JavaScript flags: g (all matches), i, m, s, u, v, y, d.',
      },
      maxMatches: { type: 'integer', minimum: 1, maximum: 1000, default: 100, description: 'Most matches to return.' },
    },
    required: ['pattern', 'text'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      matched: { type: 'boolean', description: 'Whether the expression matches anywhere.' },
      matchCount: { type: 'integer', description: 'Number of matches returned.' },
      truncated: { type: 'boolean', description: 'Whether more matches exist than were returned.' },
      matches: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            match: { type: 'string', description: 'The matched text.' },
            index: { type: 'integer', description: 'Offset of the match (UTF-16 code units, from 0).' },
            end: { type: 'integer', description: 'Offset just past the match.' },
            groups: {
              type: 'array',
              items: nullable({ type: 'string' }),
              description: 'Capture groups 1..n in order; null for a group that did not take part.',
            },
            namedGroups: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: { type: 'string' }, value: nullable({ type: 'string' }) },
                required: ['name', 'value'],
              },
            },
          },
          required: ['match', 'index', 'end', 'groups', 'namedGroups'],
        },
      },
    },
    required: ['matched', 'matchCount', 'truncated', 'matches'],
  },
  examples: [
    {
      inputs: {
        pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(\\d{2})',
        text: 'Released 2024-03-15, patched 2024-04-02.',
        flags: 'g',
        maxMatches: 100,
      },
      result: {
        matched: true,
        matchCount: 2,
        truncated: false,
        matches: [
          {
            match: '2024-03-15',
            index: 9,
            end: 19,
            groups: ['2024', '03', '15'],
            namedGroups: [
              { name: 'year', value: '2024' },
              { name: 'month', value: '03' },
            ],
          },
          {
            match: '2024-04-02',
            index: 29,
            end: 39,
            groups: ['2024', '04', '02'],
            namedGroups: [
              { name: 'year', value: '2024' },
              { name: 'month', value: '04' },
            ],
          },
        ],
      },
    },
    {
      inputs: { pattern: '^error(:\\s*(\\w+))?', text: 'ok\nERROR\nerror: disk', flags: 'gim', maxMatches: 1 },
      result: {
        matched: true,
        matchCount: 1,
        truncated: true,
        matches: [{ match: 'ERROR', index: 3, end: 8, groups: [null, null], namedGroups: [] }],
      },
    },
    {
      inputs: { pattern: 'colou?r', text: 'No match here.', flags: '', maxMatches: 100 },
      result: { matched: false, matchCount: 0, truncated: false, matches: [] },
    },
  ],
  heavy: true,
  run({ pattern, text, flags, maxMatches }: Inputs) {
    let regex: RegExp;
    try {
      regex = new RegExp(pattern, flags);
    } catch (error) {
      const reason = (error as Error).message.replace(/^Invalid regular expression: /, '');
      throw new ToolError(`Invalid regular expression: ${reason.slice(0, 300)}`);
    }
    const all = regex.global;
    const unicode = regex.unicode || flags.includes('v');
    const matches: Match[] = [];
    let budget = OUTPUT_BUDGET;
    let truncated = false;
    regex.lastIndex = 0;
    for (;;) {
      const found = regex.exec(text);
      if (found === null) break;
      if (matches.length >= maxMatches || budget <= 0) {
        truncated = true;
        break;
      }
      const groups = found.slice(1).map((group) => group ?? null);
      const namedGroups = Object.entries(found.groups ?? {}).map(([name, value]) => ({ name, value: value ?? null }));
      budget -= found[0].length + groups.reduce((sum, group) => sum + (group?.length ?? 0), 0);
      matches.push({ match: found[0], index: found.index, end: found.index + found[0].length, groups, namedGroups });
      if (!all) break;
      if (found[0].length === 0) {
        // Step over an empty match (a whole code point in unicode mode) so the search moves on.
        const code = text.charCodeAt(regex.lastIndex);
        regex.lastIndex += unicode && code >= 0xd800 && code <= 0xdbff ? 2 : 1;
        if (regex.lastIndex > text.length) break;
      }
    }
    return { matched: matches.length > 0, matchCount: matches.length, truncated, matches };
  },
});
