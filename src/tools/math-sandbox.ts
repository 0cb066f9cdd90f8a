// The one sandboxed mathjs instance of the math tools. Two lines of defence against user expressions:
// 1. the instance itself: every function that parses, compiles, alters the instance or reaches units/randomness is
//    replaced inside expressions by one that throws (the mathjs "Security" page: import({...}, {override: true})),
//    after this module kept the references it needs; matrix builders refuse more than MAX_ELEMENTS elements;
// 2. a structural check of the parsed tree before anything runs: no strings, no objects, no property access (`a.b`,
//    `a["b"]`), no name of a disabled function, at most MAX_EXPRESSION_LENGTH characters.
// What remains (a huge power of a fraction, a deep recursion) is stopped by the worker pool's time budget and heap
// limit: every tool that evaluates a user expression is `heavy`.
import { createRequire } from 'node:module';
import type { MathNode } from 'mathjs';
import { ToolError } from './define.ts';

// mathjs through require(): its CommonJS build loads without the ES module loader hooks, which (with tsx in a worker
// thread) cost seconds for its ~1000 files — longer than a heavy tool's whole budget on the first run of a thread.
const { all, create } = createRequire(import.meta.url)('mathjs') as typeof import('mathjs');

export const MAX_EXPRESSION_LENGTH = 1000;
/** What a variable of an expression may be called (no `_` prefix: the tree check refuses those). */
export const VARIABLE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,31}$';
/** Input schema of the variable an expression tool works in (default x). */
export const variableInput = (description: string) => ({ type: 'string', pattern: VARIABLE_NAME_PATTERN, default: 'x', description });
/** Most elements a matrix builder (zeros, ones, identity, range, a:b…) may create inside an expression. */
export const MAX_ELEMENTS = 100_000;

const math = create(all!, { number: 'number', matrix: 'Array' });
// mathjs builds most functions lazily on first use from the instance's namespace: build them all now, so none of them
// is built later from the disabled replacements installed below (`typed`, `config`…).
for (const name of Object.keys(math)) void (math as unknown as Record<string, unknown>)[name];
const withTransform = (math.expression as unknown as { mathWithTransform: Record<string, unknown> }).mathWithTransform;
for (const name of Object.keys(withTransform)) void withTransform[name];

// The references this module keeps before they are disabled inside expressions.
const parse = math.parse;
const format = math.format;
const derivativeOf = math.derivative;
const simplify = math.simplify;
const zeros = math.zeros;
const ones = math.ones;
const identity = math.identity;
const range = math.range;
const resize = math.resize;
const reshape = math.reshape;
const matrixFromFunction = math.matrixFromFunction;

/** Functions no expression may call: they parse or compile text, change the instance, or bring units or randomness. */
export const DISABLED_FUNCTIONS = [
  'import',
  'createUnit',
  'evaluate',
  'parse',
  'parser',
  'compile',
  'simplify',
  'simplifyCore',
  'simplifyConstant',
  'rationalize',
  'derivative',
  'resolve',
  'symbolicEqual',
  'leafCount',
  'reviver',
  'replacer',
  'chain',
  'config',
  'typed',
  'help',
  'unit',
  'splitUnit',
  'to',
  'toBest',
  'random',
  'randomInt',
  'pickRandom',
  'print',
  'format',
  'bin',
  'oct',
  'hex',
  'string',
] as const;
const disabledNames = new Set<string>(DISABLED_FUNCTIONS);

const disabled = (name: string) =>
  function () {
    throw new Error(`Function ${name} is disabled`);
  };

function countOf(sizes: unknown[]): number {
  let count = 1;
  for (const size of sizes.flat(2)) {
    const n = typeof size === 'number' ? size : Number(size);
    if (!Number.isFinite(n) || n < 0) return count;
    count *= n;
  }
  return count;
}

