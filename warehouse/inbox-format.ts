// An inbox batch on disk: an Arrow IPC file, one row per session with its turns as a list of structs. Columnar and
// typed, so the load copies numbers into DuckDB's vectors as they are: no JSON is written or parsed again after the
// upload's own check, and DuckDB reads exactly the values that check saw.
import {
  DateDay,
  Dictionary,
  Field,
  Float64,
  Int32,
  List,
  makeData,
  RecordBatch,
  Schema,
  Struct,
  Table,
  tableFromIPC,
  tableToIPC,
  Utf8,
  vectorFromArray,
  type Data,
  type DataType,
  type Vector,
} from 'apache-arrow';
import { DAY_MS } from '../src/clock.ts';
import { DIMENSIONS, PROXIES, TRAITS, type Dimension, type GameId, type Proxy, type Trait } from '../src/research/games.ts';
import { DEMOGRAPHIC_KEYS, type Demographics, type TelemetrySession, type Turn } from '../src/research/telemetry.ts';

/** Per-turn numbers, each a Float64 child of the turn struct (signals by dimension, the Big Five snapshot by trait). */
const TURN_NUMBERS = ['responseTimeMs', ...DIMENSIONS, ...TRAITS] as const;
type TurnNumber = (typeof TURN_NUMBERS)[number];
const ENDGAME_NUMBERS = [...TRAITS, 'confidence', ...PROXIES] as const;
type EndgameNumber = (typeof ENDGAME_NUMBERS)[number];

/** A batch's columns as typed arrays (numbers) and arrays (text), what the load appends to the warehouse. */
export interface InboxColumns {
  count: number;
  sessionId: string[];
  game: GameId[];
  gameContext: string[];
  scenarioId: Array<string | null>;
  /** Days since 1970-01-01 (DuckDB's DATE): only the calendar date of `startedAt` is kept. */
  date: Int32Array;
  /** Null where the session sent no demographics object; an attribute it left out is null inside. */
  demographics: Array<Demographics | null>;
  /** Turns of session i are rows turnOffsets[i] to turnOffsets[i + 1] - 1 of the turn columns. */
  turnOffsets: Int32Array;
  round: Int32Array;
  /** Choice of each turn as an index into `choices`. */
  choiceCode: Int32Array;
  choices: string[];
  turnNumbers: Record<TurnNumber, Float64Array>;
  /** 1 where the session has an endgame profile. */
  hasEndgame: Uint8Array;
  gamesPlayed: Int32Array;
  endgameNumbers: Record<EndgameNumber, Float64Array>;
}

const float64 = (values: Float64Array) => makeData({ type: new Float64(), length: values.length, data: values });
const int32 = (values: Int32Array) => makeData({ type: new Int32(), length: values.length, data: values });
const text = (values: ReadonlyArray<string | null>) => vectorFromArray(values, new Utf8()).data[0]!;
const dictionary = (values: ReadonlyArray<string | null>) => vectorFromArray(values, new Dictionary(new Utf8(), new Int32())).data[0]!;
const field = (name: string, data: Data, nullable = false) => new Field(name, data.type as DataType, nullable);

/** Arrow validity bitmap (LSB first) of `valid`, or undefined when every row is valid. */
function validity(valid: ArrayLike<boolean>): { nullBitmap?: Uint8Array; nullCount: number } {
  let nullCount = 0;
  const bitmap = new Uint8Array(Math.ceil(valid.length / 8));
  for (let i = 0; i < valid.length; i++) {
    if (valid[i]) bitmap[i >> 3]! |= 1 << (i & 7);
    else nullCount++;
  }
  return nullCount === 0 ? { nullCount } : { nullBitmap: bitmap, nullCount };
}

function struct(names: readonly string[], children: Data[], valid?: ArrayLike<boolean>, nullable: readonly string[] = []) {
  const fields = names.map((name, i) => field(name, children[i]!, nullable.includes(name)));
  const length = children[0]!.length;
  return makeData({ type: new Struct(fields), length, children, ...(valid ? validity(valid) : { nullCount: 0 }) });
}

