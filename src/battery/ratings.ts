// Head-to-head ratings: a Bradley–Terry fit of the game-level results of all matches, on the Elo scale (mean 1000),
// with bootstrap 95% intervals over resampled matches, never narrower than the games' own spread (honestInterval). Pure computation; the bootstrap is split into resample ranges
// (each resample seeded by its own index) so worker threads can share it and still give the one-thread result.
import { countUniformDraws } from '../seeded-random.ts';

/** Game-level counts of one match. */
export interface MatchResult {
  playerA: string;
  playerB: string;
  winsA: number;
  winsB: number;
  draws: number;
}

export interface ModelRating {
  model: string;
  rating: number | null;
  ci95: [number, number] | null;
  games: number;
}

export interface Ratings {
  method: 'bradley-terry';
  /** sorted by rating, highest first (unrated last), then by name */
  models: ModelRating[];
}

export interface RatingsOptions {
  /** bootstrap resamples (default 1000) */
  resamples?: number;
  /** bootstrap seed (default 1) */
  seed?: number;
  /** the first resample used (default 0) */
  from?: number;
  /** one past the last resample used (default `resamples`) */
  to?: number;
}

/**
 * The matches as the fit reads them. Models are numbered in name order; a pair is two models that met, `lo < hi`,
 * and the matches are listed pair by pair, within a pair by win weights (buildProblem). Win weights count a draw as
 * half a win for each side.
 */
export interface RatingsProblem {
  modelCount: number;
  pairLo: Int32Array;
  pairHi: Int32Array;
  matchPair: Int32Array;
  /** the pair's `lo` model's win weight in each match */
  matchWinsLo: Float64Array;
  /** the pair's `hi` model's win weight in each match */
  matchWinsHi: Float64Array;
  /** NumberedMatches.drawShare */
  drawShare: number;
}

/** The full-data fit, per model number. */
export interface RatingsFit {
  /** 1 for the models of the eligible set */
  eligible: Uint8Array;
  /** log-strength, geometric mean 1 over the eligible set; 0 outside it */
  logStrength: Float64Array;
  /** rating, mean 1000 over the eligible set; NaN outside it */
  rating: Float64Array;
  /**
   * The least half-width a 95% interval can honestly have, in Elo (NaN outside the set): 1.96 standard errors of the
   * model's log-strength with its opponents' held at theirs, from the games alone (informationHalfWidths). It leaves out
   * the opponents' uncertainty, so the model's true spread is at least this; a bootstrap narrower than it has resampled
   * too few matches.
   */
  informationHalfWidth: Float64Array;
}

const RATING_SCALE = 400 / Math.LN10;
const RATING_MEAN = 1000;
/** The published fit (and the resamples' start) stops when a sweep moves no log-strength by this: 1.7e-10 Elo. */
const FULL_TOLERANCE = 1e-12;
/** Resamples start next to their answer (the full-data fit), so a looser stop costs little accuracy. */
const RESAMPLE_TOLERANCE = 1e-8;
const MAX_SWEEPS = 100_000;
/** Log-strengths stay well inside exp's range: an accelerated step beyond this is replaced by a plain one. */
const MAX_LOG_STRENGTH = 300;
/** Anderson acceleration keeps this many past steps. */
const ANDERSON_DEPTH = 5;
/** Each resample's generator: `new SeededRandom(seed, resample, RESAMPLE_STREAM)`. */
const RESAMPLE_STREAM = 7;

/** Code-unit order, so "alphabetically smallest" does not depend on a locale. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function checkCount(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
}

/** Matches with their models numbered (name order): the compact form sent to a worker thread. */
export interface NumberedMatches {
  modelCount: number;
  playerA: Int32Array;
  playerB: Int32Array;
  /** win weights, a draw counting half a win for each side */
  winsA: Float64Array;
  winsB: Float64Array;
  /** the share of all the games that were drawn (0 without games) */
  drawShare: number;
}

/**
 * Matches as columns, their models numbered in any order (`names[i]` is model i): how a refresh hands the matches
 * that count to a worker thread, a few typed arrays rather than 50,000 objects to clone.
 */
export interface MatchColumns {
  names: string[];
  playerA: Int32Array;
  playerB: Int32Array;
  winsA: Float64Array;
  winsB: Float64Array;
  draws: Float64Array;
}

/** Columns of `matches`, models numbered as first met. */
export function matchColumns(matches: readonly MatchResult[]): MatchColumns {
  const count = matches.length;
  const firstMet = new Map<string, number>();
  const columns: MatchColumns = {
    names: [],
    playerA: new Int32Array(count),
    playerB: new Int32Array(count),
    winsA: new Float64Array(count),
    winsB: new Float64Array(count),
    draws: new Float64Array(count),
  };
  const numberOf = (name: string) => {
    let i = firstMet.get(name);
    if (i === undefined) {
      firstMet.set(name, (i = columns.names.length));
      columns.names.push(name);
    }
    return i;
  };
  for (let m = 0; m < count; m++) {
    const match = matches[m]!;
    columns.playerA[m] = numberOf(match.playerA);
    columns.playerB[m] = numberOf(match.playerB);
    columns.winsA[m] = match.winsA;
    columns.winsB[m] = match.winsB;
    columns.draws[m] = match.draws;
  }
  return columns;
}