const bounded =
  (name: string, fn: (...args: any[]) => unknown, sizesOf: (args: unknown[]) => unknown[]) =>
  (...args: unknown[]) => {
    if (countOf(sizesOf(args)) > MAX_ELEMENTS) throw new Error(`${name}: more than ${MAX_ELEMENTS} elements`);
    return fn(...args);
  };

const sizeArgs = (args: unknown[]) => args.filter((a) => typeof a === 'number' || Array.isArray(a) || (a && typeof a === 'object' && 'toArray' in a)).map((a) => (a && typeof a === 'object' && 'toArray' in a ? (a as { toArray(): unknown }).toArray() : a));

math.import(
  {
    ...Object.fromEntries(DISABLED_FUNCTIONS.map((name) => [name, disabled(name)])),
    zeros: bounded('zeros', zeros, sizeArgs),
    ones: bounded('ones', ones, sizeArgs),
    identity: bounded('identity', identity, sizeArgs),
    resize: bounded('resize', resize, (args) => [args[1]]),
    reshape: bounded('reshape', reshape, (args) => [args[1]]),
    matrixFromFunction: bounded('matrixFromFunction', matrixFromFunction, (args) => [args[0]]),
    range: (...args: any[]) => {
      const [start, end, step = 1] = args.map(Number);
      if ([start, end, step].every(Number.isFinite) && step !== 0 && Math.abs((end! - start!) / step!) > MAX_ELEMENTS) {
        throw new Error(`range: more than ${MAX_ELEMENTS} elements`);
      }
      return (range as (...a: unknown[]) => unknown)(...args);
    },
  },
  { override: true },
);
// A bare name such as `cm` would otherwise become a unit: units are not part of these tools.
(math as unknown as { Unit: { isValuelessUnit: (name: string) => boolean } }).Unit.isValuelessUnit = () => false;

const ALLOWED_NODES = new Set([
  'ConstantNode',
  'SymbolNode',
  'OperatorNode',
  'ParenthesisNode',
  'FunctionNode',
  'ArrayNode',
  'RangeNode',
  'IndexNode',
  'AccessorNode',
  'AssignmentNode',
  'FunctionAssignmentNode',
  'BlockNode',
  'ConditionalNode',
  'RelationalNode',
]);

/** Parses `text` and refuses, as a ToolError, anything outside the arithmetic subset the tools accept. */
export function parseExpression(text: string, field = 'expression'): MathNode {
  if (text.length > MAX_EXPRESSION_LENGTH) throw new ToolError(`"${field}" is longer than ${MAX_EXPRESSION_LENGTH} characters.`);
  if (text.trim() === '') throw new ToolError(`"${field}" is empty.`);
  let node: MathNode;
  try {
    node = parse(text);
  } catch (error) {
    throw new ToolError(`"${field}" is not a valid expression: ${String((error as Error).message).slice(0, 200)}`);
  }
  node.traverse((child: any) => {
    if (!ALLOWED_NODES.has(child.type)) throw new ToolError(`"${field}": ${child.type === 'ObjectNode' ? 'objects are' : `${child.type} is`} not allowed.`);
    if (child.type === 'ConstantNode' && typeof child.value !== 'number' && typeof child.value !== 'boolean') {
      throw new ToolError(`"${field}": only numbers are allowed as constants (no strings).`);
    }
    if (child.type === 'IndexNode' && child.dotNotation) throw new ToolError(`"${field}": property access is not allowed.`);
    const name: unknown = child.type === 'SymbolNode' ? child.name : child.type === 'FunctionAssignmentNode' ? child.name : undefined;
    if (typeof name === 'string') {
      if (disabledNames.has(name)) throw new ToolError(`"${field}": function ${name} is not available.`);
      if (name.startsWith('_') || name === 'constructor' || name === 'prototype') throw new ToolError(`"${field}": the name ${name} is not allowed.`);
    }
    if (child.type === 'FunctionAssignmentNode') {
      for (const param of child.params as string[]) {
        if (disabledNames.has(param) || param.startsWith('_')) throw new ToolError(`"${field}": the name ${param} is not allowed.`);
      }
    }
  });
  return node;
}

