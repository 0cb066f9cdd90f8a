// A refereed table (SPEC §6, "Trust"): a run (one agent through the battery against the scripted counterparts) or a
// match (two agents) whose environment the server holds. A table is plain JSON — seed, players, and the decisions
// applied so far — and every step replays the game in play from them to find what is due. So a table lives in any
// store, any instance continues it, and its record is made by the same replay as a submitted one: it replays to the
// same numbers.
import { ApiError } from '../errors.ts';
import { BATTERY, choiceStrings, matchesForms, type BatteryGame } from '../research/games.ts';
import type { Agent, AgentDecision } from './agents/agent.ts';
import {
  DEFAULT_EPISODES,
  episodeSeed,
  fallbackMove,
  GENERATOR_VERSION,
  generatorOf,
  Stream,
  streamOf,
  type Ask,
  type Decision,
  type GameDefinition,
  type GameResult,
  type GeneratorVersion,
  type Mode,
  type Play,
  type Seat,
  type Step,
} from './engine.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { GAMES } from './games.ts';
import { playMatch, type MatchRecord } from './match.ts';
import { runBattery, type PlayedReport } from './run.ts';
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
  /** how the seed's streams are derived (engine.ts); absent: 1, a table opened before versions, played on to its end on it */
  generator?: GeneratorVersion;
  /** a run has seat A only; a match seats playerA in A and playerB in B */
  players: { A: Player; B?: Player };
  /** a run's report settings, as the client gave them */
  settings?: Record<string, unknown>;
  /** a run's plays of each game (absent: 1, as matches and tables opened before episodes) */
  episodes?: number;
  /**
   * the decisions of every game begun, in play order (each game's episodes one after another, `plays` in run.ts); the
   * last entry is the game in play until the table completes
   */
  games: Array<Record<Seat, Decision[]>>;
  complete: boolean;
}

/** A decision due now. */
export interface Due {
  seat: Seat;
  game: BatteryGame;
  episode: number;
  round: number;
  ask: Ask;
}

/** A due decision numbered: the seat's `step`-th decision at the table (0-based), what a decision names to be retried safely. */
export interface NumberedDue extends Due {
  step: number;
}

/** A due decision as the API shows it: `choices` as strings, a numeric range written `word:lo-hi` (SPEC §5). */
export interface PublicStep {
  seat: Seat;
  /** the seat's decision number at the table, 0-based: a decision that names it is applied once */
  step: number;
  game: BatteryGame;
  /** which play of the game (0-based) of `episodes` */
  episode: number;
  episodes: number;
  round: number;
  rounds: number;
  rules: string;
  prompt: string;
  view: Record<string, unknown>;
  choices: string[];
}

/** A new table: a run plays each game `episodes` times (default DEFAULT_EPISODES), a match once. */
export function newTable(kind: TableKind, seed: number, players: Table['players'], settings?: Record<string, unknown>, episodes = DEFAULT_EPISODES): Table {
  const table: Table = { kind, seed, generator: GENERATOR_VERSION, players, games: [{ A: [], B: [] }], complete: false };
  if (settings !== undefined) table.settings = settings;
  if (kind === 'run') table.episodes = episodes;
  return table;
}

/** How many times the table plays each game. */
export const episodesOf = (table: Pick<Table, 'episodes'>): number => table.episodes ?? 1;

/** The game and episode of the table's play `index` (its entry in `games`). */
const playAt = (table: Pick<Table, 'episodes'>, index: number): { game: BatteryGame; episode: number } => ({
  game: BATTERY[Math.floor(index / episodesOf(table))]!,
  episode: index % episodesOf(table),
});

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

/** A copy in play: its game's generator, advanced to the step whose agent decisions are not all in. */
class Cursor {
  private readonly definition: GameDefinition;
  private readonly play: Play;
  private readonly counterpart: SeededRandom;
  private next: IteratorResult<Step, GameResult>;
  /** the current step's choices so far, by ask */
  private choices: Array<string | undefined> = [];

  constructor(
    private readonly game: BatteryGame,
    private readonly episode: number,
    seed: number,
    generator: GeneratorVersion,
    private readonly copy: Copy,
  ) {
    this.definition = GAMES[game];
    this.play = this.definition.play({ mode: copy.mode, rng: streamOf(seed, game, Stream.Game, generator) });
    this.counterpart = streamOf(seed, game, Stream.Counterpart, generator);
    this.next = this.play.next();
    this.settle();
  }

  /** The decisions this copy waits for (none once it is over). */
  due(): Due[] {
    if (this.next.done) return [];
    const { round, asks } = this.next.value;
    return asks.flatMap((ask, i) => {
      const seat = this.copy.seats[ask.seat];
      return seat !== null && this.choices[i] === undefined ? [{ seat, game: this.game, episode: this.episode, round, ask }] : [];
    });
  }

