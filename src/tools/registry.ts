// The tool catalog: every tool's declaration from src/tools/catalog.json (generated from the src/tools/<category>/<slug>
// files), checked for soundness. What a tool needs to run is built on its first use: Ajv for its inputs (defaults
// applied, unknown properties refused), fast-json-stringify for its response envelope, and its module, imported on
// this thread for a light tool and only in the workers for a heavy one: the main thread loads no tool library it
// does not run.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import { distance } from 'fastest-levenshtein';
import { ApiError } from '../errors.ts';
import { ajvDetails } from '../api/validation.ts';
import { categories, isCategory, type CategoryId } from './categories.ts';
import { ToolError, type JsonSchema, type ToolDeclaration, type ToolDefinition } from './define.ts';
import { acceptModelArguments, type ArgumentProblem } from './function-definitions.ts';
import type { ToolPool } from './pool.ts';

export const DEFAULT_TIMEOUT_MS = 2_000;

/**
 * One tool as the service holds it: its declaration (from the catalog), and what is built from it on first use only —
 * the input validator, the envelope serializer and, for a tool the main thread runs, the module itself. A heavy tool's
 * module (and its libraries) loads in the worker threads alone.
 */
export class CompiledTool {
  readonly timeoutMs: number;
  private validator: ValidateFunction | null = null;
  private serializer: ((envelope: unknown) => string) | null = null;
  private implementation: ToolDefinition['run'] | null;
  private loading: Promise<ToolDefinition> | null = null;

  constructor(
    readonly definition: ToolDeclaration,
    /** File URL of the tool's module: what a worker thread imports to run a heavy tool. */
    readonly module: string,
    private readonly ajv: Ajv,
    loaded: ToolDefinition | null = null,
  ) {
    this.timeoutMs = definition.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.implementation = loaded?.run ?? null;
    if (loaded) this.loading = Promise.resolve(loaded);
  }

  /** Checks inputs against the input schema, applying its defaults. */
  get validate(): ValidateFunction {
    return (this.validator ??= this.ajv.compile(this.definition.inputSchema));
  }

  /** Serialises the whole success envelope of POST /api/v1/tools for this tool. */
  get serialize(): (envelope: unknown) => string {
    return (this.serializer ??= fastJson(runEnvelopeSchema(this.definition.outputSchema)));
  }

