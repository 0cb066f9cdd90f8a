// Inbox batches → the rows one load appends to each warehouse table, as columns in the tables' column order
// (schema.ts). Pure: the load itself (warehouse.ts) only deletes replaced sessions and appends these.
import { DEMOGRAPHIC_KEYS } from '../src/research/telemetry.ts';
import { DIMENSIONS, PROXIES, TRAITS } from '../src/research/games.ts';
import { enumCodes, type ColumnValues } from './append.ts';
import type { InboxColumns } from './inbox-format.ts';
import { pageKey } from './profile-index.ts';

export interface InboxBatch {
  columns: InboxColumns;
  /** Made by the synthetic generator. */
  synthetic: boolean;
}

/** The members of the warehouse's ENUM types (turns.game, turns.choice), by value: their codes. */
export interface WarehouseEnums {
  game: ReadonlyMap<string, number>;
  choice: ReadonlyMap<string, number>;
}

export interface TableRows {
  rows: number;
  columns: ColumnValues[];
}

export interface LoadRows {
  /** The app's ids of the sessions loaded: earlier copies of these in the warehouse are replaced. */
  sessionIds: string[];
  sessions: TableRows;
  turns: TableRows;
  profiles: TableRows;
  demographics: TableRows;
  /** The new profiles' page keys and gamesPlayed, for the profile index. */
  profileKeys: { keys: Float64Array; gamesPlayed: Int32Array };
  turnsPerGame: Map<string, number>;
}

/**
 * The rows of `batches` (oldest first), numbering sessions from `firstSid`. A session sent more than once keeps only
 * its newest copy. Turns are grouped by game, so the zone maps of `turns` can skip row groups on a game filter.
 */
export function loadRows(batches: readonly InboxBatch[], firstSid: number, enums: WarehouseEnums): LoadRows {
  const newest = new Map<string, [number, number]>();
  batches.forEach(({ columns }, b) => columns.sessionId.forEach((id, i) => newest.set(id, [b, i])));
  const kept = [...newest.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);

  const count = kept.length;
  const turnsOf = ([b, i]: [number, number]) => batches[b]!.columns.turnOffsets[i + 1]! - batches[b]!.columns.turnOffsets[i]!;
  const turnCount = kept.reduce((n, at) => n + turnsOf(at), 0);
  const profileCount = kept.filter(([b, i]) => batches[b]!.columns.hasEndgame[i]).length;
  const demographicCount = kept.filter(([b, i]) => batches[b]!.columns.demographics[i] !== null).length;

  const sessions = {
    sid: new BigInt64Array(count),
    sessionId: new Array<string>(count),
    game: new Array<string>(count),
    gameContext: new Array<string>(count),
    scenarioId: new Array<string | null>(count),
    date: new Int32Array(count),
    totalRounds: new Int32Array(count),
    avgResponseMs: new Float64Array(count),
    synthetic: new Uint8Array(count),
  };
  kept.forEach(([b, i], k) => {
    const { columns, synthetic } = batches[b]!;
    const from = columns.turnOffsets[i]!;
    const to = columns.turnOffsets[i + 1]!;
    let total = 0;
    for (let t = from; t < to; t++) total += columns.turnNumbers.responseTimeMs[t]!;
    sessions.sid[k] = BigInt(firstSid + k);
    sessions.sessionId[k] = columns.sessionId[i]!;
    sessions.game[k] = columns.game[i]!;
    sessions.gameContext[k] = columns.gameContext[i]!;
    sessions.scenarioId[k] = columns.scenarioId[i] ?? null;
    sessions.date[k] = columns.date[i]!;
    sessions.totalRounds[k] = to - from;
    sessions.avgResponseMs[k] = total / (to - from);
    sessions.synthetic[k] = synthetic ? 1 : 0;
  });

  const turnsPerGame = new Map<string, number>();
  sessions.game.forEach((game, k) => turnsPerGame.set(game, (turnsPerGame.get(game) ?? 0) + sessions.totalRounds[k]!));
  const profiles = profileColumns(batches, kept, sessions, profileCount);
  return {
    sessionIds: sessions.sessionId,
    // sessions: sid, session_id, game, game_context, scenario_id, date, total_rounds, avg_response_ms, synthetic.
    sessions: {
      rows: count,
      columns: [sessions.sid, sessions.sessionId, sessions.game, sessions.gameContext, sessions.scenarioId, sessions.date, sessions.totalRounds, sessions.avgResponseMs, sessions.synthetic],
    },
    turns: { rows: turnCount, columns: turnColumns(batches, kept, sessions, turnCount, enums) },
    profiles: { rows: profileCount, columns: profiles.columns },
    demographics: { rows: demographicCount, columns: demographicColumns(batches, kept, sessions.sid, demographicCount) },
    profileKeys: profiles.index,
    turnsPerGame,
  };
}

type Kept = ReadonlyArray<[number, number]>;
interface SessionColumns {
  sid: BigInt64Array;
  sessionId: string[];
  game: string[];
  date: Int32Array;
  totalRounds: Int32Array;
  avgResponseMs: Float64Array;
}

