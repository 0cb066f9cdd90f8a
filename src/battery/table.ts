// A refereed table (SPEC §6, "Trust"): a run (one agent through the battery against the scripted counterparts) or a
// match (two agents) whose environment the server holds. A table is plain JSON — seed, players, and the decisions
// applied so far — and every step replays the game in play from them to find what is due. So a table lives in any
// store, any instance continues it, and its record is made by the same replay as a submitted one: it replays to the
// same numbers.
import { ApiError } from '../errors.ts';
import { BATTERY, choiceStrings, matchesForms, type BatteryGame } from '../research/games.ts';
import type { Agent, AgentDecision } from './agents/agent.ts';
import { fallbackMove, Stream, streamOf, type Ask, type Decision, type Mode, type Seat } from './engine.ts';
import { GAMES } from './games.ts';
import { playMatch, type MatchRecord } from './match.ts';
import { runBattery } from './run.ts';
import type { BenchmarkReport } from '../research/benchmark.ts';
import type { HumanBaseline } from './scoring.ts';

export type TableKind = 'run' | 'match';

export interface Player {
  provider: string;
  model: string;
}

export interface Table {
  kind: TableKind;
  /** the battery seed: drawn by the server, revealed only with the completed record */
  seed: number;
  /** a run has seat A only; a match seats playerA in A and playerB in B */
  players: { A: Player; B?: Player };
  /** a run's report settings, as the client gave them */
  settings?: Record<string, unknown>;
  /** the decisions of every game begun, in battery order; the last entry is the game in play until the table completes */
  games: Array<Record<Seat, Decision[]>>;
  complete: boolean;
}

/** A decision due now. */
export interface Due {
  seat: Seat;
  game: BatteryGame;
  round: number;
  ask: Ask;
}

/** A due decision as the API shows it: `choices` as strings, a numeric range written `word:lo-hi` (SPEC §5). */
export interface PublicStep {
  seat: Seat;
  game: BatteryGame;
  round: number;
  rounds: number;
  rules: string;
  prompt: string;
  view: Record<string, unknown>;
  choices: string[];
}

export function newTable(kind: TableKind, seed: number, players: Table['players'], settings?: Record<string, unknown>): Table {
  const table: Table = { kind, seed, players, games: [{ A: [], B: [] }], complete: false };
  if (settings !== undefined) table.settings = settings;
  return table;
}

/**
 * One copy of a game as a table plays it: a run's game, a match's two-player game, or one side's copy of a one-player
 * game in a match (that side sits in the copy's seat A, against the scripted counterpart).
 */
interface Copy {
  mode: Mode;
  /** the table's seat each of the copy's seats belongs to; null: the scripted counterpart */
  seats: Record<Seat, Seat | null>;
}

function copiesOf(kind: TableKind, game: BatteryGame): Copy[] {
  if (kind === 'run') return [{ mode: 'battery', seats: { A: 'A', B: null } }];
  if (GAMES[game].twoPlayer) return [{ mode: 'match', seats: { A: 'A', B: 'B' } }];
  return [
    { mode: 'battery', seats: { A: 'A', B: null } },
    { mode: 'battery', seats: { A: 'B', B: null } },
  ];
}

/** Replays a copy from its decisions: the decisions it waits for now, none when it is over. */
function dueIn(game: BatteryGame, seed: number, copy: Copy, decisions: Record<Seat, readonly Decision[]>): Due[] {
  const definition = GAMES[game];
  const play = definition.play({ mode: copy.mode, rng: streamOf(seed, game, Stream.Game) });
  const counterpart = streamOf(seed, game, Stream.Counterpart);
  const used: Record<Seat, number> = { A: 0, B: 0 };
  let next = play.next();
  while (!next.done) {
    const { round, asks } = next.value;
    const choices: string[] = [];
    const due: Due[] = [];
    for (const ask of asks) {
      const seat = copy.seats[ask.seat];
      if (seat === null) {
        choices.push(definition.counterpart(ask, counterpart));
        continue;
      }
      const decision = decisions[seat][used[seat]];
      if (decision === undefined) due.push({ seat, game, round, ask });
      else {
        used[seat]++;
        choices.push(decision.choice);
      }
    }
    if (due.length > 0) return due;
    next = play.next(choices);
  }
  return [];
}

