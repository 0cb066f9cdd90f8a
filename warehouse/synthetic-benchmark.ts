// Seeded synthetic benchmark runs and head-to-head matches of language models (SPEC §6), for demos and benchmarks.
// Each model has latent traits (OCEAN z-scores, cooperativeness, skill, dispositions) that drive its dimension scores,
// its game choices and its head-to-head results. Model i depends on (seed, i) (and on earlier names only when its drawn
// name is taken), run i and match i on (seed, i) and the model list, so a longer run extends a shorter one.
import { BENCHMARK_DIMENSIONS, type BenchmarkDimension, type BenchmarkReport, type StoredHeadToHead } from '../src/research/benchmark.ts';
import { BATTERY, TRAITS, type BatteryGame, type Ocean } from '../src/research/games.ts';
import { DAY_MS } from '../src/clock.ts';
import { clamp, clamp01, dateWindow, round3, SeededRandom as Rng, sigmoid, whole, type DateWindow } from './synthetic-random.ts';

export interface SyntheticBenchmarkOptions {
  seed: number;
  /** how many models share the runs and matches (models 0..models-1 of syntheticModels(seed, models)) */
  models: number;
  runs: number;
  matches: number;
  /** dates are spread over the `months` months ending at `endDate` (yyyy-mm-dd; default '2026-10-31'), default 6 */
  endDate?: string;
  months?: number;
}

const DEFAULT_END_DATE = '2026-10-31';
const DEFAULT_MONTHS = 6;
const MAX_MODELS = 5_000;
const GAMES = BATTERY as readonly BatteryGame[];

const Stream = { Name: 1, Latent: 2, Provider: 3, Schedule: 4, Run: 5, Match: 6 } as const;

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
/** A score 0..100 with one decimal. */
const score = (x: number) => round1(clamp(x, 0, 100));

// ---------------------------------------------------------------------------------------------------------------
// Models: names and latent traits

const PROVIDERS = [
  'acme-ai', 'northwind', 'lumen', 'orbital', 'quanta', 'helix-labs', 'cobalt', 'meridian', 'sable', 'aurora-ml',
  'vertex-works', 'kestrel', 'tessera', 'polaris', 'emberline', 'halcyon', 'zephyr-ai', 'basalt', 'corvid', 'fathom',
  'lattice', 'nimbus-labs', 'onyx', 'stratus',
] as const;
/** Big labs release many models, small ones a few. */
const PROVIDER_WEIGHTS = PROVIDERS.map((_, i) => 1 / (i + 2) ** 0.7);
const FAMILIES = [
  'nova', 'atlas', 'sage', 'echo', 'pulse', 'spark', 'vega', 'lyra', 'orion', 'drift', 'flux', 'muse', 'quill', 'rune',
  'sol', 'terra', 'iris', 'juno', 'koda', 'luma', 'mira', 'nexa', 'opal', 'pico', 'rho', 'sigma', 'tao', 'ursa', 'vela',
  'wren', 'zeta', 'arc', 'bolt', 'cirrus', 'delta', 'fable', 'gale', 'haze', 'ion', 'jade', 'kite', 'loom', 'mesa',
] as const;
/** Size or variant suffixes and the skill they add (z units); '' is a model without one. */
const VARIANTS: Readonly<Record<string, number>> = {
  '': 0,
  nano: -0.9,
  mini: -0.6,
  small: -0.4,
  base: -0.1,
  medium: 0.1,
  large: 0.4,
  xl: 0.6,
  pro: 0.5,
  ultra: 0.8,
  turbo: 0.2,
  instruct: 0,
  chat: -0.1,
};
const VARIANT_NAMES = Object.keys(VARIANTS);
const VARIANT_WEIGHTS = VARIANT_NAMES.map((v) => (v === '' ? 4 : ['large', 'mini', 'pro', 'small'].includes(v) ? 2 : 1));
const MINOR_WEIGHTS = [6, 3, 2, 1, 1, 4, 1, 1, 1, 1];

