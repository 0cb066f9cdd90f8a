// The battery's game engine: a game is a generator that yields the decisions it needs (who decides, what they are
// told, which choices are legal now) and receives the choices; one driver plays it for a run, a match or a replay.
// Everything a game draws comes from generators seeded by (seed, game) and the record's generator version, so
// (seed, generator, the decisions) → the same transcript, byte for byte.
import { BATTERY, matchesForms, describeForms, type BatteryGame, type ChoiceForm } from '../research/games.ts';
import { hashedSeed, SeededRandom } from '../seeded-random.ts';

export type Seat = 'A' | 'B';
/** `battery`: the agent holds seat A, the game's scripted counterpart seat B. `match`: two agents, one per seat. */
export type Mode = 'battery' | 'match';

export interface Decision {
  round: number;
  choice: string;
  /** the agent gave no valid reply and this is the game's fallback move (kept in the transcript, counted against ranking) */
  fallback?: boolean;
  /** in a report of several episodes, which one (0-based) the decision was made in */
  episode?: number;
}

/** One request for a decision. */
export interface Ask {
  seat: Seat;
  /** what the seat is told before this decision, in words: the prompt an LLM agent reads */
  prompt: string;
  /** the same situation, structured and JSON-safe: what bots and the scripted counterpart decide from */
  view: Record<string, unknown>;
  /** the choices legal now (a subset of the game's vocabulary in games.ts); the first is the fallback move */
  legal: readonly ChoiceForm[];
}

/** Decisions asked at once: no seat sees another's answer to the same step. */
export interface Step {
  round: number;
  asks: Ask[];
}

export interface SeatResult {
  /** points earned, in the game's own unit */
  payoff: number;
  /** the per-game score, 0–100 (docs/scoring-v1.md) */
  score: number;
  /** named behavioural measures the scoring reads (docs/scoring-v1.md lists them per game) */
  metrics: Record<string, number>;
}

export type GameResult = Record<Seat, SeatResult>;

export interface GameContext {
  mode: Mode;
  /** the game's own draws (hidden states, scripted extra players): identical in both modes for one seed */
  rng: SeededRandom;
}

/** A game in play: yields steps, receives the choices in the order of the step's asks, returns the result. */
export type Play = Generator<Step, GameResult, string[]>;

export interface GameDefinition {
  id: BatteryGame;
  /** rounds of a battery run; seat A decides exactly once in every round */
  rounds: number;
  /** whether two agents can meet in it (head-to-head matches) */
  twoPlayer: boolean;
  /** the rules, told before the first decision */
  rules: string;
  play(ctx: GameContext): Play;
  /** The scripted counterpart of a battery run (seat B): a documented policy over seat B's view and its own draws. */
  counterpart(ask: Ask, rng: SeededRandom): string;
}

/** Seeded streams of one (seed, game): the game's draws, the counterpart's, and a random agent's; and episode seeds. */
export const Stream = { Game: 101, Counterpart: 102, Agent: 103, Episode: 104 } as const;
export type StreamId = (typeof Stream)[keyof typeof Stream];
/** A stream's name: what generator version 2 hashes (version 1 mixes the number). */
const STREAM_NAMES: Record<StreamId, string> = { 101: 'game', 102: 'counterpart', 103: 'agent', 104: 'episode' };

/**
 * How a record's streams are seeded (docs/scoring-v1.md, "Determinism"). 1: SeededRandom(seed, game index, stream
 * number), whose first draw depends on the seed's low 32 bits alone and is the same in sibling streams (issue 40);
 * kept so that records made on it replay as they were. 2: SHA-256 of all 53 bits of the seed, the game and the
 * stream's name into the whole state. A record without a version is version 1.
 */
export type GeneratorVersion = 1 | 2;
/** What new tables, runs and matches are played on. */
export const GENERATOR_VERSION: GeneratorVersion = 2;
export const GENERATOR_VERSIONS: readonly GeneratorVersion[] = [1, 2];
/** A record's version: one that names none was made before versions, on version 1. */
export const generatorOf = (record: { generator?: GeneratorVersion }): GeneratorVersion => record.generator ?? 1;

/** How many times a run plays each game unless told otherwise, and at most. */
export const DEFAULT_EPISODES = 10;
export const MAX_EPISODES = 10;

/**
 * The seed episode `episode` of a run is played on: the run's own seed for the first (so a one-episode run is the
 * run as it was before episodes), then seeds derived from it, 0…2^53−1.
 */
export const episodeSeed = (seed: number, episode: number, generator: GeneratorVersion): number => {
  if (episode === 0) return seed;
  return generator === 1 ? new SeededRandom(seed, episode, Stream.Episode).int(0, Number.MAX_SAFE_INTEGER) : hashedSeed(`battery:v2:${seed}:episode:${episode}`);
};

export const gameIndex = (game: BatteryGame): number => BATTERY.indexOf(game);

/** Stream `stream` of (seed, game) — `seed` the episode's, so the episode is in it — on generator `generator`. */
export const streamOf = (seed: number, game: BatteryGame, stream: StreamId, generator: GeneratorVersion): SeededRandom =>
  generator === 1 ? new SeededRandom(seed, gameIndex(game), stream) : SeededRandom.keyed(`battery:v2:${seed}:${game}:${STREAM_NAMES[stream]}`);

/**
 * A named agent's own draws in (seed, game): version 1 salts the agent stream's number with a hash of the name,
 * version 2 hashes the name into the key, so two agents (and the game's streams) draw unrelated sequences.
 */