  get over(): boolean {
    return this.next.done === true;
  }

  /** The decision this copy waits for from `seat`, if any (what due() lists, without building the list). */
  dueFor(seat: Seat): Due | null {
    if (this.next.done) return null;
    const { round, asks } = this.next.value;
    const i = asks.findIndex((ask, j) => this.copy.seats[ask.seat] === seat && this.choices[j] === undefined);
    return i < 0 ? null : { seat, game: this.game, episode: this.episode, round, ask: asks[i]! };
  }

  /** Records the choice of the ask `due` names; when the step's choices are all in, the game moves on. */
  answer(due: Due, choice: string): void {
    const i = (this.next.value as Step).asks.indexOf(due.ask);
    if (i < 0 || this.choices[i] !== undefined) throw new Error(`${this.game}: answered an ask that is not due`);
    this.choices[i] = choice;
    this.settle();
  }

  /** The scripted counterpart answers its asks; a step with every choice in is played, until the agents are due. */
  private settle(): void {
    while (!this.next.done) {
      const { asks } = this.next.value;
      asks.forEach((ask, i) => {
        if (this.copy.seats[ask.seat] === null && this.choices[i] === undefined) this.choices[i] = this.definition.counterpart(ask, this.counterpart);
      });
      if (this.choices.length < asks.length || this.choices.includes(undefined)) return;
      this.next = this.play.next(this.choices as string[]);
      this.choices = [];
    }
  }
}

/**
 * A table in play: the table (plain JSON, what is stored) and the game in play's generators, advanced to the decisions
 * due. `TablePlay.of` replays them from the table's decisions; kept alive, it applies each decision in constant time.
 */
export class TablePlay {
  private cursors: Cursor[] = [];
  /** the table's decisions, appended to in place (`table` copies them out) */
  private readonly games: Array<Record<Seat, Decision[]>>;
  private complete: boolean;

  private constructor(private readonly start: Table) {
    this.games = start.games.map((g) => ({ A: [...g.A], B: [...g.B] }));
    this.complete = start.complete;
  }

  static of(table: Table): TablePlay {
    const play = new TablePlay(table);
    if (table.complete) return play;
    play.startGame();
    // The decisions made so far in the game in play, each seat's in its order, as the game asks for them (one seat's
    // next decision may wait for the other's).
    const recorded = table.games.at(-1)!;
    const used: Record<Seat, number> = { A: 0, B: 0 };
    for (let answered = true; answered; ) {
      answered = false;
      for (const seat of ['A', 'B'] as const) {
        const decision = recorded[seat][used[seat]];
        const found = decision && play.dueOf(seat);
        if (!found) continue;
        found[0].answer(found[1], decision.choice);
        used[seat]++;
        answered = true;
      }
    }
    return play;
  }

  /** The table as it stands: plain JSON, what a store holds. */
  get table(): Table {
    return { ...this.start, games: this.games.map((g) => ({ A: [...g.A], B: [...g.B] })), complete: this.complete };
  }

  /**
   * Every decision due now, seat A's first, numbered in the order `apply` takes each seat's (the first copy waiting for
   * it first); none once the table is complete.
   */
  due(): NumberedDue[] {
    const next = { A: this.decidedBy('A'), B: this.decidedBy('B') };
    return this.cursors.flatMap((cursor) => cursor.due()).map((due) => ({ ...due, step: next[due.seat]++ }));
  }

  /** `seat`'s decisions at the table so far, in order: decision `step` of the seat is the `step`-th. */
  decisionsOf(seat: Seat): Decision[] {
    return this.games.flatMap((game) => game[seat]);
  }

  /** Plays every decision still due, each seat's, as the fallback move: what an abandoned table is recorded as. */
  playOutWithFallback(): void {
    for (let due = this.due(); due.length > 0; due = this.due()) {
      for (const step of due) this.apply(step.seat, fallbackMove(step.ask.legal), true);
    }
  }

  /** How many decisions `seat` has made (decisionsOf's length, without copying them: due() asks at every step). */
  decidedBy(seat: Seat): number {
    let count = 0;
    for (const game of this.games) count += game[seat].length;
    return count;
  }

