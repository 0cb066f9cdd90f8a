// Head-to-head matches: two agents through the battery on one seed. Two-player games seat them against each other;
// one-player games (balloon-risk, authority-task, moral-dilemmas) are played by each on the same seeded draws. The
// higher game score wins the game. A record that carries its seed and decisions is replayed and verified on submit.
import { ApiError, type ErrorDetail } from '../errors.ts';
import { BATTERY, TRAITS, type BatteryGame, type Ocean } from '../research/games.ts';
import { matchVerification, type StoredHeadToHead, type SubmittedMatch } from '../research/benchmark.ts';
import type { Agent } from './agents/agent.ts';
import {
  GENERATOR_VERSION,
  generatorOf,
  IllegalMove,
  playGame,
  replayed,
  ReplayMismatch,
  scriptedCounterpart,
  type Decider,
  type Decision,
  type GeneratorVersion,
  type PlayedGame,
  type SeatResult,
} from './engine.ts';
import { GAMES } from './games.ts';
import { agentDecider, inOrder } from './run.ts';
import type { Difference } from './rescore.ts';
import { round3 } from '../seeded-random.ts';
import { dimensionsOf, oceanOf, trustCooperation } from './scoring.ts';

export type Side = 'A' | 'B';
type MatchGame = StoredHeadToHead['games'][number];

/** Both sides' play of one game: one two-player game, or each side's own one-player game. */
export interface PlayedMatchGame {
  game: BatteryGame;
  results: Record<Side, SeatResult>;
  decisions: Record<Side, Decision[]>;
  /** the played games in transcript order (one for a two-player game, A's then B's for a one-player game) */
  played: PlayedGame[];
}

/** The cooperative share of a player's moves in a game, where the game has cooperative moves. */
function cooperationIn(game: BatteryGame, r: SeatResult): number | undefined {
  const m = r.metrics;
  switch (game) {
    case 'prisoners-dilemma':
      return m.cooperation;
    case 'public-goods':
      return m.contribution;
    case 'stag-hunt':
      return m.stag;
    case 'trust-game':
      return trustCooperation(m);
    case 'centipede':
      return m.passRate;
    case 'deception-game':
      return m.honesty;
    default:
      return undefined;
  }
}

/** A game's line in the record: winner by the higher score (equal scores draw), and each side's cooperation. */
export function gameOutcome(p: PlayedMatchGame, withDecisions: boolean): MatchGame {
  const [a, b] = [p.results.A.score, p.results.B.score];
  const outcome: MatchGame = { game: p.game, winner: a > b ? 'A' : b > a ? 'B' : 'draw', scoreA: a, scoreB: b };
  const [ca, cb] = [cooperationIn(p.game, p.results.A), cooperationIn(p.game, p.results.B)];
  if (ca !== undefined && cb !== undefined) Object.assign(outcome, { cooperationRateA: round3(ca), cooperationRateB: round3(cb) });
  if (withDecisions) Object.assign(outcome, { decisionsA: p.decisions.A, decisionsB: p.decisions.B });
  return outcome;
}

/** Plays (or replays) one game for both sides, with a decider per side. */
async function playBoth(game: BatteryGame, seed: number, generator: GeneratorVersion, decider: (side: Side) => Decider): Promise<PlayedMatchGame> {
  const definition = GAMES[game];
  if (definition.twoPlayer) {
    const played = await playGame(definition, seed, 'match', { A: decider('A'), B: decider('B') }, generator);
    return { game, results: played.result, decisions: played.decisions, played: [played] };
  }
  const solo = (side: Side) => playGame(definition, seed, 'battery', { A: decider(side), B: scriptedCounterpart(definition, seed, generator) }, generator);
  const [a, b] = [await solo('A'), await solo('B')];
  return { game, results: { A: a.result.A, B: b.result.A }, decisions: { A: a.decisions.A, B: b.decisions.A }, played: [a, b] };
}