export function agentStreamOf(seed: number, game: BatteryGame, name: string, generator: GeneratorVersion): SeededRandom {
  if (generator === 2) return SeededRandom.keyed(`battery:v2:${seed}:${game}:agent:${name}`);
  let salt = 0;
  for (const ch of name) salt = (Math.imul(salt, 31) + ch.charCodeAt(0)) | 0;
  return new SeededRandom(seed, gameIndex(game), Stream.Agent ^ salt);
}

/** The first legal move: a game lists its cautious move first (docs/scoring-v1.md). */
export function fallbackMove(legal: readonly ChoiceForm[]): string {
  const first = legal[0]!;
  return 'word' in first ? first.word : `${first.prefix}:${first.min}`;
}

/** Every legal choice, spelled out: for random and sampling agents. */
export function legalChoices(legal: readonly ChoiceForm[]): string[] {
  return legal.flatMap((form) =>
    'word' in form ? [form.word] : Array.from({ length: form.max - form.min + 1 }, (_, i) => `${form.prefix}:${form.min + i}`),
  );
}

/** The number in `prefix:n`, or NaN. */
export const amountOf = (choice: string): number => Number(choice.slice(choice.indexOf(':') + 1));

/** A score 0–100 rounded to 2 decimals: every published number is rounded once, the same way everywhere. */
export const round2 = (x: number): number => Math.round(Math.min(100, Math.max(0, x)) * 100) / 100;

/** Decides one ask: an agent (async), the scripted counterpart, or a replayed decision. */
export type Decider = (ask: Ask, round: number) => string | Promise<string>;

export interface TranscriptLine {
  game: BatteryGame;
  round: number;
  seat: Seat;
  prompt: string;
  view: Record<string, unknown>;
  legal: string;
  choice: string;
}

export interface PlayedGame {
  game: BatteryGame;
  result: GameResult;
  decisions: Record<Seat, Decision[]>;
  transcript: TranscriptLine[];
}

/** A decision that is not legal where it was made: replays refuse it, agents never produce one. */
export class IllegalMove extends Error {
  constructor(
    readonly game: BatteryGame,
    readonly seat: Seat,
    readonly round: number,
    readonly choice: string,
    readonly legal: string,
  ) {
    super(`${game} round ${round}: ${JSON.stringify(choice)} is not legal for seat ${seat} here (legal: ${legal})`);
  }
}

/** Plays one game to its end. Deciders must answer legal choices; a replayed illegal one throws IllegalMove. */
export async function playGame(game: GameDefinition, seed: number, mode: Mode, deciders: Record<Seat, Decider>, generator: GeneratorVersion): Promise<PlayedGame> {
  const play = game.play({ mode, rng: streamOf(seed, game.id, Stream.Game, generator) });
  const decisions: Record<Seat, Decision[]> = { A: [], B: [] };
  const transcript: TranscriptLine[] = [];
  let next = play.next();
  while (!next.done) {
    const { round, asks } = next.value;
    const choices: string[] = [];
    for (const ask of asks) {
      const choice = await deciders[ask.seat](ask, round);
      const legal = describeForms(ask.legal);
      if (typeof choice !== 'string' || !matchesForms(ask.legal, choice)) throw new IllegalMove(game.id, ask.seat, round, String(choice), legal);
      decisions[ask.seat].push({ round, choice });
      transcript.push({ game: game.id, round, seat: ask.seat, prompt: ask.prompt, view: ask.view, legal, choice });
      choices.push(choice);
    }
    next = play.next(choices);
  }
  return { game: game.id, result: next.value, decisions, transcript };
}

/** The scripted counterpart as a decider, with its own seeded draws. */
export function scriptedCounterpart(game: GameDefinition, seed: number, generator: GeneratorVersion): Decider {
  const rng = streamOf(seed, game.id, Stream.Counterpart, generator);
  return (ask) => game.counterpart(ask, rng);
}

/** A decider that answers with recorded decisions, in order; a missing or misplaced one is reported. */
export function replayed(game: BatteryGame, seat: Seat, decisions: readonly Decision[]): Decider & { rest: () => number } {
  let at = 0;
  const decide = (_ask: Ask, round: number): string => {
    const decision = decisions[at++];
    if (!decision) throw new ReplayMismatch(game, seat, `the game asks for a decision in round ${round}, but the decisions end after ${decisions.length}`);
    if (decision.round !== round) throw new ReplayMismatch(game, seat, `decision ${at} is for round ${decision.round}, but the game asks for round ${round}`);
    return decision.choice;
  };
  return Object.assign(decide, { rest: () => decisions.length - at });
}

/** Recorded decisions that do not fit the game's course (too few, too many, for the wrong round). */
export class ReplayMismatch extends Error {
  constructor(
    readonly game: BatteryGame,
    readonly seat: Seat,
    message: string,
  ) {
    super(`${game}: ${message}`);
  }
}

/** Replays a game from recorded decisions; throws IllegalMove or ReplayMismatch when they cannot be replayed. */
export async function replayGame(
  game: GameDefinition,
  seed: number,
  mode: Mode,
  decisions: Partial<Record<Seat, readonly Decision[]>>,
  generator: GeneratorVersion,
): Promise<PlayedGame> {
  const a = replayed(game.id, 'A', decisions.A ?? []);
  const b = mode === 'battery' ? scriptedCounterpart(game, seed, generator) : replayed(game.id, 'B', decisions.B ?? []);
  const played = await playGame(game, seed, mode, { A: a, B: b }, generator);
  for (const [seat, decider] of [['A', a], ['B', b]] as const) {
    if ('rest' in decider && decider.rest() > 0) {
      throw new ReplayMismatch(game.id, seat, `${decider.rest()} decision(s) left over after the game's last round`);
    }
  }
  return played;
}
