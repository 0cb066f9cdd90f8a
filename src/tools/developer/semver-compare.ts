import semver from 'semver';
import { ToolError, defineTool, nullable } from '../define.ts';

interface Inputs {
  a: string;
  b: string;
  loose: boolean;
}

function parse(version: string, name: string, loose: boolean): semver.SemVer {
  const parsed = semver.parse(version.trim(), { loose });
  if (parsed === null) {
    throw new ToolError(
      `"${name}" is not a semantic version (MAJOR.MINOR.PATCH with optional -prerelease and +build, e.g. 1.4.0-beta.2)${loose ? '' : '; try loose mode for forms like "=1.2.3" or "1.2.3beta"'}.`,
    );
  }
  return parsed;
}

export default defineTool({
  slug: 'semver-compare',
  name: 'Semantic version comparer',
  category: 'developer',
  description:
    'Compares two semantic versions by SemVer 2.0.0 precedence (pre-releases sort before the release, build metadata is ignored) and says which is greater and what kind of change separates them.',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', minLength: 1, maxLength: 256, description: 'First version, e.g. 1.4.0.' },
      b: { type: 'string', minLength: 1, maxLength: 256, description: 'Second version, e.g. 1.10.0-rc.1.' },
      loose: { type: 'boolean', default: false, description: 'Also accept non-strict forms such as "=1.2.3" or "1.2.3beta" (a leading "v" is always accepted).' },
    },
    required: ['a', 'b'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      comparison: { type: 'integer', enum: [-1, 0, 1], description: '-1 when a < b, 0 when equal in precedence, 1 when a > b.' },
      greater: nullable({ type: 'string', enum: ['a', 'b'] }, { description: 'Which input is greater; null when equal.' }),
      diff: nullable(
        { type: 'string' },
        { description: 'The most significant difference: major, premajor, minor, preminor, patch, prepatch or prerelease; null when equal.' },
      ),
      a: { type: 'string', description: 'a normalised (without build metadata).' },
      b: { type: 'string', description: 'b normalised (without build metadata).' },
    },
    required: ['comparison', 'greater', 'diff', 'a', 'b'],
  },
  examples: [
    {
      inputs: { a: '1.10.0', b: '1.9.3', loose: false },
      result: { comparison: 1, greater: 'a', diff: 'minor', a: '1.10.0', b: '1.9.3' },
    },
    {
      inputs: { a: '2.0.0-rc.1', b: '2.0.0', loose: false },
      result: { comparison: -1, greater: 'b', diff: 'major', a: '2.0.0-rc.1', b: '2.0.0' },
    },
    {
      inputs: { a: 'v3.1.4+build.7', b: '=3.1.4', loose: true },
      result: { comparison: 0, greater: null, diff: null, a: '3.1.4', b: '3.1.4' },
    },
  ],
  run({ a, b, loose }: Inputs) {
    const left = parse(a, 'a', loose);
    const right = parse(b, 'b', loose);
    const comparison = semver.compare(left, right);
    return {
      comparison,
      greater: comparison === 0 ? null : comparison > 0 ? 'a' : 'b',
      diff: comparison === 0 ? null : semver.diff(left, right),
      a: left.version,
      b: right.version,
    };
  },
});