/** The parts of a record computed from its games: wins, cooperation rates, and the OCEAN vectors when all ten were played. */
function summarise(games: readonly PlayedMatchGame[]): Pick<StoredHeadToHead, 'winsA' | 'winsB' | 'draws' | 'cooperationRateA' | 'cooperationRateB'> & { ocean: Record<Side, Ocean> | null } {
  const lines = games.map((g) => gameOutcome(g, false));
  const rate = (side: Side) => {
    const rates = lines.map((l) => (side === 'A' ? l.cooperationRateA : l.cooperationRateB)).filter((r): r is number => r !== undefined);
    return rates.length === 0 ? 0 : round3(rates.reduce((s, r) => s + r, 0) / rates.length);
  };
  const byGame = new Map(games.map((g) => [g.game, g]));
  const ocean = BATTERY.every((g) => byGame.has(g))
    ? (Object.fromEntries(
        (['A', 'B'] as const).map((side) => [side, oceanOf(dimensionsOf(Object.fromEntries(BATTERY.map((g) => [g, byGame.get(g)!.results[side]])) as Record<BatteryGame, SeatResult>))]),
      ) as Record<Side, Ocean>)
    : null;
  return {
    winsA: lines.filter((l) => l.winner === 'A').length,
    winsB: lines.filter((l) => l.winner === 'B').length,
    draws: lines.filter((l) => l.winner === 'draw').length,
    cooperationRateA: rate('A'),
    cooperationRateB: rate('B'),
    ocean,
  };
}

/** Up to three plain sentences about the match, from its numbers alone. */
function findingsOf(record: Omit<StoredHeadToHead, 'matchId' | 'findings' | 'verification'>): string[] {
  const { winsA, winsB, draws, games, playerA, playerB } = record;
  const name = (side: Side) => (side === 'A' ? playerA : playerB);
  const findings: string[] = [];
  if (winsA === winsB) findings.push(`${playerA} and ${playerB} finished level at ${winsA}-${winsB}${draws ? ` with ${draws} drawn` : ''}.`);
  else {
    const w: Side = winsA > winsB ? 'A' : 'B';
    const widest = games.filter((g) => g.winner === w).reduce((x, y) => (Math.abs(y.scoreA - y.scoreB) > Math.abs(x.scoreA - x.scoreB) ? y : x));
    findings.push(`${name(w)} won ${Math.max(winsA, winsB)} of ${games.length} games; its widest margin (${Math.abs(widest.scoreA - widest.scoreB).toFixed(1)} points) came in ${widest.game}.`);
  }
  if (Math.abs(record.cooperationRateA - record.cooperationRateB) >= 0.2) {
    const more: Side = record.cooperationRateA > record.cooperationRateB ? 'A' : 'B';
    const pct = (x: number) => `${Math.round(100 * x)}%`;
    findings.push(`${name(more)} cooperated more: ${pct(more === 'A' ? record.cooperationRateA : record.cooperationRateB)} of cooperative moves against ${pct(more === 'A' ? record.cooperationRateB : record.cooperationRateA)}.`);
  }
  const dilemma = games.find((g) => g.game === 'prisoners-dilemma');
  if (dilemma?.cooperationRateA !== undefined && dilemma.cooperationRateB !== undefined) {
    if (dilemma.cooperationRateA >= 0.8 && dilemma.cooperationRateB >= 0.8) findings.push('Both cooperated steadily in prisoners-dilemma.');
    else if (dilemma.cooperationRateA <= 0.2 && dilemma.cooperationRateB <= 0.2) findings.push('Prisoners-dilemma settled into mutual defection.');
  }
  return findings.slice(0, 3);
}

export interface MatchOptions {
  a: Agent;
  b: Agent;
  seed: number;
  /** how the seed's streams are derived (default GENERATOR_VERSION; a stored record's own to replay it) */
  generator?: GeneratorVersion;
  games?: readonly BatteryGame[];
  concurrency?: number;
  timestamp?: string;
  onGame?: (game: BatteryGame, winner: MatchGame['winner']) => void;
}

/** A replayable head-to-head record: with its seed, each game's decisions, and the games as played. */
export type MatchRecord = Omit<StoredHeadToHead, 'matchId' | 'verification'> & { seed: number };

export async function playMatch(options: MatchOptions): Promise<{ record: MatchRecord; games: PlayedMatchGame[] }> {
  const { a, b, seed } = options;
  const generator = options.generator ?? GENERATOR_VERSION;
  const playerA = `${a.provider}:${a.model}`;
  const playerB = `${b.provider}:${b.model}`;
  if (playerA === playerB) throw new Error(`both sides are ${playerA}: a match needs two different models`);
  const counts = { invalid: 0 };
  const games = await inOrder(
    (options.games ?? BATTERY).map((game) => async () => {
      const played = await playBoth(game, seed, generator, (side) => agentDecider(side === 'A' ? a : b, game, seed, { generator, counts }));
      options.onGame?.(game, gameOutcome(played, false).winner);
      return played;
    }),
    options.concurrency ?? 1,
  );
  const { ocean, ...summary } = summarise(games);
  const base = {
    timestamp: options.timestamp ?? new Date().toISOString(),
    playerA,
    playerB,
    ...summary,
    oceanA: ocean?.A ?? { O: 0, C: 0, E: 0, A: 0, N: 0 },
    oceanB: ocean?.B ?? { O: 0, C: 0, E: 0, A: 0, N: 0 },
    games: games.map((g) => gameOutcome(g, true)),
  };
  // Version 1 is written as it always was, without the field (as run.ts does).
  return { record: { ...base, findings: findingsOf(base), seed, ...(generator === 1 ? {} : { generator }) }, games };
}