/**
 * Renumbers the models of `columns` in name order and lists their matches as the fit reads them; `keep` (per model of
 * `columns`, 1 kept) leaves out every match with an end not kept. `games` is every game-level result each kept
 * model took part in, over the kept matches.
 */
export function numberColumns(columns: MatchColumns, keep: Uint8Array | null = null): { models: string[]; games: Float64Array; numbered: NumberedMatches } {
  const { names } = columns;
  const kept: number[] = [];
  for (let i = 0; i < names.length; i++) if (keep === null || keep[i] === 1) kept.push(i);
  kept.sort((x, y) => byName(names[x]!, names[y]!));
  const models = kept.map((i) => names[i]!);
  const renumber = new Int32Array(names.length).fill(-1);
  kept.forEach((i, rank) => (renumber[i] = rank));
  const total = columns.playerA.length;
  let count = 0;
  for (let m = 0; m < total; m++) if (renumber[columns.playerA[m]!]! >= 0 && renumber[columns.playerB[m]!]! >= 0) count++;
  const playerA = new Int32Array(count);
  const playerB = new Int32Array(count);
  const winsA = new Float64Array(count);
  const winsB = new Float64Array(count);
  const games = new Float64Array(models.length);
  let [played, drawnIn] = [0, 0];
  for (let m = 0, k = 0; m < total; m++) {
    const a = renumber[columns.playerA[m]!]!;
    const b = renumber[columns.playerB[m]!]!;
    if (a < 0 || b < 0) continue;
    if (a === b) throw new RangeError(`a match needs two different models, got ${models[a]} twice`);
    const [won, lost, drawn] = [columns.winsA[m]!, columns.winsB[m]!, columns.draws[m]!];
    checkCount(won, 'winsA');
    checkCount(lost, 'winsB');
    checkCount(drawn, 'draws');
    playerA[k] = a;
    playerB[k] = b;
    winsA[k] = won + drawn / 2;
    winsB[k] = lost + drawn / 2;
    games[a]! += won + lost + drawn;
    games[b]! += won + lost + drawn;
    played += won + lost + drawn;
    drawnIn += drawn;
    k++;
  }
  const drawShare = played > 0 ? drawnIn / played : 0;
  return { models, games, numbered: { modelCount: models.length, playerA, playerB, winsA, winsB, drawShare } };
}

/** Numbers the models in name order; `games` is every game-level result each model took part in. */
export function numberMatches(matches: readonly MatchResult[]): { models: string[]; games: Float64Array; numbered: NumberedMatches } {
  return numberColumns(matchColumns(matches));
}

/**
 * The opponent graph's `minOpponents`-core: models are removed one at a time while any has fewer distinct opponents
 * left, as each removal can leave its opponents short. `removed` is 1 for the models outside it; `opponents` counts
 * each model's distinct opponents and `games` its game-level results, over all the matches.
 */
export function opponentCore(columns: MatchColumns, minOpponents: number): Pick<CoreSplit, 'removed' | 'opponents' | 'provisional'> {
  const n = columns.names.length;
  const { playerA, playerB } = columns;
  const games = new Float64Array(n);
  // each pair that met once: lo·n + hi, sorted (a typed array sorts without calling back into JavaScript)
  const keys = new Float64Array(playerA.length);
  let pairs = 0;
  for (let m = 0; m < playerA.length; m++) {
    const a = playerA[m]!;
    const b = playerB[m]!;
    const played = columns.winsA[m]! + columns.winsB[m]! + columns.draws[m]!;
    games[a]! += played;
    if (b === a) continue;
    games[b]! += played;
    keys[pairs++] = a < b ? a * n + b : b * n + a;
  }
  const sorted = keys.subarray(0, pairs).sort();
  let distinct = 0;
  for (let k = 0; k < pairs; k++) if (k === 0 || sorted[k] !== sorted[k - 1]) sorted[distinct++] = sorted[k]!;
  // each model's opponents, as adjacency lists in one array (start[i] … start[i + 1])
  const opponents = new Int32Array(n);
  for (let k = 0; k < distinct; k++) {
    opponents[Math.floor(sorted[k]! / n)]!++;
    opponents[sorted[k]! % n]!++;
  }
  const start = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i]! + opponents[i]!;
  const filled = start.slice(0, n);
  const adjacent = new Int32Array(start[n]!);
  for (let k = 0; k < distinct; k++) {
    const [lo, hi] = [Math.floor(sorted[k]! / n), sorted[k]! % n];
    adjacent[filled[lo]!++] = hi;
    adjacent[filled[hi]!++] = lo;
  }
  // the cascade: a model short of opponents is removed, and each of its opponents loses one
  const left = opponents.slice();
  const removed = new Uint8Array(n);
  const short: number[] = [];
  for (let i = 0; i < n; i++) if (left[i]! < minOpponents) (removed[i] = 1), short.push(i);
  while (short.length > 0) {
    const i = short.pop()!;
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const other = adjacent[k]!;
      if (removed[other] === 0 && --left[other]! < minOpponents) (removed[other] = 1), short.push(other);
    }
  }
  const provisional = columns.names
    .map((model, i) => ({ model, games: games[i]!, opponents: opponents[i]! }))
    .filter((_, i) => removed[i] === 1)
    .sort((a, b) => byName(a.model, b.model));
  return { removed, opponents, provisional };
}