/** Turns whatever an evaluation gives into a finite real number, or refuses. */
export function toReal(value: unknown, what = 'The expression'): number {
  let v: unknown = value;
  if (v && typeof v === 'object' && (v as { type?: string }).type === 'ResultSet') {
    const entries = (v as { entries: unknown[] }).entries;
    if (entries.length === 0) throw new ToolError(`${what} gives no value.`);
    v = entries[entries.length - 1];
  }
  if (typeof v === 'boolean') throw new ToolError(`${what} gives a true/false value, not a number.`);
  if (math.isComplex(v)) {
    if ((v as { im: number }).im !== 0) throw new ToolError(`${what} gives a complex number (${format(v, { precision: 14 })}), not a real one.`);
    v = (v as { re: number }).re;
  } else if (math.isBigNumber(v) || math.isFraction(v)) {
    v = math.number(v as unknown as number);
  }
  if (typeof v !== 'number') {
    const kind = Array.isArray(v) || math.isMatrix(v) ? 'a matrix' : typeof v === 'function' ? 'a function' : 'something other than a number';
    throw new ToolError(`${what} gives ${kind}, not a number.`);
  }
  if (!Number.isFinite(v)) throw new ToolError(`${what} is ${Number.isNaN(v) ? 'undefined (NaN)' : 'infinite'}.`);
  return v === 0 ? 0 : v; // no -0 in answers
}

function run(work: () => unknown): unknown {
  try {
    return work();
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError(`The expression could not be evaluated: ${String((error as Error)?.message ?? error).slice(0, 200)}`);
  }
}

/** Evaluates an expression with numeric variables; the raw mathjs value (number, complex, matrix, ResultSet…). */
export function evaluateExpression(text: string, variables: Record<string, number> = {}): unknown {
  const node = parseExpression(text);
  const scope = new Map<string, unknown>(Object.entries(variables));
  return run(() => node.compile().evaluate(scope));
}

/** The second line of defence alone (no structural check): for the security tests, which must see it hold too. */
export function evaluateUnchecked(text: string): unknown {
  if (text.length > MAX_EXPRESSION_LENGTH) throw new ToolError('too long');
  return run(() => parse(text).compile().evaluate(new Map()));
}

/** A real function of one variable from an expression; each call refuses non-real or infinite values. */
export function realFunction(text: string, variable: string, field = 'expression'): (x: number) => number {
  const node = parseExpression(text, field);
  const code = run(() => node.compile()) as { evaluate(scope: Map<string, unknown>): unknown };
  const scope = new Map<string, unknown>();
  return (x: number) => {
    scope.clear();
    scope.set(variable, x);
    return toReal(run(() => code.evaluate(scope)), `"${field}" at ${variable} = ${x}`);
  };
}

/** The symbolic derivative of an expression, simplified, as mathjs prints it. */
export function derivativeText(text: string, variable: string): { text: string; node: MathNode } {
  const node = parseExpression(text);
  const derived = run(() => simplify(derivativeOf(node, variable))) as MathNode;
  return { text: derived.toString(), node: derived };
}

/** Checks a variable name: letters, digits and underscores, not a disabled function. */
const variableName = new RegExp(VARIABLE_NAME_PATTERN);
export function checkVariableName(name: string): string {
  if (!variableName.test(name) || disabledNames.has(name)) throw new ToolError(`"${name}" cannot be used as a variable name.`);
  return name;
}

/** mathjs itself (the instance above), for matrix, complex and polynomial work called from tool code. */
export { math };

// ---- Rounding shared by the tools whose floating results depend on the order of operations -------------------

/** `x` rounded to `digits` significant digits (exact decimal value of the double, ties away from zero); no -0. */
export function roundSignificant(x: number, digits = 12): number {
  if (!Number.isFinite(x)) throw new ToolError('The result is not a finite number.');
  const r = Number(x.toPrecision(digits));
  return r === 0 ? 0 : r;
}

