// A battery run: one agent through the ten games against their scripted counterparts, each game played `episodes`
// times on seeds derived from the run's, scored with v1.0. Games run `concurrency` at a time; the report and transcript
// come out in battery order whatever the concurrency.
import { BATTERY, describeForms, type BatteryGame } from '../research/games.ts';
import { SCORING_VERSION, type BenchmarkReport, type StoredReport } from '../research/benchmark.ts';
import type { Agent, AgentDecision } from './agents/agent.ts';
import {
  DEFAULT_EPISODES,
  episodeSeed,
  GENERATOR_VERSION,
  type GeneratorVersion,
  playGame,
  ReplayMismatch,
  scriptedCounterpart,
  type Ask,
  type Decider,
  type Decision,
  type PlayedGame,
  type SeatResult,
  type TranscriptLine,
} from './engine.ts';
import { GAMES } from './games.ts';
import { scoreBattery, type BatteryScores, type Episode, type HumanBaseline } from './scoring.ts';

export type Progress =
  | { event: 'decision'; game: BatteryGame; episode: number; round: number; rounds: number; fallback: boolean }
  | { event: 'game'; game: BatteryGame; episode: number; score: number };

/** Decisions made earlier in a run being resumed, per game and episode (`recordedKey`), in play order. */
export type RecordedDecisions = ReadonlyMap<string, readonly Decision[]>;
export const recordedKey = (game: BatteryGame, episode: number): string => `${game}/${episode}`;

export interface RunOptions {
  agent: Agent;
  seed: number;
  baseline: HumanBaseline;
  /** how many times each game is played, each episode on its own seed (default DEFAULT_EPISODES) */
  episodes?: number;
  /** how the seed's streams are derived (default GENERATOR_VERSION; a stored record's own to replay it) */
  generator?: GeneratorVersion;
  /** the report's date, yyyy-mm-dd (default: today, UTC) */
  date?: string;
  concurrency?: number;
  onProgress?: (progress: Progress) => void;
  /** a resumed run's decisions so far: played again as recorded (the agent is told them, not asked) */
  recorded?: RecordedDecisions;
  /** each decision the agent makes, as it is made (the resumable transcript); the run waits for it */
  onDecision?: (line: TranscriptLine & { episode: number; fallback: boolean; replies?: AgentDecision['replies'] }) => void | Promise<void>;
}

/** One play of one game in a run. */
export interface PlayedEpisode extends PlayedGame {
  episode: number;
}

/** A report as the engine makes it: it always says how many episodes it played and their intervals. */
export type PlayedReport = BenchmarkReport & Pick<StoredReport, 'episodes' | 'dimensionsCi95'>;

export interface BatteryRun {
  report: PlayedReport;
  played: PlayedEpisode[];
}