/** Every decision due now at the table, seat A's first; none once it is complete. */
export function dueAt(table: Table): Due[] {
  if (table.complete) return [];
  const game = BATTERY[table.games.length - 1]!;
  const decisions = table.games.at(-1)!;
  return copiesOf(table.kind, game).flatMap((copy) => dueIn(game, table.seed, copy, decisions));
}

export const publicStep = ({ seat, game, round, ask }: Due): PublicStep => ({
  seat,
  game,
  round,
  rounds: GAMES[game].rounds,
  rules: GAMES[game].rules,
  prompt: ask.prompt,
  view: ask.view,
  choices: choiceStrings(ask.legal),
});

/**
 * Applies one seat's decision: a legal choice for the decision due for that seat (with `fallback`, the game's fallback
 * move: the first choice listed, a range's lowest number). Returns the table after it, moved on to the next game (or
 * completed) when the game in play ended; throws illegal_choice and leaves the table as it was otherwise.
 */
export function applyDecision(table: Table, seat: Seat, choice: string, fallback: boolean): Table {
  const due = dueAt(table).find((d) => d.seat === seat);
  if (!due) throw new ApiError('illegal_choice', `No decision is due for seat ${seat} now.`, { details: [{ path: '/seat', message: 'has no decision due', legal: [] }] });
  const legal = choiceStrings(due.ask.legal);
  const expected = fallback ? fallbackMove(due.ask.legal) : null;
  if (!matchesForms(due.ask.legal, choice) || (expected !== null && choice !== expected)) {
    const message = expected !== null ? `is not the fallback move ${expected}` : `is not legal in ${due.game} round ${due.round}`;
    throw new ApiError('illegal_choice', undefined, { details: [{ path: '/choice', message, legal: expected !== null ? [expected] : legal }] });
  }
  const decision: Decision = fallback ? { round: due.round, choice, fallback: true } : { round: due.round, choice };
  const games = table.games.map((g, i) => (i === table.games.length - 1 ? { ...g, [seat]: [...g[seat], decision] } : g));
  let next: Table = { ...table, games };
  // A game whose every copy is over hands over to the next; after the last one the table is complete.
  while (!next.complete && dueAt(next).length === 0) {
    next = next.games.length === BATTERY.length ? { ...next, complete: true } : { ...next, games: [...next.games, { A: [], B: [] }] };
  }
  return next;
}

/** The agent that answers with one side's recorded decisions, game by game: the record is made by replaying it. */
function replaying(player: Player, table: Table, seat: Seat): Agent {
  const next = new Map<BatteryGame, number>();
  return {
    ...player,
    async decide({ game }): Promise<AgentDecision> {
      const at = next.get(game) ?? 0;
      next.set(game, at + 1);
      const decision = table.games[BATTERY.indexOf(game)]![seat][at]!;
      return { choice: decision.choice, fallback: decision.fallback === true };
    },
    settings: () => table.settings ?? {},
  };
}

/** A completed run's report, scored like any run (the caller stores it through the submit path's re-scoring). */
export async function runReport(table: Table, baseline: HumanBaseline, date: string): Promise<BenchmarkReport> {
  const { report } = await runBattery({ agent: replaying(table.players.A, table, 'A'), seed: table.seed, baseline, date });
  // The engine records (round, choice); the table also knows which were fallback moves.
  return { ...report, games: report.games.map((g, i) => ({ ...g, decisions: table.games[i]!.A })) };
}

/** A completed match's record, with both transcripts. */
export async function matchRecord(table: Table, timestamp: string): Promise<MatchRecord> {
  const { A, B } = table.players;
  const { record } = await playMatch({ a: replaying(A, table, 'A'), b: replaying(B!, table, 'B'), seed: table.seed, timestamp });
  return { ...record, games: record.games.map((g, i) => ({ ...g, decisionsA: table.games[i]!.A, decisionsB: table.games[i]!.B })) };
}

/** Plays a table to its end in-process with one agent per seat (demo data: the same path as a client's play). */
export async function playTable(table: Table, agents: Partial<Record<Seat, Agent>>, agentSeed: number): Promise<Table> {
  let at = table;
  for (let due = dueAt(at); due.length > 0; due = dueAt(at)) {
    for (const { seat, game, round, ask } of due) {
      const decision = await agents[seat]!.decide({ game, rules: GAMES[game].rules, round, ask, seed: agentSeed });
      at = applyDecision(at, seat, decision.choice, decision.fallback);
    }
  }
  return at;
}
