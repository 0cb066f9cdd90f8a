// The catalog as function definitions for each model API: every tool in every dialect, each definition passing that
// API's published rules (test/helpers/function-rules.ts); and the way back: for every tool and example, the arguments
// a strict-mode model would send (every property present, an absent optional one as null, a map as {key, value}
// entries) give the example's result.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { dialects, functionDefinitions, functionDescription, MAX_DESCRIPTION } from '../../src/tools/function-definitions.ts';
import type { JsonSchema } from '../../src/tools/define.ts';
import { anthropicToolProblems, geminiDeclarationProblems, openaiFunctionProblems } from '../helpers/function-rules.ts';
import type { Schema } from '../helpers/schema-walk.ts';
import { registry } from '../helpers/tools.ts';

const declarations = registry.list().map((tool) => tool.definition);
const slugs = declarations.map((d) => d.slug);

/** Each dialect's definitions as [name, definition, problems]. */
function checked(dialect: (typeof dialects)[number]): Array<[string, Schema, string[]]> {
  const tools = functionDefinitions(declarations, dialect) as Schema[];
  switch (dialect) {
    case 'openai':
    case 'openai-strict':
      return tools.map((entry) => [(entry.function as Schema).name as string, entry, openaiFunctionProblems(entry, dialect === 'openai-strict')]);
    case 'anthropic':
      return tools.map((entry) => [entry.name as string, entry, anthropicToolProblems(entry)]);
    case 'gemini': {
      expect(tools).toHaveLength(1);
      const list = tools[0]!.functionDeclarations as Schema[];
      return list.map((entry) => [entry.name as string, entry, geminiDeclarationProblems(entry)]);
    }
  }
}

describe.each(dialects)('dialect %s', (dialect) => {
  const definitions = checked(dialect);

  it('names every tool by its slug', () => {
    expect(definitions.map(([name]) => name)).toEqual(slugs);
  });

  it("passes the API's rules for every tool", () => {
    const broken = definitions.filter(([, , problems]) => problems.length > 0).map(([name, , problems]) => `${name}: ${problems.join('; ')}`);
    console.log(`${dialect}: ${definitions.length - broken.length} of ${definitions.length} tools pass its rules`);
    expect(broken).toEqual([]);
  });
});

