import { defineTool } from '../define.ts';
import { checkVariableName, evaluateExpression, formatSignificant, MAX_EXPRESSION_LENGTH, toReal, VARIABLE_NAME_PATTERN } from '../math-sandbox.ts';

interface Inputs {
  expression: string;
  variables?: Record<string, number>;
  precision?: number;
}

export default defineTool({
  slug: 'expression-evaluator',
  name: 'Expression evaluator',
  category: 'math',
  description:
    'Evaluates a math expression to a real number in a sandboxed mathjs parser: + − * / ^ (power), mod (also %), functions (sqrt, sin, log(x, base), abs, factorial…), constants pi, e, user variables, `f(x) = …` definitions and `;`-separated statements (the last value is the result). No strings, objects, units, randomness or parser functions; `formatted` rounds to `precision` significant digits (default 14).',
  inputSchema: {
    type: 'object',
    properties: {
      expression: { type: 'string', minLength: 1, maxLength: MAX_EXPRESSION_LENGTH, description: 'The expression, e.g. "2^10 + sqrt(16) * 3".' },
      variables: {
        type: 'object',
        maxProperties: 50,
        propertyNames: { pattern: VARIABLE_NAME_PATTERN },
        additionalProperties: { type: 'number', minimum: -1e300, maximum: 1e300 },
        default: {},
        description: 'Values of the variables used in the expression, e.g. {"x": 3}.',
      },
      precision: { type: 'integer', minimum: 1, maximum: 64, default: 14, description: 'Significant digits of `formatted`.' },
    },
    required: ['expression'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'number', description: 'The value, as a double.' },
      formatted: { type: 'string', description: 'The value to `precision` significant digits, trailing zeros removed.' },
    },
    required: ['result', 'formatted'],
  },
  examples: [
    {"inputs":{"expression":"2^10 + sqrt(16) * 3"},"result":{"result":1036,"formatted":"1036"}},
    {"inputs":{"expression":"x^2 + 2*x*y + y^2","variables":{"x":1.5,"y":2.5}},"result":{"result":16,"formatted":"16"}},
    {"inputs":{"expression":"1/3 + 1/7","precision":6},"result":{"result":0.47619047619047616,"formatted":"0.47619"}},
    {"inputs":{"expression":"sqrt(2) * 1e20"},"result":{"result":141421356237309510000,"formatted":"1.4142135623731e+20"}},
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ expression, variables = {}, precision = 14 }: Inputs) {
    for (const name of Object.keys(variables)) checkVariableName(name);
    const result = toReal(evaluateExpression(expression, variables));
    return { result, formatted: formatSignificant(result, precision) };
  },
});
