// The battery CLI: `npm run battery -- run …` plays one agent through the ten games and scores it with v1.0;
// `npm run battery -- match …` plays two agents against each other. Progress goes to stderr (a bar per game on a TTY,
// NDJSON otherwise); the result is one JSON object on stdout. The server is only contacted for --server / --submit.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { MAX_SEED } from '../research/benchmark.ts';
import { BATTERY, type BatteryGame } from '../research/games.ts';
import type { Agent } from '../battery/agents/agent.ts';
import { BOT_NAMES, builtInBot } from '../battery/agents/bots.ts';
import { OpenAICompatibleAgent } from '../battery/agents/openai-compatible.ts';
import { GAMES } from '../battery/games.ts';
import { playMatch } from '../battery/match.ts';
import { runBattery, transcriptLines, type Progress } from '../battery/run.ts';
import type { HumanBaseline } from '../battery/scoring.ts';
import { demoHumanBaseline } from '../../warehouse/demo.ts';

const USAGE = `usage:
  npm run battery -- run --agent <agent> [--base-url URL --model NAME] [--seed N] [--concurrency K]
                         [--out report.json] [--transcript run.jsonl] [--server URL] [--submit --research-key rk_…]
  npm run battery -- match --a <agent> --b <agent> [--a-model NAME --b-model NAME] [--base-url URL] [--seed N]
                         [--concurrency K] [--out match.json] [--transcript match.jsonl] [--server URL] [--submit --research-key rk_…]
agents: openai-compatible (with --base-url and --model; key from BATTERY_API_KEY), ${BOT_NAMES.map((b) => `bot:${b}`).join(', ')}
model options: --temperature T (0) --max-tokens N (200) --timeout-ms N (60000) --retries N (4) --provider NAME
without --server, humanAlignment and bot:human use the demo warehouse's baseline (what a fresh \`npm start\` serves)`;

class UsageError extends Error {}

const options = {
  agent: { type: 'string' },
  a: { type: 'string' },
  b: { type: 'string' },
  'base-url': { type: 'string' },
  'a-base-url': { type: 'string' },
  'b-base-url': { type: 'string' },
  model: { type: 'string' },
  'a-model': { type: 'string' },
  'b-model': { type: 'string' },
  provider: { type: 'string' },
  temperature: { type: 'string' },
  'max-tokens': { type: 'string' },
  'timeout-ms': { type: 'string' },
  retries: { type: 'string' },
  seed: { type: 'string' },
  concurrency: { type: 'string' },
  out: { type: 'string' },
  transcript: { type: 'string' },
  submit: { type: 'boolean' },
  server: { type: 'string' },
  'research-key': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
type Flags = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];

function integer(flags: Flags, name: 'seed' | 'concurrency' | 'max-tokens' | 'timeout-ms' | 'retries', fallback: number, min: number, max: number): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function agentOf(flags: Flags, spec: string | undefined, side: '' | 'a-' | 'b-', baseline: HumanBaseline): Agent {
  if (!spec) throw new UsageError(side ? `--${side.slice(0, 1)} <agent> is required` : '--agent <agent> is required');
  if (spec.startsWith('bot:')) {
    const bot = builtInBot(spec.slice(4), baseline);
    if (!bot) throw new UsageError(`unknown bot ${spec}: one of ${BOT_NAMES.map((b) => `bot:${b}`).join(', ')}`);
    return bot;
  }
  if (spec !== 'openai-compatible') throw new UsageError(`unknown agent ${spec}`);
  const baseUrl = flags[`${side}base-url` as 'base-url'] ?? flags['base-url'];
  const model = flags[`${side}model` as 'model'] ?? (side ? undefined : flags.model);
  if (!baseUrl || !model) throw new UsageError(`openai-compatible needs --${side}base-url (or --base-url) and --${side}model`);
  const temperature = flags.temperature === undefined ? 0 : Number(flags.temperature);
  if (!Number.isFinite(temperature) || temperature < 0 || temperature > 2) throw new UsageError('--temperature must be a number from 0 to 2');
  return new OpenAICompatibleAgent({
    baseUrl,
    model,
    ...(flags.provider ? { provider: flags.provider } : {}),
    temperature,
    maxTokens: integer(flags, 'max-tokens', 200, 1, 100_000),
    timeoutMs: integer(flags, 'timeout-ms', 60_000, 100, 3_600_000),
    retries: integer(flags, 'retries', 4, 0, 20),
  });
}

const serverUrl = (flags: Flags, path: string) => new URL(path, flags.server!.endsWith('/') ? flags.server : `${flags.server}/`).href;