interface Provider {
  families: readonly string[];
  traits: Ocean;
  skill: number;
}

/** A provider's house style: its model families and a shared lean of traits and skill. */
function provider(seed: number, index: number): Provider {
  const rng = new Rng(seed, index, Stream.Provider);
  const families = rng.shuffle([...FAMILIES]).slice(0, rng.int(2, 4));
  const traits = {} as Ocean;
  for (const t of TRAITS) traits[t] = rng.normal(0, 0.45);
  return { families, traits, skill: rng.normal(0, 0.4) };
}

interface Dispositions {
  cooperation: number;
  risk: number;
  horizon: number;
  honesty: number;
  deference: number;
  utilitarian: number;
  trust: number;
}

interface Model {
  provider: string;
  model: string;
  /** `provider:model`, the head-to-head identity */
  id: string;
  traits: Ocean;
  skill: number;
  p: Dispositions;
  /** latent dimension scores, 0..100 */
  dimensions: Record<BenchmarkDimension, number>;
  humanAlignment: number;
  /** how often it is benchmarked (relative) */
  popularity: number;
  /** the share of the date window that passed before it was released, 0..0.6 */
  release: number;
}

/** Draws names until one is new; model i's name depends on the names before it only through collisions. */
function drawName(seed: number, index: number, taken: Set<string>, providers: Map<number, Provider>) {
  const rng = new Rng(seed, index, Stream.Name);
  for (;;) {
    const p = rng.index(PROVIDER_WEIGHTS);
    let house = providers.get(p);
    if (!house) providers.set(p, (house = provider(seed, p)));
    const family = rng.item(house.families);
    const version = `${rng.index([3, 5, 4, 2]) + 1}.${rng.index(MINOR_WEIGHTS)}`;
    const variant = VARIANT_NAMES[rng.index(VARIANT_WEIGHTS)]!;
    const stamp = rng.chance(0.12) ? `-${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}` : '';
    const model = `${family}-${version}${variant ? `-${variant}` : ''}${stamp}`;
    const id = `${PROVIDERS[p]}:${model}`;
    if (taken.has(id)) continue;
    taken.add(id);
    return { providerIndex: p, house, provider: PROVIDERS[p]!, model, id, variant, major: Number(version[0]) };
  }
}

function drawModels(seed: number, count: number): Model[] {
  const taken = new Set<string>();
  const providers = new Map<number, Provider>();
  const models: Model[] = [];
  for (let i = 0; i < count; i++) {
    const name = drawName(seed, i, taken, providers);
    const rng = new Rng(seed, i, Stream.Latent);
    const traits = {} as Ocean;
    for (const t of TRAITS) traits[t] = clamp(name.house.traits[t] + rng.normal(0, 0.85), -3, 3);
    const skill = name.house.skill + VARIANTS[name.variant]! + 0.15 * (name.major - 2) + rng.normal(0, 0.7);
    const { O, C, E, A, N } = traits;
    const p: Dispositions = {
      cooperation: sigmoid(0.4 + 0.9 * A + 0.25 * C - 0.2 * N + rng.normal(0, 0.4)),
      risk: sigmoid(-0.1 + 0.6 * O + 0.3 * E - 0.5 * N + rng.normal(0, 0.4)),
      horizon: sigmoid(0.2 + 0.8 * skill + 0.3 * O + 0.3 * C + rng.normal(0, 0.3)),
      honesty: sigmoid(1 + 0.5 * C + 0.4 * A - 0.2 * O + rng.normal(0, 0.5)),
      deference: sigmoid(0.3 - 0.4 * O + 0.3 * C + 0.5 * A + rng.normal(0, 0.5)),
      utilitarian: sigmoid(-0.2 + 0.3 * O - 0.4 * C - 0.3 * A + rng.normal(0, 0.5)),
      trust: sigmoid(0.3 + 0.7 * A + 0.3 * E - 0.4 * N + rng.normal(0, 0.4)),
    };
    const dimensions: Record<BenchmarkDimension, number> = {
      cooperation: 100 * p.cooperation,
      deceptionCalibration: 100 * sigmoid(0.3 + 0.9 * skill + 2.4 * (p.honesty - 0.5) + rng.normal(0, 0.3)),
      moralConsistency: 100 * sigmoid(0.5 + 0.6 * C - 0.4 * N + 0.3 * skill + rng.normal(0, 0.3)),
      riskProfile: 100 * p.risk,
      strategicHorizon: 100 * p.horizon,
      pressureResponse: 100 * sigmoid(0.2 + 0.5 * skill + 3 * (0.5 - p.deference) + 0.3 * C + rng.normal(0, 0.3)),
    };
    const humanAlignment = clamp(
      0.3 * dimensions.cooperation +
        0.25 * dimensions.moralConsistency +
        0.25 * dimensions.pressureResponse +
        0.2 * dimensions.deceptionCalibration +
        rng.normal(0, 5),
      0,
      100,
    );
    models.push({
      provider: name.provider,
      model: name.model,
      id: name.id,
      traits,
      skill,
      p,
      dimensions,
      humanAlignment,
      popularity: Math.exp(rng.normal(0, 1.6) + 0.4 * skill),
      release: 0.6 * rng.float(),
    });
  }
  return models;
}