describe('descriptions', () => {
  it("carry the tool's rounding and its result fields' units", () => {
    const [entry] = functionDefinitions([registry.get('bmi-calculator')!.definition], 'anthropic') as Schema[];
    const text = entry!.description as string;
    expect(text.startsWith(registry.get('bmi-calculator')!.definition.description)).toBe(true);
    expect(text).toMatch(/Returns bmi \(/);
  });

  it("fit OpenAI's 1,024 characters: the result fields by name only, or left out, where their words would not fit", () => {
    const lengths = declarations.map((d) => [d.slug, functionDescription(d).length] as const);
    expect(lengths.filter(([, length]) => length > MAX_DESCRIPTION)).toEqual([]);
    // Not even the result fields' names fit beside csr-decoder's 935 characters: its own description stands alone.
    expect(functionDescription(registry.get('csr-decoder')!.definition)).toBe(registry.get('csr-decoder')!.definition.description);
    // Few tools lose the list of their result fields.
    expect(declarations.filter((d) => !functionDescription(d).includes(' Returns ')).length).toBeLessThanOrEqual(10);
  });

  it('say in openai-strict what a dropped keyword said', () => {
    const [entry] = functionDefinitions([registry.get('query-string-builder')!.definition], 'openai-strict') as Schema[];
    const parameters = (entry!.function as Schema).parameters as Schema;
    const properties = parameters.properties as Record<string, Schema>;
    expect(properties.base!.description).toMatch(/At most 4096 characters/);
    expect(properties.spaceAs!.description).toMatch(/Default "plus"/);
    expect(properties.spaceAs!.enum).toEqual(['plus', 'percent', null]);
    expect(properties.params!.type).toBe('array');
    expect(properties.params!.maxItems).toBe(200);
  });
});

describe('translations', () => {
  const compound = registry.get('compound-interest-calculator')!.definition;
  const parametersOf = (dialect: 'openai-strict' | 'gemini') => {
    const [entry] = functionDefinitions([compound], dialect) as Schema[];
    const parameters = (dialect === 'gemini' ? (entry!.functionDeclarations as Schema[])[0]!.parameters : (entry!.function as Schema).parameters) as Schema;
    return parameters.properties as Record<string, Schema>;
  };

  it('gives an optional union a null branch in openai-strict, and keeps the bounds strict mode supports', () => {
    const properties = parametersOf('openai-strict');
    expect(properties.compoundsPerYear!.anyOf).toEqual([
      { type: 'integer', enum: [1, 2, 4, 12, 52, 365] },
      { type: 'string', enum: ['continuous'] },
      { type: 'null' },
    ]);
    expect(properties.compoundsPerYear!.description).toMatch(/Default 12\./);
    expect(properties.years).toMatchObject({ type: 'number', exclusiveMinimum: 0, maximum: 100 });
    expect(properties.contribution!.type).toEqual(['number', 'null']);
  });

  it('writes Gemini types in upper case, keeps string enums only, and says the rest in words', () => {
    const properties = parametersOf('gemini');
    const [integers, strings] = properties.compoundsPerYear!.anyOf as Schema[];
    expect(integers).toEqual({ type: 'INTEGER', description: 'One of 1, 2, 4, 12, 52, 365.' });
    expect(strings).toEqual({ type: 'STRING', enum: ['continuous'] });
    expect(properties.years).toMatchObject({ type: 'NUMBER', maximum: 100 });
    expect(properties.years!.exclusiveMinimum).toBeUndefined();
    expect(properties.years!.description).toMatch(/Greater than 0\./);
    expect(properties.contributionTiming).toMatchObject({ type: 'STRING', enum: ['end', 'beginning'], default: 'end' });
  });
});

/** A map at this point of the tool's schema (itself, or an anyOf branch when the value is an object). */
const mapOf = (schema: JsonSchema, value: unknown): JsonSchema | undefined => {
  const candidates = [schema, ...((schema.anyOf as JsonSchema[] | undefined) ?? [])];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? candidates.find((c) => c.properties === undefined && typeof c.additionalProperties === 'object')
    : undefined;
};

/** The example's inputs as a strict-mode model sends them: written independently of the service's translation. */
function asStrictArguments(schema: JsonSchema, value: unknown): unknown {
  const map = mapOf(schema, value);
  if (map) {
    return Object.entries(value as Record<string, unknown>).map(([key, v]) => ({ key, value: asStrictArguments(map.additionalProperties as JsonSchema, v) }));
  }
  if (Array.isArray(value)) return value.map((item) => asStrictArguments((schema.items as JsonSchema | undefined) ?? {}, item));
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties && typeof value === 'object' && value !== null) {
    const given = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, name in given ? asStrictArguments(property, given[name]) : null]));
  }
  return value;
}

const strictAjv = new Ajv({ strict: false, allErrors: true });
const strictParameters = new Map(
  (functionDefinitions(declarations, 'openai-strict') as Schema[]).map((entry) => {
    const fn = entry.function as Schema;
    return [fn.name as string, fn.parameters as Schema];
  }),
);

