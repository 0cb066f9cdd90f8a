// The catalog lint: rules every tool's schemas keep, so that what a client (or a model) reads is what the service
// does. Inputs: every object closed at any depth (unknown inputs are refused, as the README says) unless it is one of
// the documented maps below; every property described; no unions where one type or an enum would do. Outputs: free of
// the MCP Inspector's portability findings. Examples: valid inputs.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { toolAnnotations } from '../../src/api/mcp.ts';
import { MAX_DESCRIPTION } from '../../src/tools/function-definitions.ts';
import { ToolRegistry } from '../../src/tools/registry.ts';
import { portabilityFindings } from '../helpers/mcp-portability.ts';
import { isObjectSchema, walkSchema } from '../helpers/schema-walk.ts';

const registry = await ToolRegistry.open();

/** Inputs that are maps (names chosen by the caller, one value schema for all): the only open objects. */
const DOCUMENTED_MAPS = new Set([
  'expression-evaluator/properties/variables',
  'gpa-calculator/properties/scale/anyOf/1',
  'query-string-builder/properties/params',
  'security-headers-analyzer/properties/headers/anyOf/1',
]);

/** What in a tool's file takes randomness or the time from outside its inputs (its `draws` must say so, and only so). */
const EVIDENCE = {
  randomness: /randomSource\(|randomBytes\(|randomInt\(|randomUUID\(|Math\.random\(|getRandomValues\(|generateKeyPair|faker/,
  clock: /Date\.now\(\)|new Date\(\)|\btoday\(\)/,
};

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);

describe.each(registry.list().map((tool) => [tool.definition.slug, tool.definition, tool.module] as const))('%s', (slug, definition, module) => {
  it('declares what it draws from outside its inputs, and its MCP hints follow', async () => {
    const source = await readFile(new URL(module.replace(/\.js$/, '.ts')), 'utf8');
    const evident = (Object.keys(EVIDENCE) as Array<keyof typeof EVIDENCE>).filter((what) => EVIDENCE[what].test(source));
    expect([...(definition.draws ?? [])].sort()).toEqual(evident.sort());
    expect(toolAnnotations(definition)).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: evident.length === 0 });
  });

  it('closes every input object, except a documented map', () => {
    const open: string[] = [];
    for (const { path, schema } of walkSchema(definition.inputSchema)) {
      if (!isObjectSchema(schema) || schema.additionalProperties === false) continue;
      const map = typeof schema.additionalProperties === 'object' && schema.properties === undefined;
      if (!(map && DOCUMENTED_MAPS.has(`${slug}${path}`))) open.push(path || '(root)');
    }
    expect(open, 'objects without additionalProperties: false').toEqual([]);
  });

  it("keeps its description within 1,024 characters (OpenAI's limit, which MCP clients pass descriptions into)", () => {
    expect(definition.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
  });

  it('describes every input property', () => {
    const undescribed = [...walkSchema(definition.inputSchema)]
      .filter(({ property, schema }) => property !== undefined && !(typeof schema.description === 'string' && schema.description.trim().length > 3))
      .map(({ path }) => path);
    expect(undescribed, 'input properties without a description').toEqual([]);
  });

  it('takes a union input only where neither one type nor an enum would do', () => {
    // A union is an anyOf of branches of distinct single types (a big number as an integer or a decimal string; a
    // scale as "standard" or a map): two branches of one type are an enum or one looser type, and a type array is the
    // Inspector's type-union finding.
    const needless: string[] = [];
    for (const { path, schema } of walkSchema(definition.inputSchema)) {
      if (Array.isArray(schema.type) || schema.oneOf !== undefined) needless.push(path);
      const branches = schema.anyOf as Array<Record<string, unknown>> | undefined;
      if (!branches) continue;
      const types = branches.map((branch) => branch.type);
      if (types.some((type) => typeof type !== 'string') || new Set(types).size !== types.length) needless.push(path);
    }
    expect(needless, 'type arrays, oneOf, or anyOf branches that share a type').toEqual([]);
  });

  it('gives every input one type (or an anyOf of typed branches)', () => {
    const untyped = [...walkSchema(definition.inputSchema)]
      .filter(({ path }) => !/\/(not|propertyNames)$/.test(path)) // constraints on a value, not values
      .filter(({ schema }) => typeof schema.type !== 'string' && schema.anyOf === undefined)
      .map(({ path }) => path);
    expect(untyped, 'input schemas without a type').toEqual([]);
  });

  it('has schemas the MCP Inspector finds portable', () => {
    expect(portabilityFindings(definition.inputSchema, 'inputSchema')).toEqual([]);
    expect(portabilityFindings(definition.outputSchema, 'outputSchema')).toEqual([]);
  });

  it('gives examples whose inputs its schema accepts as written', () => {
    const validate = ajv.compile({ additionalProperties: false, ...definition.inputSchema });
    for (const { inputs } of definition.examples) expect(validate(inputs), JSON.stringify(validate.errors)).toBe(true);
  });
});
