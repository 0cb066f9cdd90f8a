import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, toNumber } from '../money.ts';

/** The common US 4.0 scale (A+ counts as 4.0, as most US colleges do; some use 4.3). */
const STANDARD: Record<string, number> = {
  'A+': 4, A: 4, 'A-': 3.7, 'B+': 3.3, B: 3, 'B-': 2.7, 'C+': 2.3, C: 2, 'C-': 1.7, 'D+': 1.3, D: 1, 'D-': 0.7, F: 0,
};

interface Course {
  grade: string | number;
  credits: number;
}

export default defineTool({
  slug: 'gpa-calculator',
  name: 'GPA calculator',
  category: 'everyday',
  description:
    'Credit-weighted grade point average: Σ(points × credits) / Σ credits. Grades are letters on the standard US 4.0 scale (A+ and A 4.0, A− 3.7, B+ 3.3, B 3.0, B− 2.7, C+ 2.3, C 2.0, C− 1.7, D+ 1.3, D 1.0, D− 0.7, F 0) or on your own `scale` map, or grade points as numbers; gpaRounded is rounded half up to 2 decimals.',
  inputSchema: {
    type: 'object',
    properties: {
      courses: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        description: 'The courses, each with its grade and its credits (credit hours).',
        items: {
          type: 'object',
          properties: {
            grade: {
              anyOf: [
                { type: 'string', minLength: 1, maxLength: 10 },
                { type: 'number', minimum: 0, maximum: 100 },
              ],
              description: 'A letter of the scale (e.g. "B+") or grade points (e.g. 3.3).',
            },
            credits: { type: 'number', minimum: 0, maximum: 1000, description: 'Credit hours (weight) of the course.' },
          },
          required: ['grade', 'credits'],
          additionalProperties: false,
        },
      },
      scale: {
        anyOf: [
          { type: 'string', enum: ['standard'] },
          {
            type: 'object',
            maxProperties: 50,
            propertyNames: { type: 'string', minLength: 1, maxLength: 10 },
            additionalProperties: { type: 'number', minimum: 0, maximum: 100 },
          },
        ],
        default: 'standard',
        description: '"standard" (US 4.0) or a map from letter to points, e.g. {"A": 4, "A-": 3.67, ...}.',
      },
    },
    required: ['courses'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      gpa: { type: 'number', description: 'Quality points / credits, unrounded.' },
      gpaRounded: { type: 'number', description: 'GPA rounded half up to 2 decimals.' },
      totalCredits: { type: 'number' },
      qualityPoints: { type: 'number', description: 'Σ points × credits.' },
    },
    required: ['gpa', 'gpaRounded', 'totalCredits', 'qualityPoints'],
  },
  examples: [
    {
      inputs: { courses: [{ grade: 'A', credits: 3 }, { grade: 'B+', credits: 4 }, { grade: 'A-', credits: 3 }, { grade: 'C', credits: 2 }] },
      result: { gpa: 3.3583333333333334, gpaRounded: 3.36, totalCredits: 12, qualityPoints: 40.3 },
    },
    {
      inputs: { courses: [{ grade: 3.67, credits: 3 }, { grade: 'P', credits: 4 }, { grade: 'A', credits: 1.5 }], scale: { A: 4, P: 3, F: 0 } },
      result: { gpa: 3.4129411764705884, gpaRounded: 3.41, totalCredits: 8.5, qualityPoints: 29.01 },
    },
  ],
  run({ courses, scale = 'standard' }: { courses: Course[]; scale?: 'standard' | Record<string, number> }) {
    const table = scale === 'standard' ? STANDARD : scale;
    const lookup = new Map(Object.entries(table).map(([letter, points]) => [letter.trim().toUpperCase().replace('−', '-'), points]));
    let credits = new Decimal(0);
    let points = new Decimal(0);
    courses.forEach((course, i) => {
      let value: number;
      if (typeof course.grade === 'number') value = course.grade;
      else {
        const found = lookup.get(course.grade.trim().toUpperCase().replace('−', '-'));
        if (found === undefined) throw new ToolError(`courses[${i}].grade "${course.grade}" is not on the scale (${[...lookup.keys()].join(', ')}).`);
        value = found;
      }
      credits = credits.plus(dec(course.credits));
      points = points.plus(dec(value).times(dec(course.credits)));
    });
    if (credits.isZero()) throw new ToolError('The courses have no credits in total; give at least one course credits above 0.');
    const gpa = points.dividedBy(credits);
    return {
      gpa: toNumber(gpa),
      gpaRounded: toNumber(gpa.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
      totalCredits: toNumber(credits),
      qualityPoints: toNumber(points),
    };
  },
});
