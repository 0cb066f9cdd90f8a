// Seeded synthetic benchmark runs and head-to-head matches of language models (SPEC §6), for demos and benchmarks.
// Each model has latent traits (OCEAN z-scores, skill) that set its dispositions; it plays the battery as a bot with
// them, so its scores and head-to-head results come from the engine and scoring v1.0 like any model's. Model i depends on (seed, i) (and on earlier names only when its drawn
// name is taken), run i and match i on (seed, i) and the model list, so a longer run extends a shorter one.
import type { BenchmarkReport, StoredHeadToHead } from '../research/benchmark.ts';
import { TRAITS, type Ocean } from '../research/games.ts';
import { DispositionBot, type Disposition } from '../battery/agents/bots.ts';
import { playMatch, type MatchRecord } from '../battery/match.ts';
import { runBattery } from '../battery/run.ts';
import type { HumanBaseline } from '../battery/scoring.ts';
import type { MatchResult } from '../battery/ratings.ts';
import { DAY_MS } from '../clock.ts';
import { clamp, clamp01, dateWindow, SeededRandom as Rng, sigmoid, type DateWindow } from './synthetic-random.ts';

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

const Stream = { Name: 1, Latent: 2, Provider: 3, Schedule: 4, Run: 5, Match: 6 } as const;

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
    models.push({
      provider: name.provider,
      model: name.model,
      id: name.id,
      traits,
      skill,
      p,
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
// Runs and matches: each model plays as a bot with its dispositions, through the battery engine, so every number
// is computed by scoring v1.0 exactly as for a real model (and re-scored on the way in like one).

/** How a model plays the battery: its latent dispositions as a bot's; weaker models play more noisily. */
function dispositionOf(m: Model): Disposition {
  const { p, skill } = m;
  return {
    cooperation: p.cooperation,
    reciprocity: clamp01(0.8 * p.horizon),
    risk: p.risk,
    depth: 4 * p.horizon,
    honesty: p.honesty,
    trust: p.trust,
    patience: clamp01(0.6 * p.trust + 0.4 * p.cooperation),
    deference: p.deference,
    utilitarian: p.utilitarian,
    consistency: sigmoid(1 + skill),
    noise: clamp(0.12 - 0.05 * skill, 0, 0.3),
  };
}

const botOf = (m: Model) => new DispositionBot(m.provider, m.model, dispositionOf(m));
/** A run's or match's battery seed, from its own generator. */
const batterySeed = (rng: Rng) => rng.int(0, 2 ** 31 - 1);

/** Who plays synthetic run or match `index`, on which battery seed, and when. */
export interface RunPlan {
  runId: string;
  agent: DispositionBot;
  seed: number;
  date: string;
}

export interface MatchPlan {
  matchId: string;
  a: DispositionBot;
  b: DispositionBot;
  seed: number;
  timestamp: string;
}

function runPlan(population: Population, seed: number, index: number): RunPlan {
  const rng = new Rng(seed, index, Stream.Run);
  const { models, order, runWeights, window } = population;
  const m = models[index < models.length ? order[index]! : rng.cumulative(runWeights)]!;
  const date = new Date(moment(rng, window, m.release)).toISOString().slice(0, 10);
  return { runId: `syn-run-${seed}-${index}`, agent: botOf(m), seed: batterySeed(rng), date };
}

/** The settings a synthetic run's report carries. */
export const syntheticSettings = (agent: DispositionBot) => ({ harness: 'synthetic', ...agent.settings() });

/** The plans of `runs` synthetic runs: every model gets one run before popular ones get more. */
export function* syntheticRunPlans(options: SyntheticBenchmarkOptions): Generator<RunPlan> {
  checkInteger('runs', options.runs, 0);
  if (options.runs === 0) return;
  const pop = population(options, 1);
  for (let i = 0; i < options.runs; i++) yield runPlan(pop, options.seed, i);
}

/** `runs` benchmark reports of bots played through the engine (the plans, played locally). */
export async function* syntheticRuns(options: SyntheticBenchmarkOptions, baseline: HumanBaseline): AsyncGenerator<BenchmarkReport> {
  for (const plan of syntheticRunPlans(options)) {
    const { report } = await runBattery({ agent: plan.agent, seed: plan.seed, baseline, date: plan.date });
    yield { ...report, runId: plan.runId, settings: syntheticSettings(plan.agent) };
  }
}

function matchPlan(population: Population, seed: number, index: number): MatchPlan {
  const rng = new Rng(seed, index, Stream.Match);
  const { models, matchWeights, window } = population;
  const a = models[rng.cumulative(matchWeights)]!;
  let b = a;
  while (b === a) b = models[rng.cumulative(matchWeights)]!;
  const timestamp = new Date(moment(rng, window, Math.max(a.release, b.release))).toISOString();
  return { matchId: `syn-match-${seed}-${index}`, a: botOf(a), b: botOf(b), seed: batterySeed(rng), timestamp };
}

/** The plans of `matches` synthetic matches: popular models play more often. */
export function* syntheticMatchPlans(options: SyntheticBenchmarkOptions): Generator<MatchPlan> {
  checkInteger('matches', options.matches, 0);
  if (options.matches === 0) return;
  const pop = population(options, 2);
  for (let i = 0; i < options.matches; i++) yield matchPlan(pop, options.seed, i);
}

/** `matches` head-to-head records of bots played through the engine, with their transcripts. */
export async function* syntheticMatches(options: SyntheticBenchmarkOptions): AsyncGenerator<MatchRecord & { matchId: string }> {
  for (const plan of syntheticMatchPlans(options)) {
    const { record } = await playMatch({ a: plan.a, b: plan.b, seed: plan.seed, timestamp: plan.timestamp });
    yield { ...record, matchId: plan.matchId };
  }
}

/**
 * Head-to-head results alone, for the ratings' tests and bench: each model a latent strength (a logit, N(0, spread)),
 * uniformly drawn pairs, 3–10 games a match, 10 % draws, and the rest won with the logistic of the strength gap.
 */
export function latentStrengthMatches(seed: number, models: number, matches: number, spread = 1): MatchResult[] {
  const rng = new Rng(seed, 0, 1);
  const strength = Array.from({ length: models }, () => rng.normal(0, spread));
  const digits = String(models - 1).length;
  const name = (i: number) => `model-${String(i).padStart(digits, '0')}`;
  return Array.from({ length: matches }, () => {
    const a = rng.int(0, models - 1);
    const b = (a + rng.int(1, models - 1)) % models;
    let winsA = 0;
    let winsB = 0;
    let draws = 0;
    for (let game = rng.int(3, 10); game > 0; game--) {
      if (rng.chance(0.1)) draws++;
      else if (rng.chance(sigmoid(strength[a]! - strength[b]!))) winsA++;
      else winsB++;
    }
    return { playerA: name(a), playerB: name(b), winsA, winsB, draws };
  });
}
