// The battery CLI: `npm run battery -- run …` plays one agent through the ten games, `npm run battery -- match …` two
// agents against each other. With --server and --research-key play is refereed (the server holds the games, the CLI
// relays its local agents' choices); --offline plays here and scores with v1.0. Progress goes to stderr (a bar per game
// on a TTY, NDJSON otherwise); the result is one JSON object on stdout.
import { open, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { countsPublicly, MAX_SEED } from '../research/benchmark.ts';
import { BATTERY, type BatteryGame } from '../research/games.ts';
import type { Agent } from '../battery/agents/agent.ts';
import { BOT_NAMES, builtInBot } from '../battery/agents/bots.ts';
import { MAX_TOKENS_PARAMS, OpenAICompatibleAgent, type FunctionCalling } from '../battery/agents/openai-compatible.ts';
import { GAMES } from '../battery/games.ts';
import { DEFAULT_EPISODES, GENERATOR_VERSION, generatorOf, MAX_EPISODES, type GeneratorVersion, type Seat } from '../battery/engine.ts';
import { playMatch } from '../battery/match.ts';
import { runBattery, transcriptLines, type Progress, type RecordedDecisions } from '../battery/run.ts';
import type { HumanBaseline } from '../battery/scoring.ts';
import { DEMO_HUMAN_BASELINE } from '../demo/demo-baseline.ts';
import { playerName, playRefereedMatch, playRefereedRun, ServerClient, storedMatch, storedRun, type PlayedDecision, type RefereedResume } from './referee-client.ts';
import { EVALUATE_USAGE, evaluateCommand, EvaluateUsageError } from './evaluate.ts';
import { recordedDecisions, Transcript, TranscriptError, type RunHeader } from './transcript.ts';

const USAGE = `usage:
  npm run battery -- evaluate --provider NAME --model NAME --server URL --research-key rk_… (the server calls the model
                         itself: provider-verified; \`npm run battery -- evaluate --help\`)
  npm run battery -- run --agent <agent> [--base-url URL --model NAME] --server URL --research-key rk_…
                         [--episodes K] [--out report.json] [--transcript run.jsonl]
  npm run battery -- run --resume run.jsonl --agent <agent> … (the same agent; refereed runs also --server URL --research-key,
                         the run's own server)
  npm run battery -- match --a <agent> --b <agent> [--a-model NAME --b-model NAME] [--base-url URL]
                         --server URL --research-key rk_… [--research-key-b rk_…] [--out match.json] [--transcript match.jsonl]
  npm run battery -- run|match --offline … [--seed N] [--concurrency K] [--server URL] [--submit --research-key rk_…]
refereed play (the default with --server and --research-key): the server draws the seed, applies every decision and
  stores the run or match when it completes (--submit is implied); it serves one step at a time, so --concurrency is
  ignored, and --seed is refused (the server draws it)
who relays a refereed match: with --research-key-b (another buyer's research key) that buyer takes and relays seat B, and
  the match counts in the matrix, headToHead and the ratings; without it --research-key relays both seats, and the match
  is stored and listed but counts for none of them (one buyer could throw a seat)
offline play (--offline, or without --server and --research-key): the games are played here on --seed (1), K at a time;
  --submit sends the report or match record, which the server replays (verification self-reported / replayed)
episodes: a run plays each game --episodes K times (${DEFAULT_EPISODES}; 1–${MAX_EPISODES}), each on its own seed; the report has the means and
  dimensionsCi95, 95 % intervals over the episodes (matches play each game once)
resume: --transcript FILE is written as the run goes; --resume FILE continues that run from its last decision, on the
  same seed (offline) or on the server until the run expires (refereed); the agent is only asked what is still due
agents: openai-compatible (with --base-url and --model; key from BATTERY_API_KEY), ${BOT_NAMES.map((b) => `bot:${b}`).join(', ')}
model options: --temperature T|none (0; none: not sent) --max-tokens N (200) --max-tokens-param max_tokens|max_completion_tokens
  --tools auto|on|off (auto: offer the move as a function until the endpoint refuses tools) --timeout-ms N (60000)
  --retries N (4) --provider NAME
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
  'max-tokens-param': { type: 'string' },
  tools: { type: 'string' },
  'timeout-ms': { type: 'string' },
  retries: { type: 'string' },
  seed: { type: 'string' },
  episodes: { type: 'string' },
  concurrency: { type: 'string' },
  out: { type: 'string' },
  transcript: { type: 'string' },
  resume: { type: 'string' },
  submit: { type: 'boolean' },
  offline: { type: 'boolean' },
  server: { type: 'string' },
  'research-key': { type: 'string' },
  'research-key-b': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
type Flags = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];

function integer(flags: Flags, name: 'seed' | 'episodes' | 'concurrency' | 'max-tokens' | 'timeout-ms' | 'retries', fallback: number, min: number, max: number): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** One of `allowed`, or `fallback` when the flag is absent. */
function oneOf<T extends string>(flags: Flags, name: 'max-tokens-param' | 'tools', allowed: readonly T[], fallback: T): T {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}`);
  return raw as T;
}

