import { ToolError, defineTool } from '../define.ts';
import { Decimal, dec, toNumber } from '../money.ts';

type Method = 'epigenetic' | 'avma';

export default defineTool({
  slug: 'dog-age-calculator',
  name: 'Dog age calculator (dog years)',
  category: 'everyday',
  description:
    'A dog\'s age in "human years", an estimate. epigenetic (default): 16 × ln(age) + 31, from DNA methylation in Labrador retrievers (Wang et al. 2020, Cell Systems 11(2):176–185), for dogs of at least 1 year (younger ages are refused: the log fit does not hold there). avma: the American Veterinary Medical Association rule of thumb, 15 human years at 1 year, 24 at 2, then 5 a year (linear within the first two years), without the size adjustment some charts add. Computed in 40-digit decimal, returned as the nearest double, unrounded.',
  inputSchema: {
    type: 'object',
    properties: {
      ageYears: { type: 'number', minimum: 0, maximum: 30, description: 'The dog\'s age in years (fractions allowed: 1.5 = a year and a half).' },
      method: { type: 'string', enum: ['epigenetic', 'avma'], default: 'epigenetic', description: 'epigenetic (16·ln(age) + 31, default) or avma (15, 24, then +5 a year).' },
    },
    required: ['ageYears'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      humanYears: { type: 'number', description: 'The equivalent human age, unrounded.' },
      method: { type: 'string', enum: ['epigenetic', 'avma'] },
    },
    required: ['humanYears', 'method'],
  },
  // Expected results: test/reference/finance_everyday_plan2.py (Python 50-digit decimal); the first two are
  // TOOLS-PLAN-2 §4's reference (4 years → 53.18 epigenetic, 34 AVMA).
  examples: [
    { inputs: {"ageYears": 4}, result: {"humanYears": 53.18070977791825, "method": "epigenetic"} },
    { inputs: {"ageYears": 4, "method": "avma"}, result: {"humanYears": 34, "method": "avma"} },
    { inputs: {"ageYears": 1.5, "method": "avma"}, result: {"humanYears": 19.5, "method": "avma"} },
    { inputs: {"ageYears": 12.5}, result: {"humanYears": 71.41165830893209, "method": "epigenetic"} },
    { inputs: {"ageYears": 0.5, "method": "avma"}, result: {"humanYears": 7.5, "method": "avma"} },
  ],
  run({ ageYears, method = 'epigenetic' }: { ageYears: number; method?: Method }) {
    const age = dec(ageYears, 'ageYears');
    let human: Decimal;
    if (method === 'epigenetic') {
      if (age.lessThan(1)) throw new ToolError('The epigenetic formula holds from 1 year of age; use method "avma" for a puppy.');
      human = age.ln().times(16).plus(31);
    } else if (age.lessThanOrEqualTo(1)) human = age.times(15);
    else if (age.lessThanOrEqualTo(2)) human = age.minus(1).times(9).plus(15);
    else human = age.minus(2).times(5).plus(24);
    return { humanYears: toNumber(human), method };
  },
});