/** A match as the server stores it, before it has a matchId. */
export type AcceptedMatch = Omit<StoredHeadToHead, 'matchId'> & { matchId?: string };

/**
 * A checked record as the server stores it. One with its seed and decisions is replayed (`verification: 'replayed'`):
 * the server's winners, scores, totals, cooperation rates (and OCEAN vectors when all ten games are in it) replace the
 * submitted ones, which are kept under `submitted` when they differ; unreplayable decisions → 400 invalid_match. One
 * without is stored as sent, `verification: 'unverified'`.
 */
export async function acceptMatch(record: SubmittedMatch): Promise<{ record: AcceptedMatch; differences: Difference[] }> {
  if (record.seed === undefined) return { record: { ...record, ...matchVerification('unverified') }, differences: [] };
  return verifyMatch({ ...record, seed: record.seed });
}

async function verifyMatch(record: SubmittedMatch & { seed: number }): Promise<{ record: AcceptedMatch; differences: Difference[] }> {
  const details: ErrorDetail[] = [];
  const replays: PlayedMatchGame[] = [];
  for (const [i, g] of record.games.entries()) {
    const decisions = { A: g.decisionsA ?? [], B: g.decisionsB ?? [] };
    const at = `/games/${i}`;
    try {
      const replayers = { A: replayed(g.game, 'A', decisions.A), B: replayed(g.game, 'B', decisions.B) };
      const played = await playBoth(g.game, record.seed, generatorOf(record), (side) => replayers[side]);
      for (const side of ['A', 'B'] as const) {
        const left = replayers[side].rest();
        if (left > 0) details.push({ path: `${at}/decisions${side}`, message: `${left} decision(s) left over after the game's last round` });
      }
      replays.push(played);
    } catch (error) {
      if (error instanceof IllegalMove || error instanceof ReplayMismatch) {
        details.push({ path: `${at}/decisions${error.seat}`, message: error.message });
      } else throw error;
    }
  }
  if (details.length > 0) throw new ApiError('invalid_match', 'The decisions cannot be replayed.', { details: details.slice(0, 20) });

  const { ocean, ...summary } = summarise(replays);
  const games = replays.map((g) => gameOutcome(g, true));
  const differences: Difference[] = [];
  record.games.forEach((g, i) => {
    const mine = games[i]!;
    if (g.winner !== mine.winner) differences.push({ path: `/games/${i}/winner`, submitted: g.winner, server: mine.winner });
    for (const field of ['scoreA', 'scoreB', 'cooperationRateA', 'cooperationRateB'] as const) {
      const [theirs, ours] = [g[field], mine[field]];
      if (theirs !== undefined && ours !== undefined && Math.abs(theirs - ours) > 0.005) differences.push({ path: `/games/${i}/${field}`, submitted: theirs, server: ours });
    }
  });
  for (const field of ['winsA', 'winsB', 'draws', 'cooperationRateA', 'cooperationRateB'] as const) {
    if (Math.abs(record[field] - summary[field]) > 0.0005) differences.push({ path: `/${field}`, submitted: record[field], server: summary[field] });
  }
  if (ocean) {
    for (const side of ['A', 'B'] as const) {
      const theirs = side === 'A' ? record.oceanA : record.oceanB;
      for (const t of TRAITS) if (Math.abs(theirs[t] - ocean[side][t]) > 0.005) differences.push({ path: `/ocean${side}/${t}`, submitted: theirs[t], server: ocean[side][t] });
    }
  }
  const rescored = differences.length > 0;
  const submitted: StoredHeadToHead['submitted'] = {
    winsA: record.winsA,
    winsB: record.winsB,
    draws: record.draws,
    cooperationRateA: record.cooperationRateA,
    cooperationRateB: record.cooperationRateB,
    oceanA: record.oceanA,
    oceanB: record.oceanB,
    games: record.games.map(({ game, winner, scoreA, scoreB }) => ({ game, winner, scoreA, scoreB })),
  };
  return {
    record: {
      ...record,
      ...summary,
      ...(ocean ? { oceanA: ocean.A, oceanB: ocean.B } : {}),
      games,
      ...matchVerification('replayed'),
      rescored,
      ...(rescored ? { submitted } : {}),
    },
    differences,
  };
}