function checkInteger(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer in [${min}, ${max}], got ${value}`);
  }
}

/** `count` distinct, plausible (provider, model) pairs; a prefix of the list for a larger count. */
export function syntheticModels(seed: number, count: number): Array<{ provider: string; model: string }> {
  checkInteger('seed', seed, Number.MIN_SAFE_INTEGER);
  checkInteger('count', count, 0, MAX_MODELS);
  return drawModels(seed, count).map(({ provider, model }) => ({ provider, model }));
}

// ---------------------------------------------------------------------------------------------------------------
// Dates


/** A moment in the window, after `from` (a share of the window); activity grows towards the end. */
function moment(rng: Rng, window: DateWindow, from: number): number {
  const x = from + (1 - from) * Math.sqrt(rng.float());
  const day = Math.min(window.days - 1, Math.floor(x * window.days));
  return window.firstDay + day * DAY_MS + rng.int(0, DAY_MS - 1);
}

// ---------------------------------------------------------------------------------------------------------------
// The population an options object works on

interface Population {
  models: Model[];
  /** the order in which the first runs cover every model once */
  order: number[];
  runWeights: Float64Array;
  matchWeights: Float64Array;
  window: DateWindow;
}

function cumulative(values: readonly number[]): Float64Array {
  const out = new Float64Array(values.length);
  let sum = 0;
  values.forEach((v, i) => (out[i] = sum += v));
  return out;
}

function population(options: SyntheticBenchmarkOptions, minModels: number): Population {
  const { seed, models: count, months = DEFAULT_MONTHS, endDate = DEFAULT_END_DATE } = options;
  checkInteger('seed', seed, Number.MIN_SAFE_INTEGER);
  checkInteger('models', count, minModels, MAX_MODELS);
  checkInteger('months', months, 1, 1200);
  const window = dateWindow(endDate, months);
  const models = drawModels(seed, count);
  const order = new Rng(seed, count, Stream.Schedule).shuffle(models.map((_, i) => i));
  return {
    models,
    order,
    runWeights: cumulative(models.map((m) => m.popularity)),
    // Matches pit models against each other more evenly than benchmark runs are spread.
    matchWeights: cumulative(models.map((m) => Math.sqrt(m.popularity))),
    window,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Benchmark runs: one policy per battery game

interface Played {
  decisions: Array<{ round: number; choice: string }>;
  /** cooperative share of the moves that can be cooperative, 0..1; undefined when none can */
  cooperation?: number;
  /** how well the game went, 0..1, before skill */
  fit: number;
}

type Policy = (rng: Rng, p: Dispositions, rounds: number) => Played;

function play(rounds: number, move: (round: number) => string): Array<{ round: number; choice: string }> {
  const decisions = new Array<{ round: number; choice: string }>(rounds);
  for (let round = 1; round <= rounds; round++) decisions[round - 1] = { round, choice: move(round) };
  return decisions;
}

const POLICIES: Record<BatteryGame, Policy> = {
  'prisoners-dilemma': (rng, p, rounds) => {
    // Reciprocity against a simulated tit-for-tat-ish opponent; the forward-looking defect in the known last round.
    let opponentCooperated = true;
    let cooperated = 0;
    let payoff = 0;
    const decisions = play(rounds, (round) => {
      let pCooperate = round === 1 ? 0.5 + 0.5 * p.cooperation : opponentCooperated ? 0.55 + 0.43 * p.cooperation : 0.1 + 0.35 * p.cooperation;
      if (round === rounds) pCooperate *= 1 - 0.5 * p.horizon * (1 - p.cooperation);
      const cooperate = rng.chance(pCooperate);
      const opponent = rng.chance(opponentCooperated === cooperate ? 0.85 : 0.35) ? cooperate : !cooperate;
      payoff += cooperate ? (opponent ? 3 : 0) : opponent ? 5 : 1;
      opponentCooperated = opponent;
      if (cooperate) cooperated++;
      return cooperate ? 'cooperate' : 'defect';
    });
    return { decisions, cooperation: cooperated / rounds, fit: payoff / (5 * rounds) };
  },

  'public-goods': (rng, p, rounds) => {
    let others = clamp(rng.normal(5.5, 1), 0, 10);
    let given = 0;
    let payoff = 0;
    const decisions = play(rounds, () => {
      const amount = whole(rng.normal(0.6 * 10 * p.cooperation + 0.4 * others, 1.3), 0, 10);
      payoff += 10 - amount + (1.6 * (amount + 3 * others)) / 4;
      others = clamp(0.85 * others + 0.15 * amount - 0.3 + rng.normal(0, 0.6), 0, 10);
      given += amount;
      return `contribute:${amount}`;
    });
    return { decisions, cooperation: given / (10 * rounds), fit: clamp01(payoff / rounds / 22) };
  },

  'stag-hunt': (rng, p, rounds) => {
    let partnerStag = true;
    let stags = 0;
    let payoff = 0;
    const decisions = play(rounds, () => {
      const stag = rng.chance(clamp01(0.15 + 0.45 * p.trust + 0.35 * p.cooperation) * (partnerStag ? 1 : 0.6));
      partnerStag = rng.chance(stag ? 0.8 : 0.45);
      payoff += stag ? (partnerStag ? 4 : 0) : 2;
      if (stag) stags++;
      return stag ? 'stag' : 'hare';
    });
    return { decisions, cooperation: stags / rounds, fit: payoff / (4 * rounds) };
  },

  'trust-game': (rng, p, rounds) => {
    let cooperation = 0;
    let counted = 0;
    let payoff = 0;
    const decisions = play(rounds, (round) => {
      if (round % 2 === 1) {
        const amount = whole(rng.normal(1 + 8 * p.trust, 1.5), 0, 10);
        payoff += 10 - amount + amount * 3 * clamp(rng.normal(0.4, 0.15), 0, 0.8);
        cooperation += amount / 10;
        counted++;
        return `invest:${amount}`;
      }
      const received = 3 * rng.int(2, 10);
      const amount = whole(received * clamp01(0.05 + 0.5 * p.cooperation + rng.normal(0, 0.08)), 0, received);
      payoff += received - amount + 0.5 * amount; // returning builds the next investment
      cooperation += Math.min(1, (2 * amount) / received);
      counted++;
      return `return:${amount}`;
    });
    return { decisions, cooperation: cooperation / counted, fit: clamp01(payoff / rounds / 20) };
  },

  'balloon-risk': (rng, p, rounds) => {
    const aim = () => whole(rng.normal(3 + 10 * p.risk, 1.5), 1, 15);
    let target = aim();
    let pumps = 0;
    let popsAt = rng.int(1, 20);
    let banked = 0;
    let pumped = 0;
    const decisions = play(rounds, () => {
      if (pumps >= target) {
        banked += pumps;
        pumps = 0;
        popsAt = rng.int(1, 20);
        target = whole(target + rng.normal(0, 1), 1, 15);
        return 'collect';
      }
      pumps++;
      pumped++;
      if (pumps >= popsAt) {
        pumps = 0;
        popsAt = rng.int(1, 20);
        target = whole(target - 2 * (1 - p.risk), 1, 15);
      }
      return 'pump';
    });
    return { decisions, fit: clamp01(banked / Math.max(1, pumped) + 0.2) };
  },

  'beauty-contest': (rng, p, rounds) => {
    const level = whole(4 * p.horizon - 0.5 + rng.normal(0, 0.8), 0, 4);
    let winning = clamp(rng.normal(23, 4), 5, 40);
    let error = 0;
    const decisions = play(rounds, (round) => {
      const guess =
        round === 1
          ? whole(50 * (2 / 3) ** level + rng.normal(0, level === 0 ? 10 : 4), 0, 100)
          : whole(winning * (2 / 3) ** (level / 2 + 0.5) + rng.normal(0, 3), 0, 100);
      error += Math.abs(guess - (2 / 3) * winning);
      if (round > 1) winning *= 0.65 + 0.25 * rng.float();
      return `guess:${guess}`;
    });
    return { decisions, fit: clamp01(1 - error / rounds / 30) };
  },

  centipede: (rng, p, rounds) => {
    let node = 0;
    let passes = 0;
    let payoff = 0;
    const decisions = play(rounds, () => {
      const pass = rng.chance(0.25 + 0.45 * p.trust + 0.2 * p.cooperation - 0.25 * p.horizon - 0.05 * node);
      if (pass) {
        passes++;
        node = rng.chance(0.25 + 0.04 * node) ? 0 : node + 1;
      } else {
        payoff += 1 + node;
        node = 0;
      }
      return pass ? 'pass' : 'take';
    });
    return { decisions, cooperation: passes / rounds, fit: clamp01(payoff / rounds / 3) };
  },

  'deception-game': (rng, p, rounds) => {
    let deceived = false;
    let truths = 0;
    let sent = 0;
    let right = 0;
    const decisions = play(rounds, (round) => {
      if (round % 2 === 1) {
        sent++;
        const lie = rng.chance(0.05 + 0.6 * (1 - p.honesty) + (deceived ? 0.05 : 0));
        if (!lie) truths++;
        return lie ? 'lie' : 'truth';
      }
      const honest = rng.chance(0.7);
      const trust = rng.chance(clamp01(0.1 + 0.8 * p.trust * (deceived ? 0.6 : 1) + (p.horizon - 0.5) * (honest ? 0.3 : -0.3)));
      if (trust === honest) right++;
      deceived = trust && !honest;
      return trust ? 'trust' : 'distrust';
    });
    return { decisions, cooperation: truths / sent, fit: clamp01(0.15 + 0.4 * (truths / sent) + 0.6 * (right / Math.max(1, rounds - sent))) };
  },

  'authority-task': (rng, p, rounds) => {
    let refused = false;
    let sensible = 0;
    const decisions = play(rounds, (round) => {
      const pressure = round / rounds;
      const choice = (['comply', 'question', 'refuse'] as const)[
        rng.index([
          0.3 + p.deference * (1.2 - 0.8 * pressure),
          0.2 + 0.3 * p.horizon,
          (1 - p.deference) * (0.05 + 0.5 * pressure) + (refused ? 0.2 : 0),
        ])
      ]!;
      if (choice === 'refuse') refused = true;
      // Early orders are harmless, the late ones are not: complying late and refusing early both cost.
      sensible += choice === 'question' ? 0.8 : (choice === 'comply') === pressure < 0.5 ? 1 : 0;
      return choice;
    });
    return { decisions, fit: sensible / rounds };
  },

  'moral-dilemmas': (rng, p, rounds) => {
    let acts = 0;
    const decisions = play(rounds, () => {
      const act = rng.chance(sigmoid(4 * (p.utilitarian - 0.45) + rng.normal()));
      if (act) acts++;
      return act ? 'act' : 'abstain';
    });
    // Consistency: one-sided answers read as a stable moral stance.
    return { decisions, fit: Math.abs((2 * acts) / rounds - 1) * 0.6 + 0.3 };
  },
};

function run(population: Population, seed: number, index: number): BenchmarkReport {
  const rng = new Rng(seed, index, Stream.Run);
  const { models, order, runWeights, window } = population;
  const m = models[index < models.length ? order[index]! : rng.cumulative(runWeights)]!;
  // A run's form: a shared nudge of every score (prompt, sampling, harness version).
  const form = rng.normal(0, 1);
  const games: BenchmarkReport['games'] = [];
  let cooperation = 0;
  let cooperative = 0;
  let risk = 0;
  for (const game of rng.shuffle([...GAMES])) {
    const rounds = rng.int(5, 15);
    const played = POLICIES[game](rng, m.p, rounds);
    if (played.cooperation !== undefined) {
      cooperation += played.cooperation;
      cooperative++;
    }
    if (game === 'balloon-risk') risk = played.decisions.filter((d) => d.choice === 'pump').length / rounds;
    games.push({ game, rounds, score: score(45 + 12 * m.skill + 35 * (played.fit - 0.5) + 1.5 * form + rng.normal(0, 6)), decisions: played.decisions });
  }
  const observed: Partial<Record<BenchmarkDimension, number>> = {
    cooperation: (100 * cooperation) / cooperative,
    riskProfile: 100 * risk,
  };
  const dimensions = {} as BenchmarkReport['dimensions'];
  for (const d of BENCHMARK_DIMENSIONS) {
    const latent = m.dimensions[d];
    const seen = observed[d];
    dimensions[d] = score((seen === undefined ? latent : 0.6 * latent + 0.4 * seen) + 1.5 * form + rng.normal(0, 2.5));
  }
  const ocean = {} as Ocean;
  for (const t of TRAITS) ocean[t] = round3(clamp(m.traits[t] + rng.normal(0, 0.2), -10, 10));
  const report: BenchmarkReport = {
    runId: `syn-run-${seed}-${index}`,
    scoringVersion: '1.0',
    provider: m.provider,
    model: m.model,
    date: new Date(moment(rng, window, m.release)).toISOString().slice(0, 10),
    dimensions,
    humanAlignment: score(m.humanAlignment + form + rng.normal(0, 2.5)),
    ocean,
    games,
  };
  if (rng.chance(0.8)) {
    report.settings = {
      harness: 'synthetic',
      temperature: rng.item([0, 0.2, 0.7, 1]),
      promptVariant: `v${rng.int(1, 3)}`,
    };
  }
  return report;
}

/** `runs` benchmark reports; every model gets one run before popular ones get more. */
export function* syntheticRuns(options: SyntheticBenchmarkOptions): Generator<BenchmarkReport> {
  checkInteger('runs', options.runs, 0);
  if (options.runs === 0) return;
  const pop = population(options, 1);
  for (let i = 0; i < options.runs; i++) yield run(pop, options.seed, i);
}

// ---------------------------------------------------------------------------------------------------------------
// Head-to-head matches

/** Games where cooperating leaves the other side an edge. */
const EXPLOITABLE: ReadonlySet<BatteryGame> = new Set(['prisoners-dilemma', 'trust-game', 'centipede', 'deception-game', 'public-goods']);
/** Below this skill-and-luck difference a game is a draw. */
const DRAW_BAND = 0.12;

/** The model's cooperation rate in one game of a match, before the opponent's answer. */
function cooperationIn(rng: Rng, m: Model, game: BatteryGame): number {
  const p = m.p;
  const base: Record<BatteryGame, number> = {
    'prisoners-dilemma': p.cooperation,
    'public-goods': 0.8 * p.cooperation + 0.1,
    'stag-hunt': 0.5 * p.trust + 0.5 * p.cooperation,
    'trust-game': 0.5 * p.trust + 0.5 * p.cooperation,
    'balloon-risk': 0.5,
    'beauty-contest': 0.5,
    centipede: 0.6 * p.trust + 0.4 * p.cooperation - 0.2 * p.horizon + 0.1,
    'deception-game': p.honesty,
    'authority-task': 0.5 * p.deference + 0.25,
    'moral-dilemmas': 0.4 + 0.3 * p.cooperation,
  };
  return clamp01(rng.normal(base[game], 0.12));
}

const percent = (x: number) => `${Math.round(100 * x)}%`;

function findings(rng: Rng, match: StoredHeadToHead, names: { A: string; B: string }): string[] {
  const { games, winsA, winsB, draws } = match;
  const n = games.length;
  const other = (side: 'A' | 'B') => (side === 'A' ? 'B' : 'A');
  const margin = (g: StoredHeadToHead['games'][number]) => Math.abs(g.scoreA - g.scoreB);
  let summary: string;
  if (winsA === winsB) {
    summary = `${names.A} and ${names.B} finished level at ${winsA}-${winsB}${draws > 0 ? ` with ${draws} drawn` : ''}; neither found a lasting edge.`;
  } else {
    const w = winsA > winsB ? 'A' : 'B';
    const widest = games.filter((g) => g.winner === w).reduce((a, b) => (margin(b) > margin(a) ? b : a));
    summary = `${names[w]} won ${Math.max(winsA, winsB)} of ${n} games${draws > 0 ? ` (${draws} drawn)` : ''}; its widest margin, ${round1(margin(widest))} points, came in ${widest.game}.`;
  }
  const extra: string[] = [];
  const dilemma = games.find((g) => g.game === 'prisoners-dilemma');
  if (dilemma) {
    const a = dilemma.cooperationRateA!;
    const b = dilemma.cooperationRateB!;
    if (Math.min(a, b) < 0.4 && Math.max(a, b) > 0.6) {
      const defector = a < b ? 'A' : 'B';
      extra.push(`${names[defector]} defected first in prisoners-dilemma and never recovered trust.`);
    } else if (a > 0.8 && b > 0.8) extra.push('Both sides cooperated steadily in prisoners-dilemma.');
    else if (a < 0.3 && b < 0.3) extra.push('Prisoners-dilemma collapsed into mutual defection early.');
  }
  if (Math.abs(match.cooperationRateA - match.cooperationRateB) >= 0.2) {
    const more = match.cooperationRateA > match.cooperationRateB ? 'A' : 'B';
    const rate = (side: 'A' | 'B') => (side === 'A' ? match.cooperationRateA : match.cooperationRateB);
    extra.push(`${names[more]} cooperated in ${percent(rate(more))} of moves against ${percent(rate(other(more)))} for ${names[other(more)]}.`);
  }
  const deception = games.find((g) => g.game === 'deception-game' && g.winner !== 'draw');
  if (deception) {
    const w = deception.winner as 'A' | 'B';
    extra.push(`${names[w]} read ${names[other(w)]}'s bluffs better in deception-game.`);
  }
  const first = games[0]!;
  const overall = winsA > winsB ? 'A' : winsB > winsA ? 'B' : null;
  if (overall !== null && first.winner === other(overall) && n > 3) {
    const later = games.slice(1).filter((g) => g.winner === overall).length;
    extra.push(`${names[overall]} lost the opening ${first.game} but took ${later} of the remaining ${n - 1}.`);
  }
  if (draws >= 2) extra.push(`${draws} of ${n} games ended in a draw, a sign of closely matched play.`);
  const stag = games.find((g) => g.game === 'stag-hunt');
  if (stag && stag.cooperationRateA! > 0.7 && stag.cooperationRateB! > 0.7) extra.push('Both coordinated on the stag in stag-hunt.');
  const count = rng.int(1, 3);
  return [summary, ...rng.shuffle(extra)].slice(0, count).map((s) => (s.length > 200 ? `${s.slice(0, 199)}…` : s));
}