/** Runs `tasks` with at most `limit` in flight; results in task order. */
export async function inOrder<T>(tasks: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

export interface SeatOptions {
  /** which play of the game (0-based) */
  episode?: number;
  /** the generator the game is played on: the agent's own draws are made on it too */
  generator: GeneratorVersion;
  counts: { invalid: number };
  onDecision?: (round: number, decision: AgentDecision, ask: Ask) => void | Promise<void>;
  /** decisions to play as recorded before the agent is asked (a resumed run) */
  recorded?: readonly Decision[];
}

/** An agent as the decider of one seat of one game (on `seed`, the episode's), counting fallback moves. */
export function agentDecider(agent: Agent, game: BatteryGame, seed: number, options: SeatOptions): Decider {
  const rules = GAMES[game].rules;
  const episode = options.episode ?? 0;
  let replayed = 0;
  return async (ask, round) => {
    const turn = { game, rules, round, episode, ask, seed, generator: options.generator };
    const record = options.recorded?.[replayed];
    let decision: AgentDecision;
    if (record) {
      replayed++;
      if (record.round !== round) throw new ReplayMismatch(game, ask.seat, `recorded decision ${replayed} is for round ${record.round}, but the game asks for round ${round}`);
      agent.observe?.(turn, record.choice);
      decision = { choice: record.choice, fallback: record.fallback === true };
    } else {
      decision = await agent.decide(turn);
      await options.onDecision?.(round, decision, ask);
    }
    if (decision.fallback) options.counts.invalid++;
    return decision.choice;
  };
}

/** The played games as episodes: each one's results and choices by game. */
export function episodesOf(played: readonly PlayedEpisode[], episodes: number): Episode[] {
  return Array.from({ length: episodes }, (_, episode) => {
    const results = {} as Record<BatteryGame, SeatResult>;
    const choices = {} as Record<BatteryGame, string[]>;
    for (const p of played) {
      if (p.episode !== episode) continue;
      results[p.game] = p.result.A;
      choices[p.game] = p.decisions.A.map((d) => d.choice);
    }
    return { results, choices };
  });
}

/** The report's games: per game the mean score, each episode's score, and every episode's decisions (tagged when several). */
export function reportGames(played: readonly PlayedEpisode[], scores: BatteryScores, episodes: number, decisionsOf = (p: PlayedEpisode) => p.decisions.A): BenchmarkReport['games'] {
  return scores.games.map(({ game, score, episodeScores }) => ({
    game,
    rounds: GAMES[game].rounds,
    score,
    ...(episodes > 1 ? { episodeScores } : {}),
    decisions: played.filter((p) => p.game === game).flatMap((p) => (episodes > 1 ? decisionsOf(p).map((d) => ({ ...d, episode: p.episode })) : decisionsOf(p))),
  }));
}

/** Each game `episodes` times in battery order (a game's episodes one after another), with the episode's seed. */
export const plays = (seed: number, episodes: number, generator: GeneratorVersion) =>
  BATTERY.flatMap((game) => Array.from({ length: episodes }, (_, episode) => ({ game, episode, seed: episodeSeed(seed, episode, generator) })));

export async function runBattery(options: RunOptions): Promise<BatteryRun> {
  const { agent, seed, baseline } = options;
  const episodes = options.episodes ?? DEFAULT_EPISODES;
  const generator = options.generator ?? GENERATOR_VERSION;
  const counts = { invalid: 0 };
  const played = await inOrder(
    plays(seed, episodes, generator).map(({ game, episode, seed: gameSeed }) => async (): Promise<PlayedEpisode> => {
      const definition = GAMES[game];
      const result = await playGame(definition, gameSeed, 'battery', {
        A: agentDecider(agent, game, gameSeed, {
          episode,
          generator,
          counts,
          recorded: options.recorded?.get(recordedKey(game, episode)) ?? [],
          onDecision: async (round, decision, ask) => {
            options.onProgress?.({ event: 'decision', game, episode, round, rounds: definition.rounds, fallback: decision.fallback });
            const legal = describeForms(ask.legal);
            const { choice, fallback, replies } = decision;
            await options.onDecision?.({ game, episode, round, seat: 'A', prompt: ask.prompt, view: ask.view, legal, choice, fallback, ...(replies ? { replies } : {}) });
          },
        }),
        B: scriptedCounterpart(definition, gameSeed, generator),
      }, generator);
      options.onProgress?.({ event: 'game', game, episode, score: result.result.A.score });
      return { ...result, episode };
    }),
    options.concurrency ?? 1,
  );
  const scores = scoreBattery(episodesOf(played, episodes), baseline);
  const report: PlayedReport = {
    scoringVersion: SCORING_VERSION,
    provider: agent.provider,
    model: agent.model,
    date: options.date ?? new Date().toISOString().slice(0, 10),
    seed,
    // Version 1 is written as it always was, without the field: its records stay byte for byte what they were.
    ...(generator === 1 ? {} : { generator }),
    episodes,
    dimensions: scores.dimensions,
    dimensionsCi95: scores.dimensionsCi95,
    humanAlignment: scores.humanAlignment,
    ocean: scores.ocean,
    baseline: scores.baseline,
    invalidReplies: counts.invalid,
    games: reportGames(played, scores, episodes),
    settings: agent.settings(),
  };
  return { report, played };
}

/** The transcript as JSON lines: a header, then every decision and each game's result, in battery order. */
export function transcriptLines(header: Record<string, unknown>, played: readonly PlayedGame[]): string[] {
  const lines: string[] = [JSON.stringify(header)];
  for (const p of played) {
    const episode = 'episode' in p ? { episode: p.episode } : {};
    for (const line of p.transcript) lines.push(JSON.stringify({ ...(line satisfies TranscriptLine), ...episode }));
    lines.push(JSON.stringify({ game: p.game, ...episode, result: p.result }));
  }
  return lines;
}
