import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  dividend: string;
  divisor: string;
  decimalPlaces: number;
}

interface Step {
  partialDividend: string;
  quotientDigit: number;
  product: string;
  remainder: string;
}

export default defineTool({
  slug: 'long-division-calculator',
  name: 'Long division calculator',
  category: 'math',
  description:
    'Schoolbook long division of integers with the worked steps: |dividend| is brought down digit by digit and divided by |divisor|; each step gives the partial dividend, the quotient digit, the product (digit × divisor) and the remainder. Steps start at the digit where the quotient starts (or at the last digit when the quotient is 0); with decimalPlaces, a zero is brought down for each place and the quotient is truncated (not rounded). The quotient carries the sign of dividend ÷ divisor (no sign when every digit shown is 0); the remainder is the last step\'s, non-negative (with decimal places it is in units of the last place). fraction-to-decimal gives the repeating expansion.',
  inputSchema: {
    type: 'object',
    properties: {
      dividend: { type: 'string', pattern: '^[+-]?[0-9]{1,1000}$', description: 'An integer of up to 1 000 digits, e.g. "7894" or "-120".' },
      divisor: { type: 'string', pattern: '^[+-]?[0-9]{1,30}$', description: 'A non-zero integer of up to 30 digits.' },
      decimalPlaces: { type: 'integer', minimum: 0, maximum: 100, default: 0, description: 'Digits after the decimal point (truncated).' },
    },
    required: ['dividend', 'divisor'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      quotient: { type: 'string', description: 'E.g. "343" or "-2.33".' },
      remainder: { type: 'string', description: 'The last step\'s remainder, non-negative.' },
      steps: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            partialDividend: { type: 'string' },
            quotientDigit: { type: 'integer' },
            product: { type: 'string' },
            remainder: { type: 'string' },
          },
          required: ['partialDividend', 'quotientDigit', 'product', 'remainder'],
        },
      },
    },
    required: ['quotient', 'remainder', 'steps'],
  },
  examples: [
    {"inputs":{"dividend":"7894","divisor":"23"},"result":{"quotient":"343","remainder":"5","steps":[{"partialDividend":"78","quotientDigit":3,"product":"69","remainder":"9"},{"partialDividend":"99","quotientDigit":4,"product":"92","remainder":"7"},{"partialDividend":"74","quotientDigit":3,"product":"69","remainder":"5"}]}},
    {"inputs":{"dividend":"-22","divisor":"7","decimalPlaces":4},"result":{"quotient":"-3.1428","remainder":"4","steps":[{"partialDividend":"22","quotientDigit":3,"product":"21","remainder":"1"},{"partialDividend":"10","quotientDigit":1,"product":"7","remainder":"3"},{"partialDividend":"30","quotientDigit":4,"product":"28","remainder":"2"},{"partialDividend":"20","quotientDigit":2,"product":"14","remainder":"6"},{"partialDividend":"60","quotientDigit":8,"product":"56","remainder":"4"}]}},
    {"inputs":{"dividend":"5","divisor":"12","decimalPlaces":2},"result":{"quotient":"0.41","remainder":"8","steps":[{"partialDividend":"5","quotientDigit":0,"product":"0","remainder":"5"},{"partialDividend":"50","quotientDigit":4,"product":"48","remainder":"2"},{"partialDividend":"20","quotientDigit":1,"product":"12","remainder":"8"}]}},
    {"inputs":{"dividend":"1020","divisor":"-10"},"result":{"quotient":"-102","remainder":"0","steps":[{"partialDividend":"10","quotientDigit":1,"product":"10","remainder":"0"},{"partialDividend":"2","quotientDigit":0,"product":"0","remainder":"2"},{"partialDividend":"20","quotientDigit":2,"product":"20","remainder":"0"}]}},
  ],
  run({ dividend, divisor, decimalPlaces }: Inputs) {
    const d = BigInt(divisor.replace(/^[+-]/, ''));
    if (d === 0n) throw new ToolError('The divisor must not be 0.');
    const negative = (dividend.startsWith('-') ? 1 : 0) ^ (divisor.startsWith('-') ? 1 : 0);
    const digits = dividend.replace(/^[+-]/, '');
    const steps: Step[] = [];
    let partial = 0n;
    let integerPart = '';
    const step = () => {
      const q = partial / d;
      const product = q * d;
      const rest = partial - product;
      steps.push({ partialDividend: String(partial), quotientDigit: Number(q), product: String(product), remainder: String(rest) });
      partial = rest;
      return String(q);
    };
    for (let i = 0; i < digits.length; i++) {
      partial = partial * 10n + BigInt(digits.charCodeAt(i) - 48);
      if (integerPart !== '' || partial >= d || i === digits.length - 1) integerPart += step();
    }
    let fraction = '';
    for (let p = 0; p < decimalPlaces; p++) {
      partial *= 10n;
      fraction += step();
    }
    const shown = fraction === '' ? integerPart : `${integerPart}.${fraction}`;
    const sign = negative && /[1-9]/.test(shown) ? '-' : '';
    return { quotient: sign + shown, remainder: String(partial), steps };
  },
});