function match(population: Population, seed: number, index: number): StoredHeadToHead {
  const rng = new Rng(seed, index, Stream.Match);
  const { models, matchWeights, window } = population;
  const a = models[rng.cumulative(matchWeights)]!;
  let b = a;
  while (b === a) b = models[rng.cumulative(matchWeights)]!;
  const count = rng.int(3, 10);
  const games: StoredHeadToHead['games'] = [];
  let [winsA, winsB, draws, coopA, coopB] = [0, 0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    const game = rng.item(GAMES);
    // Reciprocity: each side drifts towards how the other played.
    const ownA = cooperationIn(rng, a, game);
    const ownB = cooperationIn(rng, b, game);
    const rateA = round2(0.75 * ownA + 0.25 * ownB);
    const rateB = round2(0.75 * ownB + 0.25 * ownA);
    let edge = 0.9 * (a.skill - b.skill) + rng.normal(0, 1);
    if (EXPLOITABLE.has(game)) edge += 0.8 * (rateB - rateA);
    const winner = Math.abs(edge) < DRAW_BAND ? 'draw' : edge > 0 ? 'A' : 'B';
    const base = clamp(rng.normal(50 + 15 * (rateA + rateB - 1), 10), 12, 88);
    const half = winner === 'draw' ? 0 : Math.min(12, 0.5 + 2.5 * Math.abs(edge) + 2 * rng.float());
    const scoreA = round1(winner === 'A' ? base + half : base - half);
    const scoreB = round1(winner === 'B' ? base + half : base - half);
    if (winner === 'A') winsA++;
    else if (winner === 'B') winsB++;
    else draws++;
    coopA += rateA;
    coopB += rateB;
    games.push({ game, winner, scoreA, scoreB, cooperationRateA: rateA, cooperationRateB: rateB });
  }
  const ocean = (m: Model) => {
    const o = {} as Ocean;
    for (const t of TRAITS) o[t] = round3(clamp(m.traits[t] + rng.normal(0, 0.25), -10, 10));
    return o;
  };
  const record: StoredHeadToHead = {
    matchId: `syn-match-${seed}-${index}`,
    timestamp: new Date(moment(rng, window, Math.max(a.release, b.release))).toISOString(),
    playerA: a.id,
    playerB: b.id,
    winsA,
    winsB,
    draws,
    oceanA: ocean(a),
    oceanB: ocean(b),
    cooperationRateA: round3(coopA / count),
    cooperationRateB: round3(coopB / count),
    findings: [],
    games,
  };
  record.findings = findings(rng, record, a.model === b.model ? { A: `A (${a.model})`, B: `B (${b.model})` } : { A: a.model, B: b.model });
  return record;
}

/** `matches` head-to-head records between distinct models; popular models play more often. */
export function* syntheticMatches(options: SyntheticBenchmarkOptions): Generator<StoredHeadToHead> {
  checkInteger('matches', options.matches, 0);
  if (options.matches === 0) return;
  const pop = population(options, 2);
  for (let i = 0; i < options.matches; i++) yield match(pop, options.seed, i);
}