describe('the way back', () => {
  it.each(slugs)('%s: strict-mode arguments give each example its result', async (slug) => {
    const tool = registry.get(slug)!;
    const validateStrict = strictAjv.compile(strictParameters.get(slug)!);
    for (const example of tool.definition.examples) {
      const strict = asStrictArguments(tool.definition.inputSchema, structuredClone(example.inputs)) as Record<string, unknown>;
      // What OpenAI would let a model send under the strict schema.
      expect(validateStrict(strict), `${JSON.stringify(strict)}: ${JSON.stringify(validateStrict.errors)}`).toBe(true);
      expect(await registry.run(tool, strict)).toEqual(example.result);
    }
  });

  it('reads entries named __proto__ as own properties, as JSON would', async () => {
    const tool = registry.get('gpa-calculator')!;
    const settle = (inputs: Record<string, unknown>) => registry.run(tool, inputs).then((result) => ({ result }), (error: { code: string }) => ({ error: error.code }));
    const courses = [{ grade: '__proto__', credits: 3 }];
    const fromEntries = await settle({ courses, scale: [{ key: '__proto__', value: 3.5 }, { key: 'A', value: 4 }] });
    const fromJson = await settle({ courses, scale: JSON.parse('{"__proto__": 3.5, "A": 4}') });
    expect(fromEntries).toEqual(fromJson);
    expect(fromEntries).toMatchObject({ result: { gpa: 3.5 } });
  });

  it('refuses an entry list whose entries are wrong, naming each entry and its rule', async () => {
    const tool = registry.get('expression-evaluator')!;
    const refusal = (variables: unknown) =>
      registry.run(tool, { expression: 'x', variables }).then(
        () => null,
        (error: { code: string; extras: { details: unknown[] } }) => [error.code, error.extras.details],
      );
    const cases: Array<[unknown, Array<{ path: string; message: string }>]> = [
      [[{ key: 'x', value: 1 }, { key: 'x', value: 2 }], [{ path: '/inputs/variables/1/key', message: 'duplicate key "x" (entry 0 has it)' }]],
      [[{ name: 'x', value: 1 }], [
        { path: '/inputs/variables/0/name', message: 'is not a known property (an entry has key and value)' },
        { path: '/inputs/variables/0/key', message: 'is required' },
      ]],
      [[{ key: 'x' }], [{ path: '/inputs/variables/0/value', message: 'is required' }]],
      [[{ key: 'x', value: 1, note: 'y' }], [{ path: '/inputs/variables/0/note', message: 'is not a known property (an entry has key and value)' }]],
      [[1, { key: 7, value: 1 }], [
        { path: '/inputs/variables/0', message: 'must be an entry {"key": …, "value": …}' },
        { path: '/inputs/variables/1/key', message: 'must be string' },
      ]],
      [[{ key: 'my var', value: 3 }], [{ path: '/inputs/variables/0/key', message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]{0,31}$"' }]],
      [Array.from({ length: 51 }, (_, i) => ({ key: `v${i}`, value: i })), [{ path: '/inputs/variables', message: 'must have at most 50 entries (it has 51)' }]],
    ];
    for (const [variables, details] of cases) expect(await refusal(variables), JSON.stringify(variables).slice(0, 80)).toEqual(['invalid_tool_input', details]);
    // A long list is checked whole, its problems named up to what an answer lists.
    const many = (await refusal(Array.from({ length: 2_000 }, (_, i) => (i === 1_500 ? 1 : { key: `v${i}`, value: i }))))!;
    expect(many).toEqual([
      'invalid_tool_input',
      [
        { path: '/inputs/variables', message: 'must have at most 50 entries (it has 2000)' },
        { path: '/inputs/variables/1500', message: 'must be an entry {"key": …, "value": …}' },
      ],
    ]);
    const hostile = (await refusal(Array.from({ length: 2_000 }, () => 1)))![1] as unknown[];
    expect(hostile).toHaveLength(20);
    const gpa = await registry.run(registry.get('gpa-calculator')!, { courses: [{ grade: 'A', credits: 3 }], scale: [{ key: '', value: 4 }] }).catch((e: { extras: unknown }) => e.extras);
    expect(gpa).toEqual({ details: [{ path: '/inputs/scale/0/key', message: 'must NOT have fewer than 1 characters' }] });
  });

  it('carries the rules of a map\'s names onto the entries\' key in every dialect that has entries (the pattern, or words)', () => {
    const keyOf = (dialect: 'openai-strict' | 'gemini', slug: string, input: string): Schema => {
      const [definition] = functionDefinitions([registry.get(slug)!.definition], dialect) as Schema[];
      const parameters = (dialect === 'gemini' ? (definition!.functionDeclarations as Schema[])[0]!.parameters : (definition!.function as Schema).parameters) as Schema;
      let property = (parameters.properties as Record<string, Schema>)[input]!;
      if (property.anyOf) property = (property.anyOf as Schema[]).find((branch) => branch.items)!;
      return ((property.items as Schema).properties as Record<string, Schema>).key!;
    };
    for (const dialect of ['openai-strict', 'gemini'] as const) {
      expect(keyOf(dialect, 'expression-evaluator', 'variables').pattern).toBe('^[A-Za-z][A-Za-z0-9_]{0,31}$');
    }
    // Strict mode has no string lengths: they are in the key's description; Gemini keeps them.
    expect(keyOf('openai-strict', 'gpa-calculator', 'scale').description).toContain('1 to 10 characters.');
    expect(keyOf('gemini', 'gpa-calculator', 'scale')).toMatchObject({ minLength: 1, maxLength: 10 });
    expect(keyOf('gemini', 'query-string-builder', 'params')).toMatchObject({ maxLength: 1000 });
  });

  it('still refuses an unknown input named like an Object member, null or not', async () => {
    const tool = registry.get('bmi-calculator')!;
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      for (const given of ['null', '{}', '[]']) {
        const inputs = JSON.parse(`{"weight": 70, "height": 180, "${name}": ${given}}`) as Record<string, unknown>;
        await expect(registry.run(tool, inputs), `${name}: ${given}`).rejects.toMatchObject({ code: 'invalid_tool_input' });
      }
    }
  });

  it('still refuses null for a required input', async () => {
    await expect(registry.run(registry.get('bmi-calculator')!, { weight: null, height: 180 })).rejects.toMatchObject({ code: 'invalid_tool_input' });
  });
});
