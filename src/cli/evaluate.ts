// `npm run battery -- evaluate`: asks the server to benchmark a model itself (a server-run evaluation, SPEC §6 "Who
// played") and follows it to its result. The provider key is read from BATTERY_API_KEY, sent once over the connection
// that starts (or resumes) the evaluation, and never written anywhere by this CLI. Progress goes to stderr (a bar on a
// TTY, NDJSON otherwise); the result is one JSON object on stdout.
import { parseArgs } from 'node:util';
import { MAX_TOKENS_PARAMS } from '../battery/agents/openai-compatible.ts';
import { DEFAULT_EPISODES, MAX_EPISODES } from '../battery/engine.ts';
import { ServerClient } from './referee-client.ts';

export const EVALUATE_USAGE = `usage:
  npm run battery -- evaluate --provider NAME --model NAME --server URL --research-key rk_… [--episodes K]
                              [--temperature T|none] [--max-tokens N] [--max-tokens-param P] [--tools auto|on|off]
                              [--max-calls N] [--max-spend-tokens N] [--poll-ms N]
  npm run battery -- evaluate --follow ID --server URL --research-key rk_…      (follow a started evaluation again)
  npm run battery -- evaluate --resume ID --server URL --research-key rk_…      (continue a paused one: it needs the key again)
the server plays the battery itself, calling the model through the provider the operator registered (GET
  /api/research/benchmark/providers lists them), and stores the run provider-verified; the provider key comes from
  BATTERY_API_KEY and lives only in the memory of the server instance that runs the evaluation
episodes: ${DEFAULT_EPISODES} by default (1–${MAX_EPISODES}); spend caps: --max-calls, --max-spend-tokens (at most the operator's)
stopping this command does not stop the evaluation: follow it again with --follow ID`;

export class EvaluateUsageError extends Error {}

const options = {
  provider: { type: 'string' },
  model: { type: 'string' },
  server: { type: 'string' },
  'research-key': { type: 'string' },
  episodes: { type: 'string' },
  temperature: { type: 'string' },
  'max-tokens': { type: 'string' },
  'max-tokens-param': { type: 'string' },
  tools: { type: 'string' },
  'max-calls': { type: 'string' },
  'max-spend-tokens': { type: 'string' },
  'poll-ms': { type: 'string' },
  follow: { type: 'string' },
  resume: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
type Flags = ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];

/** What GET …/evaluations/{id} answers (src/research/evaluations.ts EvaluationView), as far as this CLI reads it. */
interface View {
  evaluationId: string;
  runId: string;
  state: 'queued' | 'running' | 'paused' | 'complete' | 'failed' | 'cancelled';
  reason: string | null;
  decisions: { done: number; atMost: number };
  spent: { calls: number; retries: number; tokens: number; fallbacks: number };
  result: { overall: number; ranked: boolean } | null;
}

const EVALUATIONS = '/api/research/benchmark/evaluations';

function whole(flags: Flags, name: 'episodes' | 'max-tokens' | 'max-calls' | 'max-spend-tokens' | 'poll-ms', min: number, max: number): number | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new EvaluateUsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function modelOptions(flags: Flags): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  if (flags.temperature !== undefined) {
    const temperature = flags.temperature === 'none' ? null : Number(flags.temperature);
    if (temperature !== null && (!Number.isFinite(temperature) || temperature < 0 || temperature > 2)) throw new EvaluateUsageError('--temperature must be a number from 0 to 2, or none');
    chosen.temperature = temperature;
  }
  const maxTokens = whole(flags, 'max-tokens', 16, 32_000);
  if (maxTokens !== undefined) chosen.maxTokens = maxTokens;
  const param = flags['max-tokens-param'];
  if (param !== undefined) {
    if (!(MAX_TOKENS_PARAMS as readonly string[]).includes(param)) throw new EvaluateUsageError(`--max-tokens-param must be one of ${MAX_TOKENS_PARAMS.join(', ')}`);
    chosen.maxTokensParam = param;
  }
  const tools = flags.tools;
  if (tools !== undefined) {
    const value = ({ auto: 'auto', on: true, off: false } as Record<string, unknown>)[tools];
    if (value === undefined) throw new EvaluateUsageError('--tools must be one of auto, on, off');
    chosen.tools = value;
  }
  return chosen;
}

