import { ToolError, defineTool, nullable } from '../define.ts';
import { isLeap } from '../date-helpers.ts';

interface Inputs {
  year?: number;
  from?: number;
  to?: number;
}

/** Leap years in 1..y (proleptic Gregorian, astronomical numbering with year 0), floor arithmetic for negatives. */
const leapsUpTo = (y: number): number => Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);

export default defineTool({
  slug: 'leap-year-checker',
  name: 'Leap year checker',
  category: 'dates',
  description:
    'Checks whether a year is a leap year in the proleptic Gregorian calendar (divisible by 4, except centuries not divisible by 400; astronomical numbering, so year 0 = 1 BC is leap) and gives the next and previous leap years; or counts leap years from "from" to "to", both included.',
  inputSchema: {
    type: 'object',
    properties: {
      year: { type: 'integer', minimum: -9999, maximum: 9999, description: 'Year to check (astronomical numbering: 0 = 1 BC); alternatively give from and to.' },
      from: { type: 'integer', minimum: -9999, maximum: 9999, description: 'First year of a range (included).' },
      to: { type: 'integer', minimum: -9999, maximum: 9999, description: 'Last year of a range (included).' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      isLeap: nullable({ type: 'boolean' }, { description: 'Whether "year" is leap (null for a range).' }),
      nextLeap: nullable({ type: 'integer' }, { description: 'The first leap year after "year" (null for a range).' }),
      previousLeap: nullable({ type: 'integer' }, { description: 'The last leap year before "year" (null for a range).' }),
      countInRange: nullable({ type: 'integer' }, { description: 'Leap years from "from" to "to" (null for a single year).' }),
    },
    required: ['isLeap', 'nextLeap', 'previousLeap', 'countInRange'],
  },
  examples: [
    {
      inputs: {"year": 1900},
      result: {"isLeap": false, "nextLeap": 1904, "previousLeap": 1896, "countInRange": null},
    },
    {
      inputs: {"year": 2024},
      result: {"isLeap": true, "nextLeap": 2028, "previousLeap": 2020, "countInRange": null},
    },
    {
      inputs: {"from": 1901, "to": 2000},
      result: {"isLeap": null, "nextLeap": null, "previousLeap": null, "countInRange": 25},
    },
  ],
  run({ year, from, to }: Inputs) {
    if (year !== undefined) {
      if (from !== undefined || to !== undefined) throw new ToolError('Give either "year" or "from" + "to".');
      let next = year + 1;
      while (!isLeap(next)) next++;
      let previous = year - 1;
      while (!isLeap(previous)) previous--;
      return { isLeap: isLeap(year), nextLeap: next, previousLeap: previous, countInRange: null };
    }
    if (from === undefined || to === undefined) throw new ToolError('Give "year", or both "from" and "to".');
    if (to < from) throw new ToolError('"to" is before "from".');
    return { isLeap: null, nextLeap: null, previousLeap: null, countInRange: leapsUpTo(to) - leapsUpTo(from - 1) };
  },
});