async function serverJson(flags: Flags, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(serverUrl(flags, path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-research-key': flags['research-key']! }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text.slice(0, 500);
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${typeof parsed === 'string' ? parsed : JSON.stringify(parsed)}`);
  return parsed;
}

/** The server's human baseline when --server is given, else the demo warehouse's. */
async function baselineFor(flags: Flags): Promise<HumanBaseline> {
  if (flags.submit && (!flags.server || !flags['research-key'])) throw new UsageError('--submit needs --server URL and --research-key rk_…');
  if (!flags.server) return demoHumanBaseline();
  return (await serverJson(flags, '/api/research/benchmark/human-baseline')) as HumanBaseline;
}

/** Progress on stderr: one bar line per game on a TTY, NDJSON events otherwise. */
function progressReporter(): { onProgress: (p: Progress) => void; done: () => void } {
  const tty = process.stderr.isTTY === true;
  const state = new Map<BatteryGame, { round: number; rounds: number; score?: number }>();
  let drawn = 0;
  const draw = () => {
    if (drawn > 0) process.stderr.write(`\x1b[${drawn}A`);
    const lines = [...state].map(([game, s]) => {
      const width = 20;
      const filled = Math.round((width * s.round) / s.rounds);
      const tail = s.score === undefined ? `${s.round}/${s.rounds}` : `score ${s.score.toFixed(2)}`;
      return `${game.padEnd(18)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${tail}\x1b[K`;
    });
    process.stderr.write(`${lines.join('\n')}\n`);
    drawn = lines.length;
  };
  return {
    onProgress(p) {
      if (!tty) {
        process.stderr.write(`${JSON.stringify(p)}\n`);
        return;
      }
      const rounds = GAMES[p.game].rounds;
      const held = state.get(p.game) ?? { round: 0, rounds };
      if (p.event === 'decision') held.round = Math.min(p.round, rounds);
      else Object.assign(held, { round: rounds, score: p.score });
      state.set(p.game, held);
      draw();
    },
    done() {},
  };
}

async function runCommand(flags: Flags): Promise<unknown> {
  const baseline = await baselineFor(flags);
  const agent = agentOf(flags, flags.agent, '', baseline);
  const seed = integer(flags, 'seed', 1, 0, MAX_SEED);
  const progress = progressReporter();
  const { report, played } = await runBattery({ agent, seed, baseline, concurrency: integer(flags, 'concurrency', 1, 1, BATTERY.length), onProgress: progress.onProgress });
  if (flags.transcript) await writeFile(flags.transcript, `${transcriptLines({ battery: report.scoringVersion, mode: 'battery', seed }, played).join('\n')}\n`);
  if (flags.out) await writeFile(flags.out, `${JSON.stringify(report, null, 2)}\n`);
  const submission = flags.submit ? await serverJson(flags, '/api/research/benchmark/submit', { report }) : null;
  return { report: flags.out ?? report, submission };
}

async function matchCommand(flags: Flags): Promise<unknown> {
  const baseline = await baselineFor(flags);
  const a = agentOf(flags, flags.a, 'a-', baseline);
  const b = agentOf(flags, flags.b, 'b-', baseline);
  const seed = integer(flags, 'seed', 1, 0, MAX_SEED);
  const { record, games } = await playMatch({
    a,
    b,
    seed,
    concurrency: integer(flags, 'concurrency', 1, 1, BATTERY.length),
    onGame: (game, winner) => process.stderr.write(`${process.stderr.isTTY ? `${game}: ${winner === 'draw' ? 'draw' : `${winner} wins`}` : JSON.stringify({ event: 'game', game, winner })}\n`),
  });
  if (flags.transcript) await writeFile(flags.transcript, `${transcriptLines({ battery: '1.0', mode: 'match', seed, playerA: record.playerA, playerB: record.playerB }, games.flatMap((g) => g.played)).join('\n')}\n`);
  if (flags.out) await writeFile(flags.out, `${JSON.stringify(record, null, 2)}\n`);
  const submission = flags.submit ? await serverJson(flags, '/api/research/head-to-head/submit', record) : null;
  return { match: flags.out ?? record, submission };
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return parsed.values.help ? 0 : 2;
  }
  try {
    const run = command === 'run' ? runCommand : command === 'match' ? matchCommand : null;
    if (!run) throw new UsageError(`unknown command ${command}`);
    process.stdout.write(`${JSON.stringify(await run(parsed.values), null, 2)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof UsageError ? `${error.message}\n${USAGE}` : `battery: ${(error as Error).message}`}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