const TOOLS = { auto: 'auto', on: true, off: false } as const satisfies Record<string, FunctionCalling>;

function agentOf(flags: Flags, spec: string | undefined, side: '' | 'a-' | 'b-', baseline: () => Promise<HumanBaseline>): Promise<Agent> | Agent {
  if (!spec) throw new UsageError(side ? `--${side.slice(0, 1)} <agent> is required` : '--agent <agent> is required');
  if (spec.startsWith('bot:')) {
    const name = spec.slice(4);
    if (!(BOT_NAMES as readonly string[]).includes(name)) throw new UsageError(`unknown bot ${spec}: one of ${BOT_NAMES.map((b) => `bot:${b}`).join(', ')}`);
    return baseline().then((b) => builtInBot(name, b)!);
  }
  if (spec !== 'openai-compatible') throw new UsageError(`unknown agent ${spec}`);
  const baseUrl = flags[`${side}base-url` as 'base-url'] ?? flags['base-url'];
  const model = flags[`${side}model` as 'model'] ?? (side ? undefined : flags.model);
  if (!baseUrl || !model) throw new UsageError(`openai-compatible needs --${side}base-url (or --base-url) and --${side}model`);
  const temperature = flags.temperature === undefined ? 0 : flags.temperature === 'none' ? null : Number(flags.temperature);
  if (temperature !== null && (!Number.isFinite(temperature) || temperature < 0 || temperature > 2)) throw new UsageError('--temperature must be a number from 0 to 2, or none');
  return new OpenAICompatibleAgent({
    baseUrl,
    model,
    ...(flags.provider ? { provider: flags.provider } : {}),
    temperature,
    maxTokens: integer(flags, 'max-tokens', 200, 1, 1_000_000),
    maxTokensParam: oneOf(flags, 'max-tokens-param', MAX_TOKENS_PARAMS, 'max_tokens'),
    functionCalling: TOOLS[oneOf(flags, 'tools', ['auto', 'on', 'off'] as const, 'auto')],
    timeoutMs: integer(flags, 'timeout-ms', 60_000, 100, 3_600_000),
    retries: integer(flags, 'retries', 4, 0, 20),
  });
}

/** The server as a buyer sees it (the research key goes with every request), or null without a server. */
const serverOf = (flags: Flags, server = flags.server): ServerClient | null =>
  server ? new ServerClient({ server, ...(flags['research-key'] ? { researchKey: flags['research-key'] } : {}) }) : null;

/** Refereed play is the default once the CLI can reach the server as a buyer; --offline (or no server) plays here. */
function isRefereed(flags: Flags): boolean {
  if (flags.offline || !flags.server || !flags['research-key']) return false;
  if (flags.seed !== undefined) throw new UsageError('--seed is for --offline play: in refereed play the server draws the seed');
  return true;
}

/** The server's human baseline when there is a server, else the demo warehouse's; fetched once, when first needed. */
function baselineFor(flags: Flags, server: ServerClient | null): () => Promise<HumanBaseline> {
  if (flags.submit && (!flags.server || !flags['research-key'])) throw new UsageError('--submit needs --server URL and --research-key rk_…');
  let held: Promise<HumanBaseline> | undefined;
  return () => (held ??= server ? server.get<HumanBaseline>('/api/research/benchmark/human-baseline') : Promise.resolve(DEMO_HUMAN_BASELINE));
}