  /** The tool's module, imported on first use (a failed import is tried again next time). */
  load(): Promise<ToolDefinition> {
    this.loading ??= import(this.module).then(
      ({ default: definition }: { default: ToolDefinition }) => {
        this.implementation = definition.run;
        return definition;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * Runs the tool on this thread (inputs already validated): its result, or a promise of it (an async tool, or one
   * still to load). Not an async function: the tool route would pay for one more promise on every call.
   */
  runHere(inputs: Record<string, unknown>): unknown {
    return this.implementation ? this.implementation(inputs) : this.load().then((definition) => definition.run(inputs));
  }
}

const toolsDir = path.dirname(fileURLToPath(import.meta.url));
/** Generated from the tool files (test/tools/catalog-file.test.ts; UPDATE_GENERATED=1 rewrites it); the build copies it. */
export const catalogFile = path.join(toolsDir, 'catalog.json');
/** Tool modules are TypeScript when the service runs from its sources, JavaScript in the build. */
const moduleExtension = path.extname(fileURLToPath(import.meta.url));
const moduleOf = (category: string, slug: string) => pathToFileURL(path.join(toolsDir, category, `${slug}${moduleExtension}`)).href;

/**
 * Imports every tool file under src/tools/<category>/, checking each is named after its slug and lives in its
 * category's folder; sorted by slug. What catalog.json is generated from (catalogText).
 */
export async function importTools(): Promise<ToolDefinition[]> {
  const definitions: ToolDefinition[] = [];
  for (const entry of await readdir(toolsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (!isCategory(entry.name)) throw new Error(`src/tools/${entry.name} is not a known category`);
    for (const file of await readdir(path.join(toolsDir, entry.name))) {
      if (!/\.(ts|js)$/.test(file) || /\.(test|d)\.(ts|js)$/.test(file)) continue;
      const definition = (await import(pathToFileURL(path.join(toolsDir, entry.name, file)).href)).default as ToolDefinition | undefined;
      if (!definition?.slug) throw new Error(`src/tools/${entry.name}/${file} has no default-exported tool`);
      if (`${definition.slug}` !== file.replace(/\.(ts|js)$/, '')) {
        throw new Error(`src/tools/${entry.name}/${file} declares slug "${definition.slug}"; name the file after the slug`);
      }
      if (definition.category !== entry.name) {
        throw new Error(`tool "${definition.slug}" lives in ${entry.name}/ but declares category "${definition.category}"`);
      }
      definitions.push(definition);
    }
  }
  return definitions.sort((a, b) => (a.slug < b.slug ? -1 : 1));
}

/** The text of catalog.json for these tool definitions. */
export const catalogText = (definitions: readonly ToolDefinition[]): string => `${JSON.stringify(definitions.map(declarationOf), null, 1)}\n`;

/** A tool file's default export without its code (`run`, `prepare`): what catalog.json holds. */
export function declarationOf({ run: _run, prepare: _prepare, ...declaration }: ToolDefinition): ToolDeclaration {
  return declaration;
}

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

/**
 * A tool name with case and separators dropped: how a slug is found whatever spelling a framework gave it
 * (`expression_evaluator` from the OpenAI Agents SDK or Bedrock, `expressionEvaluator`, `Expression Evaluator`).
 */
export const spellingKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export class ToolRegistry {
  private readonly tools = new Map<string, CompiledTool>();
  /** Every tool by spellingKey of its slug (no two slugs may share one). */
  private readonly spellings = new Map<string, CompiledTool>();
  private readonly slugs: string[];

  /** `loaded`: tools whose module is already imported (a test's own); the others load on first run. */
  constructor(
    declarations: readonly ToolDeclaration[],
    private readonly pool: ToolPool | null = null,
    loaded: ReadonlyMap<string, ToolDefinition> = new Map(),
  ) {
    const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, allowUnionTypes: true });
    for (const declaration of declarations) {
      const { slug, category } = declaration;
      if (this.tools.has(slug)) throw new Error(`duplicate tool slug "${slug}"`);
      if (!isCategory(category)) throw new Error(`tool "${slug}" has unknown category "${category}"`);
      if (declaration.examples.length < 2) throw new Error(`tool "${slug}" needs at least two examples`);
      const definition = { ...declaration, inputSchema: { additionalProperties: false, ...declaration.inputSchema } };
      const tool = new CompiledTool(definition, moduleOf(category, slug), ajv, loaded.get(slug) ?? null);
      const sameSpelling = this.spellings.get(spellingKey(slug));
      if (sameSpelling) throw new Error(`tools "${sameSpelling.definition.slug}" and "${slug}" differ only in case or separators`);
      this.tools.set(slug, tool);
      this.spellings.set(spellingKey(slug), tool);
    }
    this.slugs = [...this.tools.keys()].sort();
  }

  /**
   * The service's registry: the declarations of src/tools/catalog.json, no tool module loaded. Heavy tools run in
   * `pool` (on this thread without one); a light tool's module is imported when it first runs.
   */
  static async open(pool: ToolPool | null = null): Promise<ToolRegistry> {
    const declarations = JSON.parse(await readFile(catalogFile, 'utf8')) as ToolDeclaration[];
    return new ToolRegistry(declarations, pool);
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

  /** The tool with this slug, also spelt with other case or separators (`expression_evaluator`). */
  find(slug: string): CompiledTool | undefined {
    return this.tools.get(slug) ?? (slug.length <= 200 ? this.spellings.get(spellingKey(slug)) : undefined);
  }

  /**
   * The tool with this slug, also spelt with other case or separators (`expression_evaluator`); else 404 unknown_tool
   * naming up to three close slugs. The answer names the tool by its slug. `within`: only a tool of that category
   * counts (a category's own MCP server).
   */
  named(slug: string, within?: CategoryId): CompiledTool {
    const tool = this.find(slug);
    if (!tool) throw this.unknown(slug, within);
    if (within !== undefined && tool.definition.category !== within) {
      throw new ApiError('unknown_tool', `"${tool.definition.slug}" is a ${tool.definition.category} tool; this server has the ${within} tools only.`, {
        suggestions: this.suggest(slug, within),
      });
    }
    return tool;
  }

  /** 404 unknown_tool for a name no tool has, with up to three close slugs (of `within` if given). */
  unknown(slug: string, within?: CategoryId): ApiError {
    return new ApiError('unknown_tool', `No tool is called "${slug.slice(0, 100)}".`, { suggestions: this.suggest(slug, within) });
  }

  /** Up to three slugs close to an unknown one (of one category if given), closest first. */
  private suggest(slug: string, within?: CategoryId): string[] {
    if (slug.length > 100) return [];
    const needle = slug.toLowerCase();
    return this.slugs
      .filter((candidate) => within === undefined || this.tools.get(candidate)!.definition.category === within)
      .map((candidate) => ({ candidate, score: distance(needle, candidate) - (candidate.includes(needle) ? 3 : 0) }))
      .filter(({ candidate, score }) => score <= Math.max(3, Math.floor(candidate.length / 2)))
      .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
      .slice(0, 3)
      .map(({ candidate }) => candidate);
  }

  /**
   * Validates the inputs (applying defaults), then runs the tool; its own refusals become 422 tool_error. Inputs in a
   * model dialect's shape (null for an optional input, {key, value} entries for a map) are read as the tool's own. A
   * heavy tool waits for `tenant`'s turn in the pool (the account, so its keys share one fair share).
   */
  async run(tool: CompiledTool, inputs: Record<string, unknown>, tenant = ''): Promise<unknown> {
    const problems: ArgumentProblem[] = [];
    acceptModelArguments(tool.definition.inputSchema, inputs, '/inputs', problems);
    if (problems.length) throw new ApiError('invalid_tool_input', undefined, { details: problems.slice(0, 20) });
    if (!tool.validate(inputs)) {
      throw new ApiError('invalid_tool_input', undefined, { details: ajvDetails(tool.validate.errors, '/inputs') });
    }
    if (tool.definition.heavy && this.pool) return this.pool.run(tool.module, inputs, tool.timeoutMs, tenant);
    try {
      return await tool.runHere(inputs);
    } catch (error) {
      if (error instanceof ToolError) throw new ApiError('tool_error', error.message);
      throw error;
    }
  }
}
