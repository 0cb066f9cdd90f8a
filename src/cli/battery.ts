// The battery CLI: `npm run battery -- run …` plays one agent through the ten games, `npm run battery -- match …` two
// agents against each other. With --server and --research-key play is refereed (the server holds the games, the CLI
// relays its local agents' choices); --offline plays here and scores with v1.0. Progress goes to stderr (a bar per game
// on a TTY, NDJSON otherwise); the result is one JSON object on stdout.
import { open, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { MAX_SEED } from '../research/benchmark.ts';
import { BATTERY, type BatteryGame } from '../research/games.ts';
import type { Agent } from '../battery/agents/agent.ts';
import { BOT_NAMES, builtInBot } from '../battery/agents/bots.ts';
import { OpenAICompatibleAgent } from '../battery/agents/openai-compatible.ts';
import { GAMES } from '../battery/games.ts';
import type { Seat } from '../battery/engine.ts';
import { playMatch } from '../battery/match.ts';
import { runBattery, transcriptLines, type Progress } from '../battery/run.ts';
import type { HumanBaseline } from '../battery/scoring.ts';
import { demoHumanBaseline } from '../../warehouse/demo.ts';
import { playerName, playRefereedMatch, playRefereedRun, ServerClient, storedMatch, storedRun, type PlayedDecision } from './referee-client.ts';

const USAGE = `usage:
  npm run battery -- run --agent <agent> [--base-url URL --model NAME] --server URL --research-key rk_…
                         [--out report.json] [--transcript run.jsonl]
  npm run battery -- match --a <agent> --b <agent> [--a-model NAME --b-model NAME] [--base-url URL]
                         --server URL --research-key rk_… [--out match.json] [--transcript match.jsonl]
  npm run battery -- run|match --offline … [--seed N] [--concurrency K] [--server URL] [--submit --research-key rk_…]
refereed play (the default with --server and --research-key): the server draws the seed, applies every decision and
  stores the run or match when it completes (--submit is implied); it serves one step at a time, so --concurrency is
  ignored, and --seed is refused (the server draws it)
offline play (--offline, or without --server and --research-key): the games are played here on --seed (1), K at a time;
  --submit sends the report or match record, which the server replays (verification self-reported / replayed)
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
  offline: { type: 'boolean' },
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

/** The server as a buyer sees it (the research key goes with every request), or null without --server. */
const serverOf = (flags: Flags): ServerClient | null =>
  flags.server ? new ServerClient({ server: flags.server, ...(flags['research-key'] ? { researchKey: flags['research-key'] } : {}) }) : null;

/** Refereed play is the default once the CLI can reach the server as a buyer; --offline (or no server) plays here. */
function isRefereed(flags: Flags): boolean {
  if (flags.offline || !flags.server || !flags['research-key']) return false;
  if (flags.seed !== undefined) throw new UsageError('--seed is for --offline play: in refereed play the server draws the seed');
  return true;
}

/** The server's human baseline when --server is given, else the demo warehouse's. */
async function baselineFor(flags: Flags, server: ServerClient | null): Promise<HumanBaseline> {
  if (flags.submit && (!flags.server || !flags['research-key'])) throw new UsageError('--submit needs --server URL and --research-key rk_…');
  if (!server) return demoHumanBaseline();
  return server.get<HumanBaseline>('/api/research/benchmark/human-baseline');
}

/** Progress on stderr: one bar line per game on a TTY, NDJSON events otherwise. */
function progressReporter(): { onProgress: (p: Progress & { seat?: Seat }) => void } {
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
      // max: in a refereed match both seats report, and one seat's copy of a game may run ahead of the other's
      if (p.event === 'decision') held.round = Math.max(held.round, Math.min(p.round, rounds));
      else Object.assign(held, { round: rounds, score: p.score });
      state.set(p.game, held);
      draw();
    },
  };
}

/** A game's winner on stderr: a line on a TTY, an NDJSON event otherwise. */
function announceWinner(game: BatteryGame, winner: Seat | 'draw'): void {
  process.stderr.write(`${process.stderr.isTTY ? `${game}: ${winner === 'draw' ? 'draw' : `${winner} wins`}` : JSON.stringify({ event: 'game', game, winner })}\n`);
}

/**
 * What refereed play shows as it goes: progress on stderr, and each decision as a transcript line written as it is
 * played (a failed run keeps what was played).
 */
async function refereedReporting(flags: Flags) {
  const progress = progressReporter();
  const transcript = flags.transcript ? await open(flags.transcript, 'w') : null;
  return {
    progress,
    async onDecision(d: PlayedDecision) {
      progress.onProgress({ event: 'decision', game: d.game, round: d.round, rounds: d.rounds, fallback: d.fallback, seat: d.seat });
      await transcript?.write(`${JSON.stringify(d)}\n`);
    },
    close: async () => transcript?.close(),
  };
}

async function runCommand(flags: Flags): Promise<unknown> {
  const refereed = isRefereed(flags);
  const server = serverOf(flags);
  const baseline = await baselineFor(flags, server);
  const agent = agentOf(flags, flags.agent, '', baseline);
  return refereed ? refereedRun(flags, server!, agent) : offlineRun(flags, server, agent, baseline);
}

async function refereedRun(flags: Flags, server: ServerClient, agent: Agent): Promise<unknown> {
  const reporting = await refereedReporting(flags);
  const result = await playRefereedRun(server, agent, { onDecision: reporting.onDecision }).finally(reporting.close);
  const report = await storedRun(server, result.runId);
  for (const g of report.games) reporting.progress.onProgress({ event: 'game', game: g.game, score: g.score });
  if (flags.out) await writeFile(flags.out, `${JSON.stringify(report, null, 2)}\n`);
  const { runId, state, overall, seed, ranked, invalidReplies } = result;
  // settings: the agent's as the run ends (token usage…), which the server only saw as the run opened
  return { runId, state, overall, seed, ranked, invalidReplies, report: flags.out ?? report, settings: agent.settings() };
}

async function offlineRun(flags: Flags, server: ServerClient | null, agent: Agent, baseline: HumanBaseline): Promise<unknown> {
  const seed = integer(flags, 'seed', 1, 0, MAX_SEED);
  const progress = progressReporter();
  const { report, played } = await runBattery({ agent, seed, baseline, concurrency: integer(flags, 'concurrency', 1, 1, BATTERY.length), onProgress: progress.onProgress });
  if (flags.transcript) await writeFile(flags.transcript, `${transcriptLines({ battery: report.scoringVersion, mode: 'battery', seed }, played).join('\n')}\n`);
  if (flags.out) await writeFile(flags.out, `${JSON.stringify(report, null, 2)}\n`);
  const submission = flags.submit ? await server!.create('/api/research/benchmark/submit', { report }) : null;
  return { report: flags.out ?? report, submission };
}

async function matchCommand(flags: Flags): Promise<unknown> {
  const refereed = isRefereed(flags);
  const server = serverOf(flags);
  const baseline = await baselineFor(flags, server);
  const agents = { A: agentOf(flags, flags.a, 'a-', baseline), B: agentOf(flags, flags.b, 'b-', baseline) };
  return refereed ? refereedMatch(flags, server!, agents) : offlineMatch(flags, server, agents);
}

async function refereedMatch(flags: Flags, server: ServerClient, agents: Record<Seat, Agent>): Promise<unknown> {
  const reporting = await refereedReporting(flags);
  const result = await playRefereedMatch(server, agents, { onDecision: reporting.onDecision }).finally(reporting.close);
  const record = await storedMatch(server, result.matchId, playerName(agents.A), playerName(agents.B));
  for (const g of record.games) announceWinner(g.game, g.winner);
  if (flags.out) await writeFile(flags.out, `${JSON.stringify(record, null, 2)}\n`);
  const { matchId, state, seed, winsA, winsB, draws } = result;
  return { matchId, state, seed, winsA, winsB, draws, match: flags.out ?? record, settings: { A: agents.A.settings(), B: agents.B.settings() } };
}

async function offlineMatch(flags: Flags, server: ServerClient | null, agents: Record<Seat, Agent>): Promise<unknown> {
  const seed = integer(flags, 'seed', 1, 0, MAX_SEED);
  const { record, games } = await playMatch({ a: agents.A, b: agents.B, seed, concurrency: integer(flags, 'concurrency', 1, 1, BATTERY.length), onGame: announceWinner });
  if (flags.transcript) await writeFile(flags.transcript, `${transcriptLines({ battery: '1.0', mode: 'match', seed, playerA: record.playerA, playerB: record.playerB }, games.flatMap((g) => g.played)).join('\n')}\n`);
  if (flags.out) await writeFile(flags.out, `${JSON.stringify(record, null, 2)}\n`);
  const submission = flags.submit ? await server!.create('/api/research/head-to-head/submit', record) : null;
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
