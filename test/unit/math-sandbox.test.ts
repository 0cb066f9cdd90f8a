// The sandboxed mathjs of the math tools (src/tools/math-sandbox.ts): escape attempts taken from the mathjs security
// page and test suite and from public advisories (mathjs issues #821/#822, CVE-2017-1001002/3, the 2024 fixes of
// PR #3255, CVE-2026-40897/41139) must be refused — by the structural check, by the disabled functions on their own,
// through the expression-evaluator tool in-process and over HTTP — and never run anything. Legit features keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import { MAX_EXPRESSION_LENGTH, evaluateExpression, evaluateUnchecked, realFunction, toReal } from '../../src/tools/math-sandbox.ts';
import expressionEvaluator from '../../src/tools/math/expression-evaluator.ts';
import { declarationOf, ToolRegistry } from '../../src/tools/registry.ts';
import { accountWithKey, runTool } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const g = globalThis as Record<string, unknown>;
/** Each payload, if it ever ran JavaScript, would set globalThis.pwned (in-process) or return process data (HTTP). */
const ESCAPES: string[] = [
  'import({pwned: 1}, {override: true})',
  'import({matrix: cos.constructor}, {override: 1}); x = ["globalThis.pwned = 1"]; x()',
  'createUnit("x")',
  'createUnit("pwned", "1 m")',
  'evaluate("1")',
  'parse("1").compile().evaluate()',
  'compile("1").evaluate()',
  'parser().evaluate("1")',
  'simplify("x + x")',
  'derivative("x^2", "x")',
  'resolve(parse("x"), {x: 1})',
  'reviver()("a", {"mathjs": "Unit"})',
  'config({number: "BigNumber"})',
  'chain(1).done()',
  'typed("f", {"": cos.constructor})',
  'cos.constructor("globalThis.pwned = 1")()',
  'f = cos.constructor; f("globalThis.pwned = 1")()',
  'sqrt.constructor("globalThis.pwned = 1")()',
  'simplify.constructor("globalThis.pwned = 1")()',
  '[].map.constructor("globalThis.pwned = 1")()',
  '[].map["constructor"]("globalThis.pwned = 1")()',
  'prop = "constructor"; [].map[prop]("globalThis.pwned = 1")()',
  '"".constructor',
  '"".toString.constructor("globalThis.pwned = 1")()',
  '{}.constructor.assign(cos.constructor, {binding: cos.bind})',
  'x = {}; x.__proto__',
  '{}.__proto__',
  'toString',
  'a = {"co\\u006Estructor": 2}',
  '["//","a/*\\nreturn globalThis\\n"]._data.map(cos.constructor)[1]()',
  'a = ["globalThis.pwned = 1"]._data; a.isRange = true; x = {subset: cos.constructor}[a]; x()',
  'p = parser(); o = p.get("constructor")',
  'expression.node.ConstantNode.prototype.clone.call({"value": "evaluate"}).evaluate()("globalThis.pwned = 1")',
  'x = parse("cos"); x.name = "pwned"; x.compile().evaluate()',
  'f(x, y) = "globalThis.pwned = 1"; f(1, 2)',
  'string(1)',
  'format(cos)',
  'unit("5 cm")',
  '5 cm + 1',
  'random()',
  'zeros(100000, 100000)',
  'ones(1000, 1000)',
  '1:1e9',
  'help(cos)',
];

afterAll(() => {
  expect(g.pwned).toBeUndefined();
});

