import { ToolError, defineTool } from '../define.ts';
import { finiteOr } from '../math-sandbox.ts';

interface Inputs {
  value: number;
  base?: number | 'e';
}

export default defineTool({
  slug: 'logarithm-calculator',
  name: 'Logarithm calculator',
  category: 'math',
  description:
    'Logarithm of a positive number to a base (default 10; "e" for the natural logarithm), with its natural, common (base 10) and binary logarithms. Bases e, 10 and 2 use the dedicated functions; any other base b gives ln(value) / ln(b). Unrounded doubles.',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'number', exclusiveMinimum: 0, maximum: 1e308, description: 'The number (> 0).' },
      base: {
        anyOf: [
          { type: 'number', exclusiveMinimum: 0, maximum: 1e308 },
          { type: 'string', enum: ['e'] },
        ],
        default: 10,
        description: 'The base: a positive number other than 1, or "e".',
      },
    },
    required: ['value'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'number', description: 'log of value to the base.' },
      naturalLog: { type: 'number' },
      log10: { type: 'number' },
      log2: { type: 'number' },
    },
    required: ['result', 'naturalLog', 'log10', 'log2'],
  },
  examples: [
    {"inputs":{"value":1000},"result":{"result":3,"naturalLog":6.907755278982137,"log10":3,"log2":9.965784284662087}},
    {"inputs":{"value":8,"base":2},"result":{"result":3,"naturalLog":2.0794415416798357,"log10":0.9030899869919435,"log2":3}},
    {"inputs":{"value":1024,"base":4},"result":{"result":5,"naturalLog":6.931471805599453,"log10":3.010299956639812,"log2":10}},
    {"inputs":{"value":100,"base":5},"result":{"result":2.8613531161467867,"naturalLog":4.605170185988092,"log10":2,"log2":6.643856189774724}},
    {"inputs":{"value":20,"base":"e"},"result":{"result":2.995732273553991,"naturalLog":2.995732273553991,"log10":1.3010299956639813,"log2":4.321928094887363}},
  ],
  run({ value, base = 10 }: Inputs) {
    if (base === 1) throw new ToolError('The base must not be 1.');
    const naturalLog = Math.log(value);
    const log10 = Math.log10(value);
    const log2 = Math.log2(value);
    const result = base === 'e' ? naturalLog : base === 10 ? log10 : base === 2 ? log2 : naturalLog / Math.log(base);
    return { result: finiteOr(result, 'logarithm'), naturalLog: finiteOr(naturalLog, 'logarithm'), log10: finiteOr(log10, 'logarithm'), log2: finiteOr(log2, 'logarithm') };
  },
});
