// The operator's model providers (SPEC §6, "Who played"): the only addresses a server-run evaluation ever calls. A buyer
// names a provider and a model; the base URL, API style, allowed models, concurrency and timeouts come from here, so a
// benchmark request can never make the service fetch an address of the buyer's choosing.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { API_STYLES, MAX_TOKENS_PARAMS, type ApiStyle, type MaxTokensParam } from '../battery/agents/api-styles.ts';
import { ApiError } from '../errors.ts';


export interface ProviderEntry {
  /** what requests and reports name it: `openai`, `anthropic`… */
  name: string;
  style: ApiStyle;
  /** the API root (`…/v1`): `/chat/completions` or `/messages` is appended */
  baseUrl: string;
  /** the models a buyer may ask for: a list, or a pattern the whole name must match */
  models: { list: readonly string[] } | { pattern: RegExp };
  /** `openai-chat` only: the request field that carries the token cap */
  maxTokensParam: MaxTokensParam;
  /** model calls in flight at once from one instance */
  concurrency: number;
  /** per request, reading the answer included */
  timeoutMs: number;
  /** retries of one request after 429, 5xx, a network error or a timeout */
  retries: number;
}

/** The registry file's shape: `{providers: [...]}`, each entry with `models` or `modelPattern`. */
const fileSchema = {
  type: 'object',
  properties: {
    providers: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]{0,39}$' },
          style: { enum: API_STYLES },
          baseUrl: { type: 'string', maxLength: 500 },
          models: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', pattern: '^[A-Za-z0-9._/:@-]{1,100}$' } },
          modelPattern: { type: 'string', maxLength: 500 },
          maxTokensParam: { enum: MAX_TOKENS_PARAMS },
          concurrency: { type: 'integer', minimum: 1, maximum: 1000 },
          timeoutMs: { type: 'integer', minimum: 100, maximum: 600_000 },
          retries: { type: 'integer', minimum: 0, maximum: 10 },
        },
        required: ['name', 'style', 'baseUrl'],
        additionalProperties: false,
      },
    },
  },
  required: ['providers'],
  additionalProperties: false,
} as const;

const validateFile = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(fileSchema);

interface FileEntry {
  name: string;
  style: ApiStyle;
  baseUrl: string;
  models?: string[];
  modelPattern?: string;
  maxTokensParam?: MaxTokensParam;
  concurrency?: number;
  timeoutMs?: number;
  retries?: number;
}

/**
 * The default registry: each provider's official endpoint. A model name is any the provider's own naming allows, so new
 * models need no release; an operator narrows them (or adds a provider) with PROVIDER_REGISTRY.
 */
export const DEFAULT_PROVIDERS: readonly FileEntry[] = [
  { name: 'openai', style: 'openai-chat', baseUrl: 'https://api.openai.com/v1', modelPattern: '^(gpt|o[0-9]|chatgpt)[A-Za-z0-9._-]{0,80}$', maxTokensParam: 'max_completion_tokens' },
  { name: 'anthropic', style: 'anthropic-messages', baseUrl: 'https://api.anthropic.com/v1', modelPattern: '^claude-[A-Za-z0-9._-]{1,80}$' },
  { name: 'google', style: 'openai-chat', baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai', modelPattern: '^(gemini|gemma)-[A-Za-z0-9._-]{1,80}$' },
  { name: 'mistral', style: 'openai-chat', baseUrl: 'https://api.mistral.ai/v1', modelPattern: '^[a-z][A-Za-z0-9._-]{1,80}$' },
  { name: 'openrouter', style: 'openai-chat', baseUrl: 'https://openrouter.ai/api/v1', modelPattern: '^[a-z0-9][A-Za-z0-9._-]{0,40}/[A-Za-z0-9._:-]{1,80}$' },
];

export class RegistryError extends Error {
  override name = 'RegistryError';
}

function entryOf(file: FileEntry, where: string): ProviderEntry {
  let url: URL;
  try {
    url = new URL(file.baseUrl);
  } catch {
    throw new RegistryError(`${where}: baseUrl is not a URL`);
  }
  // Only the scheme, host and path are ever used: credentials, a query or a fragment would be sent along unnoticed.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RegistryError(`${where}: baseUrl must be http or https`);
  if (url.username || url.password || url.search || url.hash) throw new RegistryError(`${where}: baseUrl must hold no credentials, query or fragment`);
  if ((file.models === undefined) === (file.modelPattern === undefined)) throw new RegistryError(`${where}: give either models or modelPattern`);
  let models: ProviderEntry['models'];
  if (file.models) models = { list: file.models };
  else {
    try {
      models = { pattern: new RegExp(file.modelPattern!, 'u') };
    } catch {
      throw new RegistryError(`${where}: modelPattern is not a regular expression`);
    }
  }
  return {
    name: file.name,
    style: file.style,
    baseUrl: url.href.replace(/\/+$/, ''),
    models,
    maxTokensParam: file.maxTokensParam ?? 'max_tokens',
    concurrency: file.concurrency ?? 8,
    timeoutMs: file.timeoutMs ?? 60_000,
    retries: file.retries ?? 4,
  };
}

export class ProviderRegistry {
  private readonly byName = new Map<string, ProviderEntry>();

  constructor(entries: readonly FileEntry[]) {
    for (const [i, entry] of entries.entries()) {
      if (this.byName.has(entry.name)) throw new RegistryError(`providers[${i}]: the name ${entry.name} is registered twice`);
      this.byName.set(entry.name, entryOf(entry, `providers[${i}] (${entry.name})`));
    }
  }

  /** The registry in `file` (JSON), or the default one when no file is named. */
  static load(file: string | null): ProviderRegistry {
    if (file === null) return new ProviderRegistry(DEFAULT_PROVIDERS);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new RegistryError(`PROVIDER_REGISTRY ${file}: ${(error as Error).message}`);
    }
    if (!validateFile(parsed)) {
      const problems = (validateFile.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      throw new RegistryError(`PROVIDER_REGISTRY ${file}: ${problems}`);
    }
    return new ProviderRegistry((parsed as { providers: FileEntry[] }).providers);
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  /** The provider entry for a buyer's (provider, model); 400 naming the field when either is not registered. */
  resolve(provider: string, model: string, path = ''): ProviderEntry {
    const entry = this.byName.get(provider);
    if (!entry) {
      throw new ApiError('unknown_provider', `No registered provider is named ${JSON.stringify(provider)}; registered: ${this.names.join(', ')}.`, {
        details: [{ path: `${path}/provider`, message: `must be one of ${this.names.join(', ')}` }],
      });
    }
    const allowed = 'list' in entry.models ? entry.models.list.includes(model) : entry.models.pattern.test(model);
    if (!allowed) {
      const rule = 'list' in entry.models ? `one of ${entry.models.list.join(', ')}` : `a name matching ${entry.models.pattern.source}`;
      throw new ApiError('model_not_allowed', `The provider ${provider} does not serve ${JSON.stringify(model)} here: the operator allows ${rule}.`, {
        details: [{ path: `${path}/model`, message: `must be ${rule}` }],
      });
    }
    return entry;
  }

  /** What GET …/providers shows: names, styles and allowed models (the base URLs are the operator's business). */
  describe(): Array<{ name: string; style: ApiStyle; models: string[] | null; modelPattern: string | null }> {
    return [...this.byName.values()].map((entry) => ({
      name: entry.name,
      style: entry.style,
      models: 'list' in entry.models ? [...entry.models.list] : null,
      modelPattern: 'pattern' in entry.models ? entry.models.pattern.source : null,
    }));
  }
}
