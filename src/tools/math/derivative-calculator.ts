import { ToolError, defineTool, nullable } from '../define.ts';
import { checkVariableName, derivativeText, MAX_EXPRESSION_LENGTH, realFunction, roundSignificant, variableInput } from '../math-sandbox.ts';

interface Inputs {
  expression: string;
  variable?: string;
  at?: number;
}

export default defineTool({
  slug: 'derivative-calculator',
  name: 'Derivative calculator',
  category: 'math',
  description:
    'Symbolic derivative of an expression with respect to one variable (mathjs derivative, then simplify), printed in mathjs syntax (e.g. "3 * x ^ 2 + 2"), and optionally its value at a point, rounded to 12 significant digits. Other names in the expression are treated as constants.',
  inputSchema: {
    type: 'object',
    properties: {
      expression: { type: 'string', minLength: 1, maxLength: MAX_EXPRESSION_LENGTH, description: 'e.g. "sin(x) * x^2" (mathjs syntax, ^ = power).' },
      variable: variableInput('The variable to differentiate by.'),
      at: { type: 'number', minimum: -1e300, maximum: 1e300, description: 'A point at which to evaluate the derivative.' },
    },
    required: ['expression'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      derivative: { type: 'string' },
      valueAt: nullable({ type: 'number' }, { description: 'The derivative at `at` (12 significant digits); null without `at`.' }),
    },
    required: ['derivative', 'valueAt'],
  },
  examples: [
    {"inputs":{"expression":"x^3 + 2*x","at":2},"result":{"derivative":"3 * x ^ 2 + 2","valueAt":14}},
    {"inputs":{"expression":"sin(x) * x^2","at":1},"result":{"derivative":"cos(x) * x ^ 2 + 2 * sin(x) * x","valueAt":2.22324427548}},
    {"inputs":{"expression":"sqrt(x^2 + 1)"},"result":{"derivative":"x / sqrt(x ^ 2 + 1)","valueAt":null}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ expression, variable = 'x', at }: Inputs) {
    const { text } = derivativeText(expression, checkVariableName(variable));
    if (text.length > 20_000) throw new ToolError('The derivative is too long to print (over 20000 characters).');
    if (at === undefined) return { derivative: text, valueAt: null };
    if (text.length > 1000) throw new ToolError('The derivative is too long to evaluate here (over 1000 characters).');
    return { derivative: text, valueAt: roundSignificant(realFunction(text, variable, 'derivative')(at)) };
  },
});