/** The provider key, from the environment only: a flag would sit in the shell's history and in `ps`. */
function apiKey(env: NodeJS.ProcessEnv): string {
  const key = env.BATTERY_API_KEY;
  if (!key) throw new EvaluateUsageError('set BATTERY_API_KEY to the provider API key the server should call the model with');
  return key;
}

/** A progress line: a bar on a TTY (rewritten in place), NDJSON otherwise. */
function reporter(stream: NodeJS.WriteStream) {
  let last = '';
  return (view: View) => {
    const { done, atMost } = view.decisions;
    if (!stream.isTTY) {
      const line = JSON.stringify({ event: 'evaluation', state: view.state, decisions: done, atMost, calls: view.spent.calls, tokens: view.spent.tokens, fallbacks: view.spent.fallbacks });
      if (line !== last) stream.write(`${line}\n`);
      last = line;
      return;
    }
    const width = 30;
    const filled = Math.min(width, Math.round((done / Math.max(1, atMost)) * width));
    stream.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${atMost} decisions · ${view.spent.calls} calls · ${view.spent.tokens.toLocaleString('en')} tokens · ${view.state}   `,
    );
  };
}

export async function evaluateCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<unknown> {
  let flags: Flags;
  try {
    flags = parseArgs({ args: argv, options, strict: true }).values;
  } catch (error) {
    throw new EvaluateUsageError((error as Error).message);
  }
  if (!flags.server || !flags['research-key']) throw new EvaluateUsageError('evaluate needs --server URL and --research-key rk_…');
  const client = new ServerClient({ server: flags.server, researchKey: flags['research-key'] });
  const pollMs = whole(flags, 'poll-ms', 50, 60_000) ?? 1000;

  let view: View;
  if (flags.follow) view = await client.get<View>(`${EVALUATIONS}/${encodeURIComponent(flags.follow)}`);
  else if (flags.resume) {
    view = await client.create<View>(`${EVALUATIONS}/${encodeURIComponent(flags.resume)}/resume`, { credentials: { apiKey: apiKey(env) } });
  } else {
    if (!flags.provider || !flags.model) throw new EvaluateUsageError('evaluate needs --provider NAME and --model NAME (or --follow / --resume ID)');
    const caps: Record<string, number> = {};
    const calls = whole(flags, 'max-calls', 1, 1_000_000);
    const tokens = whole(flags, 'max-spend-tokens', 1, 1_000_000_000);
    if (calls !== undefined) caps.calls = calls;
    if (tokens !== undefined) caps.tokens = tokens;
    const episodes = whole(flags, 'episodes', 1, MAX_EPISODES);
    view = await client.create<View>(EVALUATIONS, {
      provider: flags.provider,
      model: flags.model,
      ...(episodes !== undefined ? { episodes } : {}),
      options: modelOptions(flags),
      ...(Object.keys(caps).length > 0 ? { caps } : {}),
      credentials: { apiKey: apiKey(env) },
    });
  }
  const report = reporter(process.stderr);
  const url = `${EVALUATIONS}/${encodeURIComponent(view.evaluationId)}`;
  process.stderr.write(`${process.stderr.isTTY ? `evaluation ${view.evaluationId}` : JSON.stringify({ event: 'started', evaluationId: view.evaluationId })}\n`);
  report(view);
  while (view.state === 'queued' || view.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    view = await client.get<View>(url);
    report(view);
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (view.state === 'paused') {
    throw new Error(`evaluation ${view.evaluationId} is paused (${view.reason}): the server instance running it stopped; continue with --resume ${view.evaluationId}`);
  }
  if (view.state !== 'complete') throw new Error(`evaluation ${view.evaluationId} ${view.state}${view.reason ? `: ${view.reason}` : ''}`);
  const run = await client.stored(`/api/research/benchmark/${encodeURIComponent(view.runId)}`);
  return { evaluation: view, run };
}
