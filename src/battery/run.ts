// A battery run: one agent through the ten games against their scripted counterparts, scored with v1.0. Games run
// `concurrency` at a time; the report and transcript come out in battery order whatever the concurrency.
import { BATTERY, type BatteryGame } from '../research/games.ts';
import { SCORING_VERSION, type BenchmarkReport } from '../research/benchmark.ts';
import type { Agent } from './agents/agent.ts';
import { playGame, scriptedCounterpart, type Decider, type PlayedGame, type SeatResult, type TranscriptLine } from './engine.ts';
import { GAMES } from './games.ts';
import { scoreBattery, type HumanBaseline } from './scoring.ts';

export type Progress =
  | { event: 'decision'; game: BatteryGame; round: number; rounds: number; fallback: boolean }
  | { event: 'game'; game: BatteryGame; score: number };

export interface RunOptions {
  agent: Agent;
  seed: number;
  baseline: HumanBaseline;
  /** the report's date, yyyy-mm-dd (default: today, UTC) */
  date?: string;
  concurrency?: number;
  onProgress?: (progress: Progress) => void;
}

export interface BatteryRun {
  report: BenchmarkReport;
  played: PlayedGame[];
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

/** An agent as the decider of one seat of one game, counting fallback moves. */
export function agentDecider(agent: Agent, game: BatteryGame, seed: number, counts: { invalid: number }, onDecision?: (round: number, fallback: boolean) => void): Decider {
  const rules = GAMES[game].rules;
  return async (ask, round) => {
    const decision = await agent.decide({ game, rules, round, ask, seed });
    if (decision.fallback) counts.invalid++;
    onDecision?.(round, decision.fallback);
    return decision.choice;
  };
}

/** Seat A's results and choices in a set of played games, by game. */
export function seatA(played: readonly PlayedGame[]): { results: Record<BatteryGame, SeatResult>; choices: Record<BatteryGame, string[]> } {
  const results = {} as Record<BatteryGame, SeatResult>;
  const choices = {} as Record<BatteryGame, string[]>;
  for (const p of played) {
    results[p.game] = p.result.A;
    choices[p.game] = p.decisions.A.map((d) => d.choice);
  }
  return { results, choices };
}

export async function runBattery(options: RunOptions): Promise<BatteryRun> {
  const { agent, seed, baseline } = options;
  const counts = { invalid: 0 };
  const played = await inOrder(
    BATTERY.map((game) => async () => {
      const definition = GAMES[game];
      const progress = (round: number, fallback: boolean) =>
        options.onProgress?.({ event: 'decision', game, round, rounds: definition.rounds, fallback });
      const result = await playGame(definition, seed, 'battery', {
        A: agentDecider(agent, game, seed, counts, progress),
        B: scriptedCounterpart(definition, seed),
      });
      options.onProgress?.({ event: 'game', game, score: result.result.A.score });
      return result;
    }),
    options.concurrency ?? 1,
  );
  const { results, choices } = seatA(played);
  const scores = scoreBattery(results, choices, baseline);
  const report: BenchmarkReport = {
    scoringVersion: SCORING_VERSION,
    provider: agent.provider,
    model: agent.model,
    date: options.date ?? new Date().toISOString().slice(0, 10),
    seed,
    dimensions: scores.dimensions,
    humanAlignment: scores.humanAlignment,
    ocean: scores.ocean,
    baseline: scores.baseline,
    invalidReplies: counts.invalid,
    games: played.map((p) => ({ game: p.game, rounds: GAMES[p.game].rounds, score: p.result.A.score, decisions: p.decisions.A })),
    settings: agent.settings(),
  };
  return { report, played };
}

/** The transcript as JSON lines: a header, then every decision and each game's result, in battery order. */
export function transcriptLines(header: Record<string, unknown>, played: readonly PlayedGame[]): string[] {
  const lines: string[] = [JSON.stringify(header)];
  for (const p of played) {
    for (const line of p.transcript) lines.push(JSON.stringify(line satisfies TranscriptLine));
    lines.push(JSON.stringify({ game: p.game, result: p.result }));
  }
  return lines;
}