/** A checked batch → the bytes of its inbox file. */
export function encodeBatch(sessions: readonly TelemetrySession[]): Uint8Array {
  const turns = sessions.flatMap((s) => s.turns);
  const offsets = new Int32Array(sessions.length + 1);
  sessions.forEach((s, i) => (offsets[i + 1] = offsets[i]! + s.turns.length));
  // Column by column: each inner loop reads one property of every object, which keeps V8's property lookups fast.
  const n = turns.length;
  const numbers = {} as Record<TurnNumber, Float64Array>;
  const round = new Int32Array(n);
  numbers.responseTimeMs = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    round[t] = turns[t]!.round;
    numbers.responseTimeMs[t] = turns[t]!.responseTimeMs;
  }
  for (const d of DIMENSIONS) {
    const column = (numbers[d] = new Float64Array(n));
    for (let t = 0; t < n; t++) column[t] = turns[t]!.signals[d];
  }
  for (const k of TRAITS) {
    const column = (numbers[k] = new Float64Array(n));
    for (let t = 0; t < n; t++) column[t] = turns[t]!.bigFive[k];
  }
  const choiceIndex = new Map<string, number>();
  const choiceCodes = new Int32Array(n);
  for (let t = 0; t < n; t++) {
    const choice = turns[t]!.choice;
    let code = choiceIndex.get(choice);
    if (code === undefined) choiceIndex.set(choice, (code = choiceIndex.size));
    choiceCodes[t] = code;
  }
  const choices = makeData({
    type: new Dictionary(new Utf8(), new Int32()),
    length: n,
    nullCount: 0,
    data: choiceCodes,
    dictionary: vectorFromArray([...choiceIndex.keys()], new Utf8()),
  });

  const endgames = sessions.map((s) => s.endgame);
  const endgame = {} as Record<EndgameNumber, Float64Array>;
  for (const k of TRAITS) endgame[k] = Float64Array.from(endgames, (e) => e?.ocean[k] ?? 0);
  endgame.confidence = Float64Array.from(endgames, (e) => e?.confidence ?? 0);
  for (const p of PROXIES) endgame[p] = Float64Array.from(endgames, (e) => e?.proxies[p] ?? 0);
  const gamesPlayed = Int32Array.from(endgames, (e) => e?.gamesPlayed ?? 0);
  const date = Int32Array.from(sessions, (s) => Date.parse(s.startedAt.slice(0, 10)) / DAY_MS);

  const turnStruct = struct(
    ['round', 'choice', ...TURN_NUMBERS],
    [int32(round), choices, ...TURN_NUMBERS.map((k) => float64(numbers[k]))],
  );
  const turnList = makeData({
    type: new List(new Field('turn', turnStruct.type, false)),
    length: sessions.length,
    nullCount: 0,
    valueOffsets: offsets,
    child: turnStruct,
  });
  const demographicStruct = struct(
    DEMOGRAPHIC_KEYS,
    DEMOGRAPHIC_KEYS.map((k) => dictionary(sessions.map((s) => s.demographics?.[k] ?? null))),
    sessions.map((s) => s.demographics !== undefined),
    DEMOGRAPHIC_KEYS,
  );
  const endgameStruct = struct(
    ['gamesPlayed', ...ENDGAME_NUMBERS],
    [int32(gamesPlayed), ...ENDGAME_NUMBERS.map((k) => float64(endgame[k]))],
    sessions.map((s) => s.endgame !== undefined),
  );
  const columns: Array<[string, Data, boolean?]> = [
    ['sessionId', text(sessions.map((s) => s.sessionId))],
    ['game', dictionary(sessions.map((s) => s.game))],
    ['gameContext', dictionary(sessions.map((s) => s.gameContext ?? 'standard'))],
    ['scenarioId', text(sessions.map((s) => s.scenarioId ?? null)), true],
    ['date', makeData({ type: new DateDay(), length: sessions.length, data: date })],
    ['demographics', demographicStruct, true],
    ['turns', turnList],
    ['endgame', endgameStruct, true],
  ];
  const schema = new Schema(columns.map(([name, data, nullable]) => field(name, data, nullable)));
  const rows = makeData({ type: new Struct(schema.fields), length: sessions.length, nullCount: 0, children: columns.map(([, d]) => d) });
  return tableToIPC(new Table([new RecordBatch(schema, rows)]), 'file');
}