/** Progress on stderr: one bar line per game on a TTY (over all its episodes), NDJSON events otherwise. */
function progressReporter(): { onProgress: (p: Progress & { seat?: Seat; episodes?: number }) => void } {
  const tty = process.stderr.isTTY === true;
  const state = new Map<BatteryGame, { done: number; total: number; episodes: number; scores: number[] }>();
  let drawn = 0;
  const draw = () => {
    if (drawn > 0) process.stderr.write(`\x1b[${drawn}A`);
    const lines = [...state].map(([game, s]) => {
      const width = 20;
      const filled = Math.round((width * Math.min(s.done, s.total)) / s.total);
      const mean = s.scores.reduce((sum, x) => sum + x, 0) / s.scores.length;
      const tail = s.scores.length === s.episodes ? `score ${mean.toFixed(2)}` : `${Math.min(s.done, s.total)}/${s.total}`;
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
      const episodes = p.episodes ?? 1;
      const rounds = GAMES[p.game].rounds;
      const held = state.get(p.game) ?? { done: 0, total: rounds * episodes, episodes, scores: [] };
      // max: in a refereed match both seats report, and one seat's copy of a game may run ahead of the other's
      if (p.event === 'decision') held.done = Math.max(held.done, p.episode * rounds + Math.min(p.round, rounds));
      else {
        held.done = (p.episode + 1) * rounds;
        held.scores.push(p.score);
      }
      state.set(p.game, held);
      draw();
    },
  };
}

/** A game's winner on stderr: a line on a TTY, an NDJSON event otherwise. */
function announceWinner(game: BatteryGame, winner: Seat | 'draw'): void {
  process.stderr.write(`${process.stderr.isTTY ? `${game}: ${winner === 'draw' ? 'draw' : `${winner} wins`}` : JSON.stringify({ event: 'game', game, winner })}\n`);
}

async function runCommand(flags: Flags): Promise<unknown> {
  if (flags['research-key-b'] !== undefined) throw new UsageError('--research-key-b relays seat B of a match: a run has one seat');
  if (flags.resume) return resumeRun(flags);
  const refereed = isRefereed(flags);
  const server = serverOf(flags);
  const baseline = baselineFor(flags, server);
  const agent = await agentOf(flags, flags.agent, '', baseline);
  const episodes = integer(flags, 'episodes', DEFAULT_EPISODES, 1, MAX_EPISODES);
  return refereed ? refereedRun(flags, server!, agent, { episodes }) : offlineRun(flags, server, agent, baseline, integer(flags, 'seed', 1, 0, MAX_SEED), episodes);
}

/**
 * A refereed resume goes to the server the user names, and only if the transcript's run is there: the CLI never sends
 * the research key to a server it read from a file (a crafted transcript would collect it).
 */
function sameServer(flags: Flags, recorded: string): void {
  if (!flags.server) throw new UsageError(`resuming a refereed run needs --server URL (the transcript's run is on ${recorded})`);
  if (serverIdentity(flags.server) !== serverIdentity(recorded)) {
    throw new UsageError(`--server ${flags.server} is not the server of ${flags.resume}'s run (${recorded}); resume it there`);
  }
}

/** A server URL as a comparable text: the scheme and host case-insensitive, one trailing slash ignored. */
function serverIdentity(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/$/, '')}`;
  } catch {
    return url;
  }
}

/** `run --resume FILE`: the run the transcript holds, continued with the agent the flags name (it must be the same one). */
async function resumeRun(flags: Flags): Promise<unknown> {
  for (const flag of ['seed', 'episodes', 'transcript', 'offline'] as const) {
    if (flags[flag] !== undefined) throw new UsageError(`--${flag} cannot go with --resume: the transcript says how the run is played`);
  }
  let resumed;
  try {
    resumed = await Transcript.resume(flags.resume!);
  } catch (error) {
    if (error instanceof TranscriptError) throw new UsageError(error.message);
    throw error;
  }
  const { transcript, header, decisions } = resumed;
  try {
    if (header.refereed) sameServer(flags, header.refereed.server);
    const server = serverOf(flags);
    const agent = await agentOf(flags, flags.agent, '', baselineFor(flags, server));
    if (agent.provider !== header.provider || agent.model !== header.model) {
      throw new UsageError(`${flags.resume} is a run of ${header.provider}:${header.model}, not ${agent.provider}:${agent.model}`);
    }
    if (header.refereed) {
      if (!flags['research-key']) throw new UsageError('resuming a refereed run needs --research-key rk_… (the one that opened it)');
      const resume = { runId: header.refereed.runId, seed: header.refereed.agentSeed, decisions: decisions as PlayedDecision[] };
      return await refereedRun(flags, server!, agent, { resume }, transcript);
    }
    return await offlineRun(flags, server, agent, baselineFor(flags, server), header.seed!, header.episodes, { transcript, recorded: recordedDecisions(decisions), generator: generatorOf(header) });
  } finally {
    await transcript.close();
  }
}

async function refereedRun(flags: Flags, server: ServerClient, agent: Agent, play: { episodes?: number; resume?: RefereedResume }, resumed?: Transcript): Promise<unknown> {
  const progress = progressReporter();
  let transcript = resumed ?? null;
  try {
    const result = await playRefereedRun(server, agent, {
      ...play,
      async onOpen({ id, seed }) {
        const refereed = { server: server.base, runId: id, agentSeed: seed };
        const header: RunHeader = { battery: '1.0', mode: 'battery', provider: agent.provider, model: agent.model, episodes: play.episodes ?? DEFAULT_EPISODES, refereed };
        if (flags.transcript) transcript = await Transcript.create(flags.transcript, header);
      },
      async onDecision(d) {
        await transcript?.write(d);
        progress.onProgress({ event: 'decision', game: d.game, episode: d.episode, episodes: d.episodes, round: d.round, rounds: d.rounds, fallback: d.fallback, seat: d.seat });
      },
    });
    const report = await storedRun(server, result.runId);
    for (const g of report.games) {
      for (const [episode, score] of (g.episodeScores ?? [g.score]).entries()) progress.onProgress({ event: 'game', game: g.game, episode, episodes: report.episodes, score });
    }
    if (flags.out) await writeFile(flags.out, `${JSON.stringify(report, null, 2)}\n`);
    const { runId, state, overall, seed, ranked, invalidReplies } = result;
    // settings: the agent's as the run ends (token usage…), which the server only saw as the run opened
    return { runId, state, overall, seed, ranked, invalidReplies, episodes: report.episodes, dimensionsCi95: report.dimensionsCi95, report: flags.out ?? report, settings: agent.settings() };
  } finally {
    if (!resumed) await transcript?.close();
  }
}

async function offlineRun(
  flags: Flags,
  server: ServerClient | null,
  agent: Agent,
  baseline: () => Promise<HumanBaseline>,
  seed: number,
  episodes: number,
  resumed?: { transcript: Transcript; recorded: RecordedDecisions; generator: GeneratorVersion },
): Promise<unknown> {
  const progress = progressReporter();
  // A resumed run goes on on the generator it began on.
  const generator = resumed?.generator ?? GENERATOR_VERSION;
  const header: RunHeader = { battery: '1.0', mode: 'battery', provider: agent.provider, model: agent.model, episodes, seed, generator };
  const transcript = resumed?.transcript ?? (flags.transcript ? await Transcript.create(flags.transcript, header) : null);
  try {
    const { report, played } = await runBattery({
      agent,
      seed,
      generator,
      episodes,
      baseline: await baseline(),
      concurrency: integer(flags, 'concurrency', 1, 1, BATTERY.length * episodes),
      onProgress: (p) => progress.onProgress({ ...p, episodes }),
      ...(resumed ? { recorded: resumed.recorded } : {}),
      ...(transcript ? { onDecision: (line) => transcript.write(line) } : {}),
    });
    // The games' results close the transcript (a resume drops them and writes them again at its end).
    for (const p of played) await transcript?.write({ game: p.game, episode: p.episode, result: p.result });
    if (flags.out) await writeFile(flags.out, `${JSON.stringify(report, null, 2)}\n`);
    const submission = flags.submit ? await server!.create('/api/research/benchmark/submit', { report }) : null;
    return { report: flags.out ?? report, submission };
  } finally {
    if (!resumed) await transcript?.close();
  }
}

async function matchCommand(flags: Flags): Promise<unknown> {
  if (flags.resume) throw new UsageError('--resume continues runs; a match is played again from the start');
  if (flags.episodes !== undefined) throw new UsageError('--episodes is for runs: a match plays each game once');
  const refereed = isRefereed(flags);
  if (flags['research-key-b'] !== undefined && !refereed) throw new UsageError('--research-key-b is for refereed play: it needs --server URL and --research-key rk_…, without --offline');
  if (flags['research-key-b'] !== undefined && flags['research-key-b'] === flags['research-key']) {
    throw new UsageError("--research-key-b must be another buyer's research key: one buyer relaying both seats is what it avoids");
  }
  const server = serverOf(flags);
  const baseline = baselineFor(flags, server);
  const agents = { A: await agentOf(flags, flags.a, 'a-', baseline), B: await agentOf(flags, flags.b, 'b-', baseline) };
  return refereed ? refereedMatch(flags, server!, agents) : offlineMatch(flags, server, agents);
}

/** Why a match one buyer relayed is stored but does not move the public numbers, as the CLI says it. */
const ONE_BUYER_NOTE =
  'one buyer relayed both seats: the match is stored and listed by /head-to-head/results, but does not count in the matrix, ' +
  "headToHead or the ratings; give --research-key-b (another buyer's research key) to have seat B relayed by that buyer";

async function refereedMatch(flags: Flags, server: ServerClient, agents: Record<Seat, Agent>): Promise<unknown> {
  const progress = progressReporter();
  // Seat B's buyer: its own research key goes with its requests only.
  const seatB = flags['research-key-b'] ? new ServerClient({ server: server.base, researchKey: flags['research-key-b'] }) : null;
  if (!seatB) process.stderr.write(`${process.stderr.isTTY ? `note: ${ONE_BUYER_NOTE}` : JSON.stringify({ event: 'note', note: ONE_BUYER_NOTE })}\n`);
  const transcript = flags.transcript ? await open(flags.transcript, 'w') : null;
  const result = await playRefereedMatch(server, agents, {
    seatB,
    async onDecision(d) {
      await transcript?.write(`${JSON.stringify(d)}\n`);
      progress.onProgress({ event: 'decision', game: d.game, episode: d.episode, round: d.round, rounds: d.rounds, fallback: d.fallback, seat: d.seat });
    },
  }).finally(() => transcript?.close());
  const record = await storedMatch(server, result.matchId, playerName(agents.A), playerName(agents.B));
  for (const g of record.games) announceWinner(g.game, g.winner);
  if (flags.out) await writeFile(flags.out, `${JSON.stringify(record, null, 2)}\n`);
  const { matchId, state, seed, winsA, winsB, draws } = result;
  const counts = countsPublicly(record);
  return {
    matchId,
    state,
    seed,
    winsA,
    winsB,
    draws,
    relay: record.relay,
    countsPublicly: counts,
    ...(counts ? {} : { note: ONE_BUYER_NOTE }),
    match: flags.out ?? record,
    settings: { A: agents.A.settings(), B: agents.B.settings() },
  };
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
  if (argv[0] === 'evaluate') return evaluate(argv.slice(1));
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

/** `evaluate`: the server plays the model itself (src/cli/evaluate.ts), with flags of its own. */
async function evaluate(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${EVALUATE_USAGE}\n`);
    return 0;
  }
  try {
    process.stdout.write(`${JSON.stringify(await evaluateCommand(argv), null, 2)}\n`);
    return 0;
  } catch (error) {
    const usage = error instanceof EvaluateUsageError;
    process.stderr.write(`${usage ? `${error.message}\n${EVALUATE_USAGE}` : `battery: ${(error as Error).message}`}\n`);
    return usage ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
