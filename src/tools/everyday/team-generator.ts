import { ToolError, defineTool } from '../define.ts';
import { randomSource, seedSchema } from '../random.ts';

interface Inputs {
  names: string[];
  teams?: number;
  teamSize?: number;
  seed?: number;
}

export default defineTool({
  slug: 'team-generator',
  name: 'Random team generator',
  category: 'everyday',
  draws: ['randomness'],
  description:
    'Splits a list of names into random teams: a uniform Fisher–Yates shuffle, then consecutive chunks. Give teams (the number of teams; 2 by default) or teamSize (teams = ⌈names / teamSize⌉); sizes differ by at most one, the first teams taking the extra names (10 names in 3 teams: 4, 3, 3). Randomness: the operating system\'s CSPRNG, or xoroshiro128+ (pure-rand) when seed is given, making the teams reproducible. Duplicate names are separate people.',
  inputSchema: {
    type: 'object',
    properties: {
      names: { type: 'array', minItems: 2, maxItems: 1000, items: { type: 'string', maxLength: 200, description: 'One person.' }, description: 'The people to split (2–1000).' },
      teams: { type: 'integer', minimum: 2, maximum: 100, description: 'Number of teams (2 by default); not with teamSize.' },
      teamSize: { type: 'integer', minimum: 1, maximum: 500, description: 'Wanted people per team, instead of teams; the team count is ⌈names / teamSize⌉ and the sizes are then balanced.' },
      seed: seedSchema,
    },
    required: ['names'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      teams: { type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'The teams, largest first.' },
      reproducible: { type: 'boolean', description: 'True when seeded: the same inputs give the same teams.' },
    },
    required: ['teams', 'reproducible'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (pure-rand's xoroshiro128+, uniformInt and random.ts's
  // Fisher–Yates re-implemented).
  examples: [
    { inputs: {"names": ["Ann", "Ben", "Cat", "Dan", "Eva", "Fay", "Gus", "Hal", "Ivy", "Jon"], "teams": 3, "seed": 1}, result: {"teams": [["Hal", "Fay", "Dan", "Cat"], ["Eva", "Ivy", "Jon"], ["Ben", "Ann", "Gus"]], "reproducible": true} },
    { inputs: {"names": ["Ann", "Ben", "Cat", "Dan", "Eva", "Fay", "Gus"], "teamSize": 2, "seed": 12345}, result: {"teams": [["Fay", "Cat"], ["Gus", "Dan"], ["Ben", "Ann"], ["Eva"]], "reproducible": true} },
    { inputs: {"names": ["North", "South", "East", "West"], "seed": 0}, result: {"teams": [["South", "East"], ["North", "West"]], "reproducible": true} },
  ],
  run({ names, teams, teamSize, seed }: Inputs) {
    if (teams !== undefined && teamSize !== undefined) throw new ToolError('Give teams or teamSize, not both.');
    const n = names.length;
    const count = teamSize !== undefined ? Math.ceil(n / teamSize) : (teams ?? 2);
    if (count > n) throw new ToolError(`${n} names cannot fill ${count} teams; lower teams.`);
    const random = randomSource(seed);
    const shuffled = random.shuffle(names);
    const base = Math.floor(n / count);
    const extra = n % count;
    const result: string[][] = [];
    let start = 0;
    for (let t = 0; t < count; t++) {
      const size = base + (t < extra ? 1 : 0);
      result.push(shuffled.slice(start, start + size));
      start += size;
    }
    return { teams: result, reproducible: random.seeded };
  },
});