describe('the sandbox refuses escape attempts', () => {
  it.each(ESCAPES)('structural check + disabled functions: %s', (payload) => {
    expect(() => evaluateExpression(payload)).toThrow(ToolError);
    expect(g.pwned).toBeUndefined();
  });

  // The second line of defence alone: the instance's disabled functions and mathjs's own property guards.
  it.each(ESCAPES)('disabled functions alone: %s', (payload) => {
    let value: unknown;
    try {
      value = evaluateUnchecked(payload);
    } catch (error) {
      expect(error).toBeInstanceOf(ToolError);
      return;
    }
    // A few payloads evaluate harmlessly (e.g. a string); never to anything a caller could use as a real number.
    expect(() => toReal(value)).toThrow(ToolError);
  });

  it('bounds the length of an expression', () => {
    expect(() => evaluateExpression('1+'.repeat(MAX_EXPRESSION_LENGTH) + '1')).toThrow(/longer than/);
  });

  it('keeps the legit features', () => {
    expect(toReal(evaluateExpression('2^10 + sqrt(16) * 3'))).toBe(1036);
    expect(toReal(evaluateExpression('x^2 + y', { x: 3, y: 1 }))).toBe(10);
    expect(toReal(evaluateExpression('f(t) = t^2 + 1; f(3)'))).toBe(10);
    expect(toReal(evaluateExpression('a = [1, 2, 3]; sum(a) + a[2]'))).toBe(8);
    expect(toReal(evaluateExpression('det([[6, 1, 1], [4, -2, 5], [2, 8, 7]])'))).toBe(-306);
    expect(toReal(evaluateExpression('abs(-3) + log(100, 10) + 10 mod 4 + 5!'))).toBe(127);
    expect(toReal(evaluateExpression('x > 1 ? 2 : 3', { x: 2 }))).toBe(2);
    expect(realFunction('sin(x)^2 + cos(x)^2', 'x')(0.3)).toBeCloseTo(1, 15);
  });
});

describe('expression-evaluator refuses escape attempts in-process', () => {
  const registry = new ToolRegistry([declarationOf(expressionEvaluator)], null, new Map([[expressionEvaluator.slug, expressionEvaluator]]));
  const compiled = registry.get('expression-evaluator')!;
  it.each(ESCAPES)('%s', async (payload) => {
    const inputs = { expression: payload };
    expect(compiled.validate(inputs)).toBe(true);
    await expect(Promise.resolve().then(() => compiled.runHere(inputs))).rejects.toBeInstanceOf(ToolError);
  });
  it('refuses variable names that would reach the disabled functions', async () => {
    expect(compiled.validate({ expression: 'x', variables: { __proto__x: 1 } })).toBe(false);
    await expect(Promise.resolve().then(() => compiled.runHere({ expression: 'evaluate', variables: { evaluate: 1 }, precision: 14 }))).rejects.toBeInstanceOf(ToolError);
  });
});

describe('expression-evaluator over HTTP', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { TOOL_THREADS: '2' } });
    ({ key } = await accountWithKey(server.base, server.config.dataDir, 'business', 100_000));
  }, 120_000);
  afterAll(() => server?.close());

  it('answers 400 or 422 to every escape attempt, exposing nothing', async () => {
    const payloads = [...ESCAPES, 'cos.constructor("return process.pid")()', 'cos.constructor("return process.env")()'];
    for (const payload of payloads) {
      const answer = await runTool(server.base, key, 'expression-evaluator', { expression: payload });
      expect([400, 422], `${payload} → ${answer.status} ${answer.text}`).toContain(answer.status);
      expect(answer.body.success, payload).not.toBe(true);
      // The request id is random hex: a pid's digits turn up in it now and then.
      expect(answer.text.replace(String(answer.body.requestId), '')).not.toContain(String(process.pid));
      expect(answer.text).not.toMatch(/PATH=|\/usr\/bin|node_modules/);
    }
  }, 120_000);

  it('evaluates legit expressions, and stops a runaway one at its budget', async () => {
    const ok = await runTool(server.base, key, 'expression-evaluator', { expression: '2^10 + sqrt(16) * 3' });
    expect([ok.status, ok.body.result]).toEqual([200, { result: 1036, formatted: '1036' }]);
    const vars = await runTool(server.base, key, 'expression-evaluator', { expression: 'x * y', variables: { x: 6, y: 7 } });
    expect(vars.body.result).toEqual({ result: 42, formatted: '42' });
    const runaway = await runTool(server.base, key, 'expression-evaluator', { expression: 'f(n) = n <= 0 ? 0 : 1 + f(n - 1) + f(n - 2); f(60)' });
    expect(runaway.status).toBe(422);
    expect(['tool_timeout', 'tool_error']).toContain(runaway.body.error);
  }, 120_000);
});
