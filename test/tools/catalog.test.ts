// Every tool, in-process: its schemas compile, its examples give their documented results, and every result it
// gives matches its output schema. (test/http/tool-examples.test.ts runs the same examples over HTTP.)
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import { ToolRegistry } from '../../src/tools/registry.ts';

const registry = await ToolRegistry.open();
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);

describe.each(registry.list().map((tool) => [tool.definition.category, tool.definition.slug, tool] as const))(
  '%s/%s',
  (_category, _slug, tool) => {
    const validateOutput = ajv.compile(tool.definition.outputSchema);
    beforeAll(() => {
      expect(tool.definition.inputSchema.type).toBe('object');
    });

    it('gives the documented result for each example, matching its output schema', async () => {
      for (const example of tool.definition.examples) {
        const inputs = structuredClone(example.inputs);
        expect(tool.validate(inputs), JSON.stringify(tool.validate.errors)).toBe(true);
        let result: unknown;
        try {
          result = await tool.runHere(inputs);
        } catch (error) {
          if (error instanceof ToolError) throw new Error(`example ${JSON.stringify(example.inputs)} refused: ${error.message}`);
          throw error;
        }
        expect(validateOutput(result), JSON.stringify(validateOutput.errors)).toBe(true);
        expect(result).toEqual(example.result);
        // The envelope serializer keeps exactly the documented fields.
        expect(JSON.parse(tool.serialize({ success: true, tool: 'x', result, usage: { remaining: 1, limit: 1, resetAt: '2026-01-01T00:00:00.000Z' }, meta: { apiVersion: 'v1', timestamp: '2026-01-01T00:00:00.000Z', requestId: 'r', durationMs: 1 } })).result).toEqual(result);
      }
    });
  },
);

describe('catalog', () => {
  it('holds distinct slugs with names and descriptions', () => {
    for (const { definition } of registry.list()) {
      expect(definition.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(definition.name.length).toBeGreaterThan(2);
      expect(definition.description.length).toBeGreaterThan(10);
    }
  });
});