/** The matches of the opponent core, numbered for the fit, and the models outside it. */
export interface CoreSplit {
  /** 1 for the models of `columns` outside the core */
  removed: Uint8Array;
  /** distinct opponents of each model of `columns`, over all the matches */
  opponents: Int32Array;
  /** the core's models (name order), their games and matches: the fit's input */
  rated: ReturnType<typeof numberColumns>;
  /** distinct opponents of each of `rated.models` */
  ratedOpponents: Int32Array;
  /** the models outside the core, in name order, with their games and distinct opponents */
  provisional: Array<{ model: string; games: number; opponents: number }>;
}

/** Splits the matches at the opponent core (opponentCore): what a refresh's worker does before the fit. */
export function splitByCore(columns: MatchColumns, minOpponents: number): CoreSplit {
  const { removed, opponents, provisional } = opponentCore(columns, minOpponents);
  const rated = numberColumns(columns, removed.map((r) => 1 - r));
  const index = new Map(columns.names.map((name, i) => [name, i]));
  const ratedOpponents = Int32Array.from(rated.models, (model) => opponents[index.get(model)!]!);
  return { removed, opponents, rated, ratedOpponents, provisional };
}

/**
 * Numbers the pairs (by lo, then hi) and lists the matches pair by pair, within a pair by (lo's win weight, hi's), so a
 * resample sums them in one forward pass. The list depends on the matches alone, never on their order or seats: the
 * bootstrap draws positions in it, so the same matches give the same intervals however a store happens to list them.
 */
export function buildProblem(numbered: NumberedMatches): RatingsProblem {
  const { modelCount: n, playerA, playerB, winsA, winsB, drawShare } = numbered;
  const count = playerA.length;
  const matchKey = new Float64Array(count);
  const winsLo = new Float64Array(count);
  const winsHi = new Float64Array(count);
  // win weights are halves: 2·weight + 1 bounds every doubled weight
  let span = 1;
  for (let m = 0; m < count; m++) {
    const a = playerA[m]!;
    const b = playerB[m]!;
    const aIsLo = a < b;
    matchKey[m] = aIsLo ? a * n + b : b * n + a;
    winsLo[m] = aIsLo ? winsA[m]! : winsB[m]!;
    winsHi[m] = aIsLo ? winsB[m]! : winsA[m]!;
    span = Math.max(span, 2 * winsLo[m]! + 1, 2 * winsHi[m]! + 1);
  }
  // sorted by (pair, lo's weight, hi's weight) at once: one number per match, exact while below 2^53, and a typed array
  // sorts numerically without calling back into JavaScript; matches equal in all three are interchangeable
  const order = new Int32Array(count);
  if (n * n * span * span * count < Number.MAX_SAFE_INTEGER) {
    const composite = new Float64Array(count);
    for (let m = 0; m < count; m++) composite[m] = ((matchKey[m]! * span + 2 * winsLo[m]!) * span + 2 * winsHi[m]!) * count + m;
    composite.sort();
    for (let m = 0; m < count; m++) order[m] = composite[m]! % count;
  } else {
    const sorted = Array.from(matchKey.keys()).sort((x, y) => matchKey[x]! - matchKey[y]! || winsLo[x]! - winsLo[y]! || winsHi[x]! - winsHi[y]!);
    order.set(sorted);
  }
  const matchPair = new Int32Array(count);
  const matchWinsLo = new Float64Array(count);
  const matchWinsHi = new Float64Array(count);
  const pairLo = new Int32Array(count);
  const pairHi = new Int32Array(count);
  let pairs = 0;
  let previousKey = -1;
  for (let m = 0; m < count; m++) {
    const input = order[m]!;
    const key = matchKey[input]!;
    if (key !== previousKey) {
      pairLo[pairs] = Math.floor(key / n);
      pairHi[pairs] = key % n;
      pairs++;
      previousKey = key;
    }
    matchPair[m] = pairs - 1;
    matchWinsLo[m] = winsLo[input]!;
    matchWinsHi[m] = winsHi[input]!;
  }
  return { modelCount: n, pairLo: pairLo.slice(0, pairs), pairHi: pairHi.slice(0, pairs), matchPair, matchWinsLo, matchWinsHi, drawShare };
}

/**
 * Per-model adjacency over the pairs (CSR): model i's entries are start[i]..start[i+1]-1, each naming the opponent
 * and the slot of i's own win weight in a pair-wins array laid out as [lo's, hi's] per pair (the opponent's slot is
 * that slot ^ 1).
 */
interface Adjacency {
  start: Int32Array;
  opponent: Int32Array;
  winSlot: Int32Array;
}

