import semver from 'semver';
import { ToolError, defineTool, nullable } from '../define.ts';
import { attempt } from '../input.ts';

interface Inputs {
  range: string;
  versions: string[];
  includePrerelease: boolean;
  loose: boolean;
}

export default defineTool({
  slug: 'semver-range-check',
  name: 'Semver range checker',
  category: 'developer',
  description:
    'Checks which versions satisfy an npm-style semver range (^, ~, x-ranges, hyphen ranges, ||), and picks the highest and lowest satisfying version of the list.',
  inputSchema: {
    type: 'object',
    properties: {
      range: { type: 'string', minLength: 1, maxLength: 256, description: 'A semver range, e.g. "^1.2.3 || >=2.0.0-beta <3".' },
      versions: {
        type: 'array',
        minItems: 1,
        maxItems: 500,
        items: { type: 'string', maxLength: 256 },
        description: 'Versions to test against the range.',
      },
      includePrerelease: {
        type: 'boolean',
        default: false,
        description: 'Let prerelease versions (1.3.0-beta.1) match ranges that do not name a prerelease of the same version.',
      },
      loose: { type: 'boolean', default: false, description: 'Accept sloppy versions such as "v1.2.3" written with extra characters like "=1.2.3beta".' },
    },
    required: ['range', 'versions'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      range: { type: 'string', description: 'The range as given.' },
      normalizedRange: { type: 'string', description: 'The range spelled out as comparator sets (|| separated).' },
      minVersion: nullable({ type: 'string' }, { description: 'The lowest version that could satisfy the range at all.' }),
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            version: { type: 'string', description: 'The version as given.' },
            valid: { type: 'boolean', description: 'Whether it is a parseable semantic version.' },
            normalized: nullable({ type: 'string' }, { description: 'The cleaned version (e.g. v1.2.3 → 1.2.3), null when invalid.' }),
            satisfies: { type: 'boolean' },
          },
          required: ['version', 'valid', 'normalized', 'satisfies'],
        },
      },
      satisfyingCount: { type: 'integer' },
      maxSatisfying: nullable({ type: 'string' }, { description: 'Highest listed version in the range (normalized).' }),
      minSatisfying: nullable({ type: 'string' }, { description: 'Lowest listed version in the range (normalized).' }),
    },
    required: ['range', 'normalizedRange', 'minVersion', 'results', 'satisfyingCount', 'maxSatisfying', 'minSatisfying'],
  },
  examples: [
    {
      inputs: { range: '^1.2.3', versions: ['1.2.2', '1.2.3', '1.9.0', '2.0.0', '1.10.0-beta.1'], includePrerelease: false, loose: false },
      result: {
        range: '^1.2.3',
        normalizedRange: '>=1.2.3 <2.0.0-0',
        minVersion: '1.2.3',
        results: [
          { version: '1.2.2', valid: true, normalized: '1.2.2', satisfies: false },
          { version: '1.2.3', valid: true, normalized: '1.2.3', satisfies: true },
          { version: '1.9.0', valid: true, normalized: '1.9.0', satisfies: true },
          { version: '2.0.0', valid: true, normalized: '2.0.0', satisfies: false },
          { version: '1.10.0-beta.1', valid: true, normalized: '1.10.0-beta.1', satisfies: false },
        ],
        satisfyingCount: 2,
        maxSatisfying: '1.9.0',
        minSatisfying: '1.2.3',
      },
    },
    {
      inputs: { range: '>=2.0.0-beta <3 || 1.x', versions: ['v2.1.0', '2.0.0-beta.2', '3.0.0', 'not-a-version', '1.4.7'], includePrerelease: true, loose: true },
      result: {
        range: '>=2.0.0-beta <3 || 1.x',
        normalizedRange: '>=2.0.0-beta <3.0.0-0||>=1.0.0-0 <2.0.0-0',
        minVersion: '1.0.0-0',
        results: [
          { version: 'v2.1.0', valid: true, normalized: '2.1.0', satisfies: true },
          { version: '2.0.0-beta.2', valid: true, normalized: '2.0.0-beta.2', satisfies: true },
          { version: '3.0.0', valid: true, normalized: '3.0.0', satisfies: false },
          { version: 'not-a-version', valid: false, normalized: null, satisfies: false },
          { version: '1.4.7', valid: true, normalized: '1.4.7', satisfies: true },
        ],
        satisfyingCount: 3,
        maxSatisfying: '2.1.0',
        minSatisfying: '1.4.7',
      },
    },
  ],
  run({ range, versions, includePrerelease, loose }: Inputs) {
    const options = { includePrerelease, loose };
    const normalizedRange = attempt('Could not read the range', () => semver.validRange(range, options));
    if (normalizedRange === null) {
      throw new ToolError(`"${range}" is not a valid semver range; use forms like ^1.2.3, ~1.2, 1.x, >=1.0.0 <2.0.0 or 1.0.0 - 1.5.0.`);
    }
    const minVersion = attempt('Could not read the range', () => semver.minVersion(range, options)?.version ?? null);
    const results = versions.map((version) => {
      const normalized = attempt('Could not read a version', () => semver.valid(version.trim(), options));
      const satisfies = normalized !== null && attempt('Could not compare a version', () => semver.satisfies(normalized, range, options));
      return { version, valid: normalized !== null, normalized, satisfies };
    });
    const matching = results.filter((r) => r.satisfies).map((r) => r.normalized!);
    const sorted = [...matching].sort((a, b) => semver.compare(a, b, options));
    return {
      range,
      normalizedRange,
      minVersion,
      results,
      satisfyingCount: matching.length,
      maxSatisfying: sorted.at(-1) ?? null,
      minSatisfying: sorted[0] ?? null,
    };
  },
});