/** Every entry rounded at the decimal place of the 12th significant digit of the largest entry (noise → 0). */
export function roundToLargest(values: number[], digits = 12): number[] {
  let largest = 0;
  for (const v of values) {
    if (!Number.isFinite(v)) throw new ToolError('The result is not finite (overflow): use smaller values.');
    largest = Math.max(largest, Math.abs(v));
  }
  if (largest === 0) return values.map(() => 0);
  const places = digits - 1 - Math.floor(Math.log10(largest));
  return values.map((v) => {
    const r = places < 0 ? roundSignificant(v, Math.max(1, digits)) : places > 100 ? roundSignificant(v, digits) : Number(v.toFixed(places));
    return r === 0 ? 0 : r;
  });
}

/** `x` to `digits` significant digits as text: toPrecision without trailing zeros in the fraction. */
export function formatSignificant(x: number, digits: number): string {
  const text = x.toPrecision(digits);
  const [mantissa, exponent] = text.split('e');
  const trimmed = mantissa!.includes('.') ? mantissa!.replace(/0+$/, '').replace(/\.$/, '') : mantissa!;
  return exponent === undefined ? trimmed : `${trimmed}e${exponent}`;
}

/** Finite or a ToolError naming the quantity. */
export function finiteOr(x: number, what: string): number {
  if (!Number.isFinite(x)) throw new ToolError(`The ${what} is not a finite number: use smaller values.`);
  return x === 0 ? 0 : x;
}

// ---- Matrix inputs -------------------------------------------------------------------------------------------

/** Entries of matrix and vector inputs stay within ±MAX_ENTRY so sums of products stay finite. */
export const MAX_ENTRY = 1e100;

export const numberSchema = { type: 'number', minimum: -MAX_ENTRY, maximum: MAX_ENTRY };

/** JSON Schema of a matrix (rows of numbers) of at most `maxSize`×`maxSize`. */
export const matrixSchema = (maxSize: number, description: string) => ({
  type: 'array',
  minItems: 1,
  maxItems: maxSize,
  items: { type: 'array', minItems: 1, maxItems: maxSize, items: numberSchema },
  description,
});

export const matrixOutputSchema = { type: 'array', items: { type: 'array', items: { type: 'number' } } };

/** Refuses ragged rows; returns [rows, columns]. */
export function shapeOf(matrix: number[][], name: string): [number, number] {
  const columns = matrix[0]!.length;
  if (matrix.some((row) => row.length !== columns)) throw new ToolError(`"${name}": every row must have the same length.`);
  return [matrix.length, columns];
}

export function requireSquare(matrix: number[][], name = 'matrix'): number {
  const [rows, columns] = shapeOf(matrix, name);
  if (rows !== columns) throw new ToolError(`"${name}" must be square (it is ${rows}×${columns}).`);
  return rows;
}

/** A matrix rounded entry-wise with roundToLargest. */
export function roundMatrix(matrix: number[][]): number[][] {
  const columns = matrix[0]?.length ?? 0;
  const flat = roundToLargest(matrix.flat());
  return matrix.map((_, i) => flat.slice(i * columns, (i + 1) * columns));
}

// ---- Complex roots ---------------------------------------------------------------------------------------------

export interface ComplexValue {
  re: number;
  im: number;
}

export const complexOutputSchema = {
  type: 'object',
  properties: { re: { type: 'number' }, im: { type: 'number' } },
  required: ['re', 'im'],
};

/** Rounds re and im at the `digits`-th significant digit of the larger of the two (noise → 0). */
export function roundComplex(z: ComplexValue, digits = 10): ComplexValue {
  const [re, im] = roundToLargest([z.re, z.im], digits);
  return { re: re!, im: im! };
}

export const byReThenIm = (p: ComplexValue, q: ComplexValue) => p.re - q.re || p.im - q.im;
