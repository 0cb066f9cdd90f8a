// Discovers every src/tools/<category>/<slug> file, checks the catalog is sound, and compiles each tool's schemas:
// Ajv for its inputs (defaults applied, unknown properties refused), fast-json-stringify for its response envelope.
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import { distance } from 'fastest-levenshtein';
import { ApiError } from '../errors.ts';
import { ajvDetails } from '../api/validation.ts';
import { categories, isCategory, type CategoryId } from './categories.ts';
import { ToolError, type JsonSchema, type ToolDefinition } from './define.ts';
import type { ToolPool } from './pool.ts';

export const DEFAULT_TIMEOUT_MS = 2_000;

export interface CompiledTool {
  definition: ToolDefinition;
  /** File URL of the tool's module: what a worker thread imports to run a heavy tool. */
  module: string;
  validate: ValidateFunction;
  /** Serialises the whole success envelope of POST /api/v1/tools for this tool. */
  serialize: (envelope: unknown) => string;
  timeoutMs: number;
}

const toolsDir = path.dirname(fileURLToPath(import.meta.url));

/** The success envelope of a run, with the tool's own result schema inside. */
export function runEnvelopeSchema(outputSchema: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      tool: { type: 'string' },
      result: outputSchema,
      usage: {
        type: 'object',
        properties: {
          remaining: { type: 'integer' },
          limit: { type: 'integer' },
          resetAt: { type: 'string', format: 'date-time' },
        },
        required: ['remaining', 'limit', 'resetAt'],
      },
      meta: {
        type: 'object',
        properties: {
          apiVersion: { type: 'string' },
          timestamp: { type: 'string', format: 'date-time' },
          requestId: { type: 'string' },
          durationMs: { type: 'number' },
        },
        required: ['apiVersion', 'timestamp', 'requestId', 'durationMs'],
      },
    },
    required: ['success', 'tool', 'result', 'usage', 'meta'],
  };
}

export class ToolRegistry {
  private readonly tools = new Map<string, CompiledTool>();
  private readonly slugs: string[];

  constructor(
    entries: ReadonlyArray<{ definition: ToolDefinition; module: string }>,
    private readonly pool: ToolPool | null = null,
  ) {
    const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, allowUnionTypes: true });
    for (const { definition, module } of entries) {
      if (this.tools.has(definition.slug)) throw new Error(`duplicate tool slug "${definition.slug}"`);
      if (!isCategory(definition.category)) throw new Error(`tool "${definition.slug}" has unknown category "${definition.category}"`);
      if (definition.examples.length < 2) throw new Error(`tool "${definition.slug}" needs at least two examples`);
      const inputSchema = { additionalProperties: false, ...definition.inputSchema };
      this.tools.set(definition.slug, {
        definition: { ...definition, inputSchema },
        module,
        validate: ajv.compile(inputSchema),
        serialize: fastJson(runEnvelopeSchema(definition.outputSchema)),
        timeoutMs: definition.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
    }
    this.slugs = [...this.tools.keys()].sort();
  }

  /** Loads every tool file under src/tools/<category>/; heavy tools run in `pool` (inline without one). */
  static async discover(pool: ToolPool | null = null, dir: string = toolsDir): Promise<ToolRegistry> {
    const entries: Array<{ definition: ToolDefinition; module: string }> = [];
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (!isCategory(entry.name)) throw new Error(`src/tools/${entry.name} is not a known category`);
      for (const file of (await readdir(path.join(dir, entry.name))).sort()) {
        if (!/\.(ts|js)$/.test(file) || /\.(test|d)\.(ts|js)$/.test(file)) continue;
        const module = pathToFileURL(path.join(dir, entry.name, file)).href;
        const definition = (await import(module)).default as ToolDefinition | undefined;
        if (!definition?.slug) throw new Error(`src/tools/${entry.name}/${file} has no default-exported tool`);
        if (`${definition.slug}` !== file.replace(/\.(ts|js)$/, '')) {
          throw new Error(`src/tools/${entry.name}/${file} declares slug "${definition.slug}"; name the file after the slug`);
        }
        if (definition.category !== entry.name) {
          throw new Error(`tool "${definition.slug}" lives in ${entry.name}/ but declares category "${definition.category}"`);
        }
        entries.push({ definition, module });
      }
    }
    return new ToolRegistry(entries, pool);
  }

  get size(): number {
    return this.tools.size;
  }

  get(slug: string): CompiledTool | undefined {
    return this.tools.get(slug);
  }

  list(): CompiledTool[] {
    return this.slugs.map((slug) => this.tools.get(slug)!);
  }

  categoryCounts(): Array<{ id: CategoryId; name: string; count: number }> {
    const counts = new Map<CategoryId, number>();
    for (const tool of this.tools.values()) counts.set(tool.definition.category, (counts.get(tool.definition.category) ?? 0) + 1);
    return (Object.keys(categories) as CategoryId[])
      .filter((id) => counts.has(id))
      .map((id) => ({ id, name: categories[id], count: counts.get(id)! }));
  }

  /** Up to three slugs close to an unknown one, closest first. */
  suggest(slug: string): string[] {
    if (slug.length > 100) return [];
    const needle = slug.toLowerCase();
    return this.slugs
      .map((candidate) => ({ candidate, score: distance(needle, candidate) - (candidate.includes(needle) ? 3 : 0) }))
      .filter(({ candidate, score }) => score <= Math.max(3, Math.floor(candidate.length / 2)))
      .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
      .slice(0, 3)
      .map(({ candidate }) => candidate);
  }

  /**
   * Validates the inputs (applying defaults), then runs the tool; its own refusals become 422 tool_error. A heavy
   * tool waits for `tenant`'s turn in the pool (the account, so its keys share one fair share).
   */
  async run(tool: CompiledTool, inputs: Record<string, unknown>, tenant = ''): Promise<unknown> {
    if (!tool.validate(inputs)) {
      throw new ApiError('invalid_tool_input', undefined, { details: ajvDetails(tool.validate.errors, '/inputs') });
    }
    if (tool.definition.heavy && this.pool) return this.pool.run(tool.module, inputs, tool.timeoutMs, tenant);
    try {
      return await tool.definition.run(inputs);
    } catch (error) {
      if (error instanceof ToolError) throw new ApiError('tool_error', error.message);
      throw error;
    }
  }
}