/** The bytes of an inbox file → its columns, one entry per record batch (a file this module wrote has one). */
export function readBatch(bytes: Uint8Array): InboxColumns[] {
  return tableFromIPC(bytes).batches.map((batch) => {
    const column = (name: string) => batch.getChild(name)!.data[0]!;
    const child = (parent: Data, name: string) => parent.children[(parent.type as Struct).children.findIndex((f) => f.name === name)]!;
    const turnList = column('turns');
    const turns = turnList.children[0]!;
    const endgame = column('endgame');
    const demographics = column('demographics');
    const attributes = DEMOGRAPHIC_KEYS.map((key) => {
      const data = child(demographics, key);
      return { key, data, values: decoded(data) };
    });
    const rows = batch.numRows;
    return {
      count: rows,
      sessionId: strings(batch.getChild('sessionId')!) as string[],
      game: decoded(column('game')) as GameId[],
      gameContext: decoded(column('gameContext')) as string[],
      scenarioId: strings(batch.getChild('scenarioId')!),
      date: column('date').values as Int32Array,
      demographics: Array.from({ length: rows }, (_, i) => {
        if (!isValid(demographics, i)) return null;
        const values: Demographics = {};
        for (const { key, data, values: column } of attributes) if (isValid(data, i)) Object.assign(values, { [key]: column[i] });
        return values;
      }),
      turnOffsets: turnList.valueOffsets as Int32Array,
      round: child(turns, 'round').values as Int32Array,
      choiceCode: child(turns, 'choice').values as Int32Array,
      choices: strings(child(turns, 'choice').dictionary!) as string[],
      turnNumbers: Object.fromEntries(TURN_NUMBERS.map((k) => [k, child(turns, k).values])) as Record<TurnNumber, Float64Array>,
      hasEndgame: Uint8Array.from({ length: rows }, (_, i) => (isValid(endgame, i) ? 1 : 0)),
      gamesPlayed: child(endgame, 'gamesPlayed').values as Int32Array,
      endgameNumbers: Object.fromEntries(ENDGAME_NUMBERS.map((k) => [k, child(endgame, k).values])) as Record<EndgameNumber, Float64Array>,
    };
  });
}

const strings = (vector: Vector) => vector.toArray() as Array<string | null>;
const isValid = (data: Data, i: number) => data.nullCount === 0 || ((data.nullBitmap![(data.offset + i) >> 3]! >> ((data.offset + i) & 7)) & 1) === 1;
/** A dictionary column's values (null rows hold an arbitrary entry): each dictionary entry is decoded once. */
function decoded(data: Data): string[] {
  const dictionary = strings(data.dictionary!) as string[];
  return Array.from(data.values as Int32Array, (code) => dictionary[code]!);
}

/** Columns → the sessions they hold (for rewriting a file without one session); `startedAt` is the kept date. */
export function sessionsOf(columns: InboxColumns): TelemetrySession[] {
  const n = columns.turnNumbers;
  return Array.from({ length: columns.count }, (_, i) => {
    const turns: Turn[] = [];
    for (let t = columns.turnOffsets[i]!; t < columns.turnOffsets[i + 1]!; t++) {
      turns.push({
        round: columns.round[t]!,
        choice: columns.choices[columns.choiceCode[t]!]!,
        responseTimeMs: n.responseTimeMs[t]!,
        signals: Object.fromEntries(DIMENSIONS.map((d) => [d, n[d][t]!])) as Record<Dimension, number>,
        bigFive: Object.fromEntries(TRAITS.map((k) => [k, n[k][t]!])) as Record<Trait, number>,
      });
    }
    const e = columns.endgameNumbers;
    return {
      sessionId: columns.sessionId[i]!,
      consent: true,
      game: columns.game[i]!,
      gameContext: columns.gameContext[i] as TelemetrySession['gameContext'],
      ...(columns.scenarioId[i] === null ? {} : { scenarioId: columns.scenarioId[i]! }),
      startedAt: new Date(columns.date[i]! * DAY_MS).toISOString().slice(0, 10),
      ...(columns.demographics[i] === null ? {} : { demographics: columns.demographics[i]! }),
      turns,
      ...(columns.hasEndgame[i]
        ? {
            endgame: {
              gamesPlayed: columns.gamesPlayed[i]!,
              ocean: Object.fromEntries(TRAITS.map((k) => [k, e[k][i]!])) as Record<Trait, number>,
              confidence: e.confidence[i]!,
              proxies: Object.fromEntries(PROXIES.map((p) => [p, e[p][i]!])) as Record<Proxy, number>,
            },
          }
        : {}),
    };
  });
}