  /**
   * Applies one seat's decision: a legal choice for the decision due for that seat (with `fallback`, the game's
   * fallback move: the first choice listed, a range's lowest number). Moves on to the next game (or completes the
   * table) when the game in play ends; throws illegal_choice and changes nothing otherwise.
   */
  apply(seat: Seat, choice: string, fallback: boolean): void {
    const found = this.dueOf(seat);
    if (!found) throw new ApiError('illegal_choice', `No decision is due for seat ${seat} now.`, { details: [{ path: '/seat', message: 'has no decision due', legal: [] }] });
    const [cursor, due] = found;
    const expected = fallback ? fallbackMove(due.ask.legal) : null;
    if (!matchesForms(due.ask.legal, choice) || (expected !== null && choice !== expected)) {
      const message = expected !== null ? `is not the fallback move ${expected}` : `is not legal in ${due.game} round ${due.round}`;
      throw new ApiError('illegal_choice', undefined, { details: [{ path: '/choice', message, legal: expected !== null ? [expected] : choiceStrings(due.ask.legal) }] });
    }
    this.games.at(-1)![seat].push(fallback ? { round: due.round, choice, fallback: true } : { round: due.round, choice });
    cursor.answer(due, choice);
    if (!this.cursors.every((c) => c.over)) return;
    // The game in play is over: the next one begins, or the table is complete.
    if (this.games.length === BATTERY.length * episodesOf(this.start)) this.complete = true;
    else {
      this.games.push({ A: [], B: [] });
      this.startGame();
    }
  }

  private startGame(): void {
    const { game, episode } = playAt(this.start, this.games.length - 1);
    const generator = generatorOf(this.start);
    const seed = episodeSeed(this.start.seed, episode, generator);
    this.cursors = copiesOf(this.start.kind, game).map((copy) => new Cursor(game, episode, seed, generator, copy));
  }

  /** The first copy (seat A's first) waiting for `seat`, and what it waits for. */
  private dueOf(seat: Seat): [Cursor, Due] | null {
    for (const cursor of this.cursors) {
      const due = cursor.dueFor(seat);
      if (due) return [cursor, due];
    }
    return null;
  }
}

/** Every decision due now at the table, seat A's first; none once it is complete. */
export const dueAt = (table: Table): NumberedDue[] => TablePlay.of(table).due();

export const publicStep = ({ seat, step, game, episode, round, ask }: NumberedDue, table: Pick<Table, 'episodes'>): PublicStep => ({
  seat,
  step,
  game,
  episode,
  episodes: episodesOf(table),
  round,
  rounds: GAMES[game].rounds,
  rules: GAMES[game].rules,
  prompt: ask.prompt,
  view: ask.view,
  choices: choiceStrings(ask.legal),
});

/** The table after one decision (TablePlay.apply); the table given is left as it was. */
export function applyDecision(table: Table, seat: Seat, choice: string, fallback: boolean): Table {
  const play = TablePlay.of(table);
  play.apply(seat, choice, fallback);
  return play.table;
}

/** The agent that answers with one side's recorded decisions, game by game: the record is made by replaying it. */
function replaying(player: Player, table: Table, seat: Seat): Agent {
  const next = new Map<number, number>();
  return {
    ...player,
    async decide({ game, episode }): Promise<AgentDecision> {
      const play = BATTERY.indexOf(game) * episodesOf(table) + episode;
      const at = next.get(play) ?? 0;
      next.set(play, at + 1);
      const decision = table.games[play]![seat][at]!;
      return { choice: decision.choice, fallback: decision.fallback === true };
    },
    settings: () => table.settings ?? {},
  };
}

/** A completed run's report, scored like any run (the caller stores it through the submit path's re-scoring). */
export async function runReport(table: Table, baseline: HumanBaseline, date: string): Promise<PlayedReport> {
  const episodes = episodesOf(table);
  const { report } = await runBattery({ agent: replaying(table.players.A, table, 'A'), seed: table.seed, generator: generatorOf(table), baseline, date, episodes });
  // The engine records (round, choice); the table also knows which were fallback moves.
  return {
    ...report,
    games: report.games.map((g, i) => ({
      ...g,
      decisions: table.games.slice(i * episodes, (i + 1) * episodes).flatMap((play, episode) => (episodes > 1 ? play.A.map((d) => ({ ...d, episode })) : play.A)),
    })),
  };
}

/** A completed match's record, with both transcripts. */
export async function matchRecord(table: Table, timestamp: string): Promise<MatchRecord> {
  const { A, B } = table.players;
  const { record } = await playMatch({ a: replaying(A, table, 'A'), b: replaying(B!, table, 'B'), seed: table.seed, generator: generatorOf(table), timestamp });
  return { ...record, games: record.games.map((g, i) => ({ ...g, decisionsA: table.games[i]!.A, decisionsB: table.games[i]!.B })) };
}

/**
 * Plays a table to its end in-process with one agent per seat (demo data: the same path as a client's play); the
 * agents' own draws are seeded per episode from `agentSeed`.
 */
export async function playTable(table: Table, agents: Partial<Record<Seat, Agent>>, agentSeed: number): Promise<Table> {
  const play = TablePlay.of(table);
  const generator = generatorOf(table);
  for (let due = play.due(); due.length > 0; due = play.due()) {
    for (const { seat, game, episode, round, ask } of due) {
      const decision = await agents[seat]!.decide({ game, rules: GAMES[game].rules, round, episode, ask, seed: episodeSeed(agentSeed, episode, generator), generator });
      play.apply(seat, decision.choice, decision.fallback);
    }
  }
  return play.table;
}