/** turns: sid, game, date, round, choice, response_ms, the eight signals, o, c, e, a, n. */
function turnColumns(batches: readonly InboxBatch[], kept: Kept, sessions: SessionColumns, rows: number, enums: WarehouseEnums): ColumnValues[] {
  const sid = new BigInt64Array(rows);
  const game = enumCodes(enums.game.size, rows);
  const date = new Int32Array(rows);
  const round = new Int32Array(rows);
  const choice = enumCodes(enums.choice.size, rows);
  const numberNames = ['responseTimeMs', ...DIMENSIONS, ...TRAITS] as const;
  const numbers = numberNames.map(() => new Float64Array(rows));
  /** Each batch's choice dictionary as the warehouse's choice codes. */
  const choiceCodes = batches.map(({ columns }) => Uint32Array.from(columns.choices, (c) => codeOf(enums.choice, c, 'choice')));
  const byGame = Array.from({ length: enums.game.size }, (): number[] => []);
  sessions.game.forEach((g, k) => byGame[codeOf(enums.game, g, 'game')]!.push(k));
  let t = 0;
  for (const [gameCode, members] of byGame.entries()) {
    for (const k of members) {
      const [b, i] = kept[k]!;
      const columns = batches[b]!.columns;
      const from = columns.turnOffsets[i]!;
      const n = columns.turnOffsets[i + 1]! - from;
      sid.fill(sessions.sid[k]!, t, t + n);
      game.fill(gameCode, t, t + n);
      date.fill(sessions.date[k]!, t, t + n);
      round.set(columns.round.subarray(from, from + n), t);
      const codes = choiceCodes[b]!;
      for (let j = 0; j < n; j++) choice[t + j] = codes[columns.choiceCode[from + j]!]!;
      for (let c = 0; c < numberNames.length; c++) numbers[c]!.set(columns.turnNumbers[numberNames[c]!].subarray(from, from + n), t);
      t += n;
    }
  }
  return [sid, game, date, round, choice, ...numbers];
}

function codeOf(members: ReadonlyMap<string, number>, value: string, type: string): number {
  const code = members.get(value);
  if (code === undefined) throw new Error(`the warehouse's ${type} type has no member ${JSON.stringify(value)}: add a migration that widens it`);
  return code;
}

/**
 * profiles: page_key, sid, session_id, game, date, games_played, total_decisions, avg_response_ms, o, c, e, a, n,
 * confidence, cooperation_rate, risk_tolerance, moral_consistency.
 */
function profileColumns(batches: readonly InboxBatch[], kept: Kept, sessions: SessionColumns, rows: number) {
  const keys = new Float64Array(rows);
  const sid = new BigInt64Array(rows);
  const sessionId = new Array<string>(rows);
  const game = new Array<string>(rows);
  const date = new Int32Array(rows);
  const gamesPlayed = new Int32Array(rows);
  const totalDecisions = new Int32Array(rows);
  const avgResponseMs = new Float64Array(rows);
  const numberNames = [...TRAITS, 'confidence', ...PROXIES] as const;
  const numbers = numberNames.map(() => new Float64Array(rows));
  let p = 0;
  kept.forEach(([b, i], k) => {
    const columns = batches[b]!.columns;
    if (!columns.hasEndgame[i]) return;
    sid[p] = sessions.sid[k]!;
    keys[p] = pageKey(sessions.date[k]!, Number(sessions.sid[k]!));
    sessionId[p] = sessions.sessionId[k]!;
    game[p] = sessions.game[k]!;
    date[p] = sessions.date[k]!;
    gamesPlayed[p] = columns.gamesPlayed[i]!;
    totalDecisions[p] = sessions.totalRounds[k]!;
    avgResponseMs[p] = sessions.avgResponseMs[k]!;
    numberNames.forEach((name, n) => (numbers[n]![p] = columns.endgameNumbers[name][i]!));
    p++;
  });
  const pageKeys = BigInt64Array.from(keys, (key) => BigInt(key));
  return {
    columns: [pageKeys, sid, sessionId, game, date, gamesPlayed, totalDecisions, avgResponseMs, ...numbers] as ColumnValues[],
    index: { keys, gamesPlayed },
  };
}

/** demographics: sid, age_group, gender, region, player_type, strategy_experience. */
function demographicColumns(batches: readonly InboxBatch[], kept: Kept, sids: BigInt64Array, rows: number): ColumnValues[] {
  const sid = new BigInt64Array(rows);
  const attributes = DEMOGRAPHIC_KEYS.map(() => new Array<string | null>(rows));
  let d = 0;
  kept.forEach(([b, i], k) => {
    const demographics = batches[b]!.columns.demographics[i];
    if (!demographics) return;
    sid[d] = sids[k]!;
    DEMOGRAPHIC_KEYS.forEach((key, a) => (attributes[a]![d] = demographics[key] ?? null));
    d++;
  });
  return [sid, ...attributes];
}