function adjacency(problem: RatingsProblem): Adjacency {
  const { modelCount: n, pairLo, pairHi } = problem;
  const start = new Int32Array(n + 1);
  for (let k = 0; k < pairLo.length; k++) {
    start[pairLo[k]! + 1]!++;
    start[pairHi[k]! + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const opponent = new Int32Array(2 * pairLo.length);
  const winSlot = new Int32Array(2 * pairLo.length);
  for (let k = 0; k < pairLo.length; k++) {
    const l = pairLo[k]!;
    const h = pairHi[k]!;
    const el = fill[l]!++;
    opponent[el] = h;
    winSlot[el] = 2 * k;
    const eh = fill[h]!++;
    opponent[eh] = l;
    winSlot[eh] = 2 * k + 1;
  }
  return { start, opponent, winSlot };
}

/**
 * Whether every model reaches model 0 and is reached from it along "won weight > 0" edges, i.e. the whole graph is
 * one strongly connected component: the usual case, found in a few hundred edge visits because each search stops as
 * soon as it has seen every model. `slotFlip` 0 follows i→j (i won against j), 1 follows j→i.
 */
function reachesAll(adj: Adjacency, pairWins: Float64Array, seen: Uint8Array, queue: Int32Array, slotFlip: number): boolean {
  const n = seen.length;
  const { start, opponent, winSlot } = adj;
  seen.fill(0);
  seen[0] = 1;
  queue[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const v = queue[head++]!;
    for (let e = start[v]!, end = start[v + 1]!; e < end; e++) {
      const w = opponent[e]!;
      if (seen[w] === 1 || pairWins[winSlot[e]! ^ slotFlip]! <= 0) continue;
      seen[w] = 1;
      queue[tail++] = w;
      if (tail === n) return true;
    }
  }
  return tail === n;
}

/*
 * The fit's per-model state is interleaved, [strength, numerator, denominator] at 3i: separate arrays of the same
 * length can alias in the CPU's store buffer and halve a sweep's speed. A sweep reads its pairs from two arrays,
 * `ends` (3·lo, 3·hi: the two models' state offsets) and `weights` (lo's win weight, hi's), sorted by lo, and keeps
 * the current lo model's sums in locals.
 */
const STRENGTH = 0;
const NUMERATOR = 1;
const DENOMINATOR = 2;

/**
 * Newman's (2023) sweep, target_i = Σ_j w_ij p_j / (p_i + p_j) / Σ_j w_ji / (p_i + p_j): the same fixed point as
 * Zermelo's / Hunter's MM (the MLE), reached in about a tenth of the sweeps.
 */
function newmanSweep(pairs: number, ends: Int32Array, weights: Float64Array, state: Float64Array, members: Int32Array,
  count: number, target: Float64Array): void {
  for (let c = 0; c < count; c++) {
    const i = 3 * members[c]!;
    state[i + NUMERATOR] = 0;
    state[i + DENOMINATOR] = 0;
  }
  let current = ends[0]!;
  let pl = state[current]!;
  let sumNumerator = 0;
  let sumDenominator = 0;
  for (let k = 0, end = 2 * pairs; k < end; k += 2) {
    const l = ends[k]!;
    if (l !== current) {
      state[current + NUMERATOR]! += sumNumerator;
      state[current + DENOMINATOR]! += sumDenominator;
      current = l;
      pl = state[l]!;
      sumNumerator = 0;
      sumDenominator = 0;
    }
    const h = ends[k + 1]!;
    const ph = state[h]!;
    const s = 1 / (pl + ph);
    const wl = weights[k]! * s;
    const wh = weights[k + 1]! * s;
    sumNumerator += wl * ph;
    sumDenominator += wh;
    state[h + NUMERATOR]! += wh * pl;
    state[h + DENOMINATOR]! += wl;
  }
  state[current + NUMERATOR]! += sumNumerator;
  state[current + DENOMINATOR]! += sumDenominator;
  for (let c = 0; c < count; c++) {
    const i = 3 * members[c]!;
    target[c] = state[i + NUMERATOR]! / state[i + DENOMINATOR]!;
  }
}

/**
 * Anderson acceleration (type II, depth ANDERSON_DEPTH) of the sweep seen as a map G on the log-strengths (geometric
 * mean 1): the next point is G(x) corrected by the combination of the last steps' changes that best cancels the
 * residual G(x) − x. It reaches the plain iteration's fixed point in a fraction of its sweeps, most of all where the
 * plain iteration crawls (sparse, barely connected data). Vectors are over the eligible members, `count` long.
 */
class Anderson {
  /** past residual and image differences, one column of `size` per slot */
  private readonly residualSteps: Float64Array;
  private readonly imageSteps: Float64Array;
  private readonly previousResidual: Float64Array;
  private readonly previousImage: Float64Array;
  /** Gram matrix of the residual steps, by slot */
  private readonly gram = new Float64Array(ANDERSON_DEPTH * ANDERSON_DEPTH);
  private readonly system = new Float64Array(ANDERSON_DEPTH * (ANDERSON_DEPTH + 1));
  private readonly gamma = new Float64Array(ANDERSON_DEPTH);
  private count = 0;
  /** steps held (≤ depth), the slot the next one takes, whether a previous point is held */
  private held = 0;
  private next = 0;
  private primed = false;

  constructor(private readonly size: number) {
    this.residualSteps = new Float64Array(ANDERSON_DEPTH * size);
    this.imageSteps = new Float64Array(ANDERSON_DEPTH * size);
    this.previousResidual = new Float64Array(size);
    this.previousImage = new Float64Array(size);
  }

  reset(count: number): void {
    this.count = count;
    this.held = 0;
    this.next = 0;
    this.primed = false;
  }

  /**
   * From the point `x` and its image `image` = G(x), writes the next point into `x`: the accelerated one, or the image
   * itself when there is no history yet or the small least-squares system is singular (the history then restarts).
   */
  step(x: Float64Array, image: Float64Array): void {
    const { count, size, residualSteps, imageSteps, previousResidual, previousImage, gram } = this;
    if (this.primed) {
      const slot = this.next;
      const base = slot * size;
      for (let c = 0; c < count; c++) {
        const residual = image[c]! - x[c]!;
        residualSteps[base + c] = residual - previousResidual[c]!;
        imageSteps[base + c] = image[c]! - previousImage[c]!;
      }
      for (let j = 0; j < ANDERSON_DEPTH; j++) {
        if (j !== slot && j >= this.held) continue;
        let dot = 0;
        const other = j * size;
        for (let c = 0; c < count; c++) dot += residualSteps[base + c]! * residualSteps[other + c]!;
        gram[slot * ANDERSON_DEPTH + j] = dot;
        gram[j * ANDERSON_DEPTH + slot] = dot;
      }
      this.next = (slot + 1) % ANDERSON_DEPTH;
      if (this.held < ANDERSON_DEPTH) this.held++;
    }
    for (let c = 0; c < count; c++) {
      previousResidual[c] = image[c]! - x[c]!;
      previousImage[c] = image[c]!;
    }
    this.primed = true;
    if (this.held === 0 || !this.solve()) {
      if (this.held > 0) this.restart();
      for (let c = 0; c < count; c++) x[c] = image[c]!;
      return;
    }
    const { gamma } = this;
    for (let c = 0; c < count; c++) {
      let value = image[c]!;
      for (let j = 0; j < this.held; j++) value -= gamma[j]! * imageSteps[j * size + c]!;
      x[c] = value;
    }
  }

  /** Forgets the past steps (keeps the last point): the next step is a plain one. */
  restart(): void {
    this.held = 0;
    this.next = 0;
  }

  /** gamma = argmin ‖residual − residualSteps·gamma‖ by the normal equations (slightly regularised), Gaussian elimination. */
  private solve(): boolean {
    const { held, count, size, residualSteps, previousResidual, gram, system, gamma } = this;
    const width = held + 1;
    let trace = 0;
    for (let j = 0; j < held; j++) trace += gram[j * ANDERSON_DEPTH + j]!;
    if (!(trace > 0) || !Number.isFinite(trace)) return false;
    const ridge = 1e-12 * trace;
    for (let r = 0; r < held; r++) {
      for (let j = 0; j < held; j++) system[r * width + j] = gram[r * ANDERSON_DEPTH + j]! + (r === j ? ridge : 0);
      let dot = 0;
      for (let c = 0; c < count; c++) dot += residualSteps[r * size + c]! * previousResidual[c]!;
      system[r * width + held] = dot;
    }
    for (let col = 0; col < held; col++) {
      let pivot = col;
      for (let r = col + 1; r < held; r++) if (Math.abs(system[r * width + col]!) > Math.abs(system[pivot * width + col]!)) pivot = r;
      if (!(Math.abs(system[pivot * width + col]!) > 1e-300)) return false;
      if (pivot !== col) {
        for (let j = col; j < width; j++) {
          const swap = system[col * width + j]!;
          system[col * width + j] = system[pivot * width + j]!;
          system[pivot * width + j] = swap;
        }
      }
      for (let r = col + 1; r < held; r++) {
        const factor = system[r * width + col]! / system[col * width + col]!;
        for (let j = col; j < width; j++) system[r * width + j]! -= factor * system[col * width + j]!;
      }
    }
    for (let r = held - 1; r >= 0; r--) {
      let value = system[r * width + held]!;
      for (let j = r + 1; j < held; j++) value -= system[r * width + j]! * gamma[j]!;
      gamma[r] = value / system[r * width + r]!;
      if (!Number.isFinite(gamma[r]!)) return false;
    }
    return true;
  }
}

/** Scratch arrays reused by every resample of a range. */
class Workspace {
  readonly pairWins: Float64Array;
  // Tarjan's strongly connected components, iteratively
  readonly order: Int32Array;
  readonly low: Int32Array;
  readonly onStack: Uint8Array;
  readonly stack: Int32Array;
  readonly callNode: Int32Array;
  readonly callEdge: Int32Array;
  readonly component: Int32Array;
  // the pairs that met in this resample, then only those inside the eligible set; the set's members
  pairs = 0;
  readonly eligible: Uint8Array;
  readonly members: Int32Array;
  readonly ends: Int32Array;
  readonly weights: Float64Array;
  readonly state: Float64Array;
  /** the fit's current point and its image (one sweep on), by member */
  readonly point: Float64Array;
  readonly image: Float64Array;
  readonly anderson: Anderson;
  readonly logStrength: Float64Array;

  constructor(readonly problem: RatingsProblem, readonly adj: Adjacency) {
    const n = problem.modelCount;
    const pairs = problem.pairLo.length;
    this.pairWins = new Float64Array(2 * pairs);
    this.order = new Int32Array(n);
    this.low = new Int32Array(n);
    this.onStack = new Uint8Array(n);
    this.stack = new Int32Array(n);
    this.callNode = new Int32Array(n);
    this.callEdge = new Int32Array(n);
    this.component = new Int32Array(n);
    this.eligible = new Uint8Array(n);
    this.members = new Int32Array(n);
    this.ends = new Int32Array(2 * pairs);
    this.weights = new Float64Array(2 * pairs);
    this.state = new Float64Array(3 * n);
    this.point = new Float64Array(n);
    this.image = new Float64Array(n);
    this.anderson = new Anderson(n);
    this.logStrength = new Float64Array(n);
  }

  /**
   * Marks `eligible` with the largest strongly connected component of "i won weight > 0 against j" in `pairWins`
   * (ties: the one holding the lowest model number, i.e. the alphabetically smallest name) and returns its size. A
   * single model compares with no one, so a largest component of one leaves the set empty.
   */
  markEligible(): number {
    const { order, low, onStack, stack, callNode, callEdge, component, eligible, pairWins } = this;
    const n = this.problem.modelCount;
    if (n >= 2 && reachesAll(this.adj, pairWins, onStack, stack, 0) && reachesAll(this.adj, pairWins, onStack, stack, 1)) {
      eligible.fill(1);
      return n;
    }
    const { start, opponent, winSlot } = this.adj;
    order.fill(-1);
    onStack.fill(0);
    let counter = 0;
    let top = 0;
    let components = 0;
    let bestComponent = -1;
    let bestSize = 0;
    let bestFirst = n;
    for (let root = 0; root < n; root++) {
      if (order[root] !== -1) continue;
      let depth = 0;
      callNode[0] = root;
      callEdge[0] = start[root]!;
      order[root] = low[root] = counter++;
      stack[top++] = root;
      onStack[root] = 1;
      while (depth >= 0) {
        const v = callNode[depth]!;
        const e = callEdge[depth]!;
        if (e < start[v + 1]!) {
          callEdge[depth] = e + 1;
          if (pairWins[winSlot[e]!]! <= 0) continue;
          const w = opponent[e]!;
          if (order[w] === -1) {
            order[w] = low[w] = counter++;
            stack[top++] = w;
            onStack[w] = 1;
            depth++;
            callNode[depth] = w;
            callEdge[depth] = start[w]!;
          } else if (onStack[w] === 1 && order[w]! < low[v]!) {
            low[v] = order[w]!;
          }
          continue;
        }
        if (low[v] === order[v]) {
          let size = 0;
          let first = n;
          let w: number;
          do {
            w = stack[--top]!;
            onStack[w] = 0;
            component[w] = components;
            size++;
            if (w < first) first = w;
          } while (w !== v);
          if (size > bestSize || (size === bestSize && first < bestFirst)) {
            bestComponent = components;
            bestSize = size;
            bestFirst = first;
          }
          components++;
        }
        depth--;
        if (depth >= 0) {
          const parent = callNode[depth]!;
          if (low[v]! < low[parent]!) low[parent] = low[v]!;
        }
      }
    }
    if (bestSize < 2) {
      eligible.fill(0);
      return 0;
    }
    for (let i = 0; i < n; i++) eligible[i] = component[i] === bestComponent ? 1 : 0;
    return bestSize;
  }

  /**
   * Sums each pair's win weights over its matches, each counted `drawn[m]` times, into `pairWins`, and lists the pairs
   * that met; returns how many (the caller keeps the count: a field written here made each call leave optimised code).
   * Two flat passes, over the matches and over the pairs, with no branch on the data: a third of the pairs do not meet
   * in a resample, too irregularly for a branch predictor.
   */
  aggregate(drawn: Uint32Array): number {
    const { pairWins, ends, weights } = this;
    const { pairLo, pairHi, matchPair, matchWinsLo, matchWinsHi } = this.problem;
    pairWins.fill(0);
    for (let m = 0, count = matchPair.length; m < count; m++) {
      const times = drawn[m]!;
      const slot = 2 * matchPair[m]!;
      pairWins[slot]! += times * matchWinsLo[m]!;
      pairWins[slot + 1]! += times * matchWinsHi[m]!;
    }
    let pairs = 0;
    for (let k = 0; k < pairLo.length; k++) {
      const winsLo = pairWins[2 * k]!;
      const winsHi = pairWins[2 * k + 1]!;
      // written every time, kept (the count moves on) only when the pair met
      ends[2 * pairs] = 3 * pairLo[k]!;
      ends[2 * pairs + 1] = 3 * pairHi[k]!;
      weights[2 * pairs] = winsLo;
      weights[2 * pairs + 1] = winsHi;
      pairs += Number(winsLo + winsHi > 0);
    }
    return pairs;
  }

  /** Keeps the listed pairs inside the eligible set (when it is not every model). */
  private restrictToEligible(): void {
    const { eligible, ends, weights } = this;
    let kept = 0;
    for (let k = 0; k < 2 * this.pairs; k += 2) {
      if (eligible[ends[k]! / 3] === 0 || eligible[ends[k + 1]! / 3] === 0) continue;
      ends[2 * kept] = ends[k]!;
      ends[2 * kept + 1] = ends[k + 1]!;
      weights[2 * kept] = weights[k]!;
      weights[2 * kept + 1] = weights[k + 1]!;
      kept++;
    }
    this.pairs = kept;
  }

  /**
   * The MLE over the eligible set (after `aggregate` and `markEligible`): Newman sweeps, Anderson-accelerated, each
   * image renormalised to geometric mean 1, until a sweep moves no log-strength by `tolerance` (at most 100,000
   * sweeps); the answer is that last sweep's image. Starts from `start` (log-strengths; null: all 0). Leaves the answer
   * in `logStrength` (eligible entries).
   */
  fit(start: Float64Array | null, tolerance: number): void {
    const { eligible, members, ends, weights, state, point, image, anderson, logStrength } = this;
    const n = this.problem.modelCount;
    let count = 0;
    for (let i = 0; i < n; i++) if (eligible[i] === 1) members[count++] = i;
    if (count < n) this.restrictToEligible();
    const pairs = this.pairs;
    let mean = 0;
    for (let c = 0; c < count; c++) {
      point[c] = start === null ? 0 : start[members[c]!]!;
      mean += point[c]!;
    }
    mean /= count;
    for (let c = 0; c < count; c++) point[c]! -= mean;
    anderson.reset(count);
    for (let sweep = 1; ; sweep++) {
      for (let c = 0; c < count; c++) state[3 * members[c]! + STRENGTH] = Math.exp(point[c]!);
      newmanSweep(pairs, ends, weights, state, members, count, image);
      let meanLog = 0;
      for (let c = 0; c < count; c++) {
        image[c] = Math.log(image[c]!);
        meanLog += image[c]!;
      }
      meanLog /= count;
      let change = 0;
      for (let c = 0; c < count; c++) {
        image[c]! -= meanLog;
        const moved = Math.abs(image[c]! - point[c]!);
        // written so that a NaN counts as a move
        if (!(moved <= change)) change = moved;
      }
      if (change < tolerance || sweep === MAX_SWEEPS) {
        for (let c = 0; c < count; c++) logStrength[members[c]!] = image[c]!;
        return;
      }
      anderson.step(point, image);
      // an extrapolation far out of range (an exp overflow ahead): a plain step instead, and the history restarts
      let largest = 0;
      for (let c = 0; c < count; c++) if (!(Math.abs(point[c]!) <= largest)) largest = Math.abs(point[c]!);
      if (!(largest < MAX_LOG_STRENGTH)) {
        anderson.restart();
        point.set(image.subarray(0, count));
      }
    }
  }

  /** Ratings of the eligible set into out[offset + i·stride] (NaN elsewhere), centred on mean 1000. */
  ratings(out: Float64Array, offset: number, stride: number): void {
    const { eligible, logStrength } = this;
    const n = this.problem.modelCount;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (eligible[i] === 0) continue;
      sum += RATING_SCALE * logStrength[i]!;
      count++;
    }
    const shift = RATING_MEAN - sum / count;
    for (let i = 0; i < n; i++) out[offset + i * stride] = eligible[i] === 1 ? RATING_SCALE * logStrength[i]! + shift : Number.NaN;
  }
}

/** The normal distribution's 97.5th percentile. */
const Z_975 = 1.959963984540054;

/**
 * The full-data fit (to 1e-12, from all log-strengths 0): the eligible set, its log-strengths, its ratings and each
 * model's information half-width.
 */
export function fitRatings(problem: RatingsProblem): RatingsFit {
  const work = new Workspace(problem, adjacency(problem));
  work.pairs = work.aggregate(new Uint32Array(problem.matchPair.length).fill(1));
  const n = problem.modelCount;
  const rating = new Float64Array(n).fill(Number.NaN);
  const logStrength = new Float64Array(n);
  const informationHalfWidth = new Float64Array(n).fill(Number.NaN);
  const eligible = work.eligible;
  if (work.markEligible() > 0) {
    work.fit(null, FULL_TOLERANCE);
    work.ratings(rating, 0, 1);
    for (let i = 0; i < n; i++) if (eligible[i] === 1) logStrength[i] = work.logStrength[i]!;
    informationHalfWidths(problem, work.pairWins, eligible, logStrength, informationHalfWidth);
  }
  return { eligible: eligible.slice(), logStrength, rating, informationHalfWidth };
}

/**
 * Each eligible model's 1.96 standard errors, in Elo, of its log-strength θ with the others fixed at theirs: a pair's
 * n games with win chance q = p_i / (p_i + p_j) move the score equation by n·q(1 − q) per unit of θ and add
 * n·(1 − drawShare)·q(1 − q) to its variance (a drawn game scores ½ whatever θ is: with draws at share d, a game's score
 * varies (1 − d) times as much as a win-or-lose game's), so Var θ = 1 / ((1 − d)·Σ n·q(1 − q)). Centring the ratings
 * on their mean takes 1/count of that away. The draw share is all the games', not the model's: a model's own few games
 * would say little about it.
 */
function informationHalfWidths(problem: RatingsProblem, pairWins: Float64Array, eligible: Uint8Array, logStrength: Float64Array, out: Float64Array): void {
  const n = problem.modelCount;
  const information = new Float64Array(n);
  const { pairLo, pairHi } = problem;
  let count = 0;
  for (let i = 0; i < n; i++) count += eligible[i]!;
  for (let k = 0; k < pairLo.length; k++) {
    const [lo, hi] = [pairLo[k]!, pairHi[k]!];
    if (eligible[lo] === 0 || eligible[hi] === 0) continue;
    const q = 1 / (1 + Math.exp(logStrength[hi]! - logStrength[lo]!));
    const added = (pairWins[2 * k]! + pairWins[2 * k + 1]!) * q * (1 - q);
    information[lo]! += added;
    information[hi]! += added;
  }
  const spread = Math.sqrt((1 - problem.drawShare) * (1 - 1 / count));
  for (let i = 0; i < n; i++) if (eligible[i] === 1) out[i] = (Z_975 * RATING_SCALE * spread) / Math.sqrt(information[i]!);
}

/**
 * Each model's ratings in resamples `from`..`to`-1: model i's are out[i·(to-from) ..], in resample order (NaN: not
 * in that resample's eligible set). Resample b draws the matches with replacement from `new SeededRandom(seed, b, 7)`,
 * so a range gives the same numbers wherever it is computed. `start` is the full-data fit's log-strengths (the warm
 * start; 0 for models outside the full-data eligible set). Each resample stops at 1e-8 rather than 1e-12.
 */
export function bootstrapRatings(problem: RatingsProblem, start: Float64Array, seed: number, from: number, to: number): Float64Array {
  const n = problem.modelCount;
  const rows = Math.max(0, to - from);
  const out = new Float64Array(rows * n);
  const matches = problem.matchPair.length;
  if (rows === 0) return out;
  if (matches === 0) return out.fill(Number.NaN);
  const work = new Workspace(problem, adjacency(problem));
  // how many times each match was drawn, so a resample aggregates in one pass over the matches
  const drawn = new Uint32Array(matches);
  for (let b = from; b < to; b++) {
    drawn.fill(0);
    countUniformDraws(seed, b, RESAMPLE_STREAM, matches, matches, drawn);
    work.pairs = work.aggregate(drawn);
    const offset = b - from;
    if (work.markEligible() === 0) {
      for (let i = 0; i < n; i++) out[offset + i * rows] = Number.NaN;
      continue;
    }
    work.fit(start, RESAMPLE_TOLERANCE);
    work.ratings(out, offset, rows);
  }
  return out;
}

/**
 * Rearranges values[lo..hi] so that values[k] is their k-th smallest, with nothing larger before it and nothing smaller
 * after it (quickselect, median-of-three pivot): a percentile needs two order statistics, not a sorted array.
 */
function select(values: Float64Array, lo: number, hi: number, k: number): void {
  while (lo < hi) {
    const a = values[lo]!;
    const b = values[(lo + hi) >>> 1]!;
    const c = values[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    // values[lo..j] ≤ pivot, values[i..hi] ≥ pivot, and anything between equals the pivot
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/** numpy.percentile's default: linear interpolation between the order statistics of values[0..count-1]. */
function percentile(values: Float64Array, count: number, q: number): number {
  const h = (count - 1) * q;
  const below = Math.floor(h);
  select(values, 0, count - 1, below);
  const low = values[below]!;
  if (below === count - 1) return low;
  let next = values[below + 1]!;
  for (let i = below + 2; i < count; i++) if (values[i]! < next) next = values[i]!;
  return low + (h - below) * (next - low);
}

/**
 * The 95% intervals from chunks of `bootstrapRatings` (resample ranges, in any order): [2.5th, 97.5th] percentiles of a
 * model's ratings over the resamples where it was eligible. Null when the model is not eligible in the full data, or
 * was eligible in fewer than half of the resamples.
 */
export function bootstrapIntervals(chunks: readonly Float64Array[], fit: RatingsFit): ([number, number] | null)[] {
  const n = fit.eligible.length;
  const resamples = n === 0 ? 0 : chunks.reduce((sum, chunk) => sum + chunk.length / n, 0);
  const values = new Float64Array(resamples);
  const intervals: ([number, number] | null)[] = [];
  for (let i = 0; i < n; i++) {
    let count = 0;
    for (const chunk of chunks) {
      const rows = chunk.length / n;
      for (let offset = i * rows, end = offset + rows; offset < end; offset++) {
        const value = chunk[offset]!;
        if (!Number.isNaN(value)) values[count++] = value;
      }
    }
    if (fit.eligible[i] === 0 || count === 0 || count < resamples / 2) {
      intervals.push(null);
      continue;
    }
    intervals.push([percentile(values, count, 0.025), percentile(values, count, 0.975)]);
  }
  return intervals;
}

/**
 * A model's published interval: its bootstrap interval (bootstrapIntervals), widened where needed to its rating ±
 * its information half-width. Resampling matches cannot see the spread of the games inside a match: a model with one
 * 10-game match is at the same rating in every resample that draws it, and its bootstrap interval is its opponent's.
 */
export function honestInterval(bootstrap: [number, number] | null, fit: RatingsFit, model: number): [number, number] | null {
  if (bootstrap === null || fit.eligible[model] === 0) return null;
  const rating = fit.rating[model]!;
  const half = fit.informationHalfWidth[model]!;
  return [Math.min(bootstrap[0], rating - half), Math.max(bootstrap[1], rating + half)];
}

/** The report: names, ratings, intervals (honestInterval of the bootstrap's) and game counts, best first. */
export function assembleRatings(
  models: readonly string[],
  games: Float64Array,
  fit: RatingsFit,
  intervals: readonly ([number, number] | null)[],
): Ratings {
  const rows: ModelRating[] = models.map((model, i) => ({
    model,
    rating: fit.eligible[i] === 1 ? fit.rating[i]! : null,
    ci95: honestInterval(intervals[i] ?? null, fit, i),
    games: games[i]!,
  }));
  rows.sort((a, b) => {
    if (a.rating !== b.rating) {
      if (a.rating === null) return 1;
      if (b.rating === null) return -1;
      return b.rating - a.rating;
    }
    return byName(a.model, b.model);
  });
  return { method: 'bradley-terry', models: rows };
}

/** Bradley–Terry ratings with bootstrap intervals, all on this thread (StatsPool.ratings spreads the bootstrap). */
export function computeRatings(matches: readonly MatchResult[], options: RatingsOptions = {}): Ratings {
  const resamples = options.resamples ?? 1000;
  const { models, games, numbered } = numberMatches(matches);
  const problem = buildProblem(numbered);
  const fit = fitRatings(problem);
  const samples = bootstrapRatings(problem, fit.logStrength, options.seed ?? 1, options.from ?? 0, options.to ?? resamples);
  return assembleRatings(models, games, fit, bootstrapIntervals([samples], fit));
}
