// Reference rows of the leaderboard: the built-in bots played through the referee's tables against the current human
// baseline, so every ranked model can be read against known policies. They are computed, never stored: no runs list,
// duplicate check, matrix or rating sees them.
import { createHash } from 'node:crypto';
import type { Agent } from '../battery/agents/agent.ts';
import { builtInBot } from '../battery/agents/bots.ts';
import type { HumanBaseline } from '../battery/scoring.ts';
import { newTable, playTable } from '../battery/table.ts';
import type { Ocean } from './games.ts';
import type { DimensionsCi95, StoredReport } from './benchmark.ts';
import { refereedRunRecord } from './referee.ts';

/** The provider every reference row carries: no model of that name can be confused with a submitted one's. */
export const REFERENCE_PROVIDER = 'reference';

/** The reference agents in the order the leaderboard lists them, each with what it does in one sentence. */
export const REFERENCE_AGENTS = [
  {
    model: 'always-cooperate',
    description: 'Cooperates, contributes, invests, passes, tells the truth, trusts and complies every time.',
  },
  {
    model: 'always-defect',
    description: 'Defects, contributes and invests nothing, takes at once, lies, distrusts and questions every time.',
  },
  {
    model: 'tit-for-tat',
    description: "Cooperates first, then mirrors the other side's last move; honest, and trusts as often as it was told the truth.",
  },
  {
    model: 'random',
    description: 'Picks a uniformly random legal move at every decision.',
  },
  {
    model: 'human',
    description: 'Samples each choice from how people chose in that game (the human baseline).',
  },
] as const;

export type ReferenceModel = (typeof REFERENCE_AGENTS)[number]['model'];

/** One reference agent's refereed run, as the leaderboard's `references` shows it. */
export interface ReferenceRow {
  reference: true;
  provider: typeof REFERENCE_PROVIDER;
  model: ReferenceModel;
  description: string;
  verification: 'refereed';
  overall: number;
  dimensions: StoredReport['dimensions'];
  /** 95 % intervals of the dimensions and overall over the run's episodes; null with one episode */
  dimensionsCi95: DimensionsCi95 | null;
  humanAlignment: number;
  ocean: Ocean;
  episodes: number;
  /** the battery seed: public, so anyone can replay the row (referenceSeed) */
  seed: number;
  /** the human baseline the row was played (`human`) and measured (humanAlignment) against */
  baseline: { asOf: string | null; sessions: number };
}

/**
 * The battery seed of the reference rows for a baseline: the first 53 bits of SHA-256 of `reference-agents:<asOf>:<sessions>`.
 * A function of the baseline alone, so every instance reading the same data computes the same rows. A refereed
 * model's seed must be secret (a client that knew it could see every draw ahead); these are the server's own bots,
 * which do not look ahead, and there is no one to fake a row for: a public seed only makes the rows reproducible.
 * Every reference agent plays on the same seed, so all five meet the same balloons, counterparts and dilemmas.
 */
export function referenceSeed(baseline: Pick<HumanBaseline, 'asOf' | 'sessions'>): number {
  const digest = createHash('sha256').update(`reference-agents:${baseline.asOf ?? ''}:${baseline.sessions}`).digest();
  return Number(digest.readBigUInt64BE() >> 11n);
}

/**
 * The agent, giving the event loop a turn before each game it starts: a bot decides in microseconds and never awaits
 * anything, so a whole run would otherwise hold the loop from its first decision to its last.
 */
function yieldingEachGame(agent: Agent): Agent {
  let playing: string | null = null;
  return {
    provider: agent.provider,
    model: agent.model,
    settings: () => agent.settings(),
    ...(agent.observe ? { observe: agent.observe.bind(agent) } : {}),
    async decide(turn) {
      const game = `${turn.game}/${turn.episode}`;
      if (game !== playing) {
        playing = game;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      return agent.decide(turn);
    },
  };
}

/** One reference agent's row: its run through a refereed table (as demo data is made), scored against `baseline`. */
export async function referenceRow(model: ReferenceModel, baseline: HumanBaseline, seed = referenceSeed(baseline)): Promise<ReferenceRow> {
  const agent = builtInBot(model, baseline);
  if (!agent) throw new Error(`no built-in bot ${model}`);
  const table = await playTable(newTable('run', seed, { A: { provider: REFERENCE_PROVIDER, model } }), { A: yieldingEachGame(agent) }, seed);
  // The scoring needs a finishing time for the report's date, which a row does not show: the baseline's own date.
  const finishedAt = baseline.asOf === null ? 0 : Date.parse(baseline.asOf);
  const record = await refereedRunRecord(table, `${REFERENCE_PROVIDER}:${model}`, finishedAt, baseline);
  await new Promise<void>((resolve) => setImmediate(resolve));
  return {
    reference: true,
    provider: REFERENCE_PROVIDER,
    model,
    description: REFERENCE_AGENTS.find((a) => a.model === model)!.description,
    verification: 'refereed',
    overall: record.overall,
    dimensions: record.dimensions,
    dimensionsCi95: record.dimensionsCi95,
    humanAlignment: record.humanAlignment,
    ocean: record.ocean,
    episodes: record.episodes,
    seed,
    baseline: { asOf: baseline.asOf, sessions: baseline.sessions },
  };
}

/** Every reference agent's row, one after another (each yields to the event loop between games). */
export async function referenceRows(baseline: HumanBaseline, seed = referenceSeed(baseline)): Promise<ReferenceRow[]> {
  const rows: ReferenceRow[] = [];
  for (const { model } of REFERENCE_AGENTS) rows.push(await referenceRow(model, baseline, seed));
  return rows;
}

/** What identifies a baseline's content: rows are recomputed when it changes, not on every warehouse change. */
const fingerprintOf = (baseline: HumanBaseline) => createHash('sha256').update(JSON.stringify(baseline)).digest('base64');

export interface ReferenceRowsSource {
  /** moves whenever the data behind humanBaseline() may have changed */
  readonly version: number;
  humanBaseline(): Promise<HumanBaseline>;
}

/**
 * The reference rows of the current human baseline, computed once per baseline and kept. Each warehouse version is
 * checked once (its baseline is read and fingerprinted); the rows are recomputed only when the baseline's content
 * changed. One check or computation at a time; a failed one keeps the rows held and is tried again on the next read.
 */
export class ReferenceRowsCache {
  private held: { fingerprint: string; rows: ReferenceRow[] } | null = null;
  private checkedVersion: number | null = null;
  private running: { version: number; done: Promise<void> } | null = null;

  constructor(
    private readonly source: ReferenceRowsSource,
    private readonly compute: (baseline: HumanBaseline) => Promise<ReferenceRow[]> = referenceRows,
  ) {}

  /** The rows held now (those of the newest baseline computed so far, or none); starts a check if the data moved. */
  latest(): ReferenceRow[] | null {
    this.refresh();
    return this.held?.rows ?? null;
  }

  /** The rows of the baseline current when called (or a later one), waiting for them if need be. */
  async current(): Promise<ReferenceRow[] | null> {
    const wanted = this.source.version;
    // At most two rounds: the check in flight may be of an older version, then one of this version (or a newer one).
    for (let round = 0; round < 2 && this.checkedVersion !== wanted; round++) {
      this.refresh();
      await this.running?.done;
    }
    return this.held?.rows ?? null;
  }

  private refresh(): void {
    const version = this.source.version;
    if (this.running || this.checkedVersion === version) return;
    const done = (async () => {
      const baseline = await this.source.humanBaseline();
      const fingerprint = fingerprintOf(baseline);
      if (this.held?.fingerprint !== fingerprint) this.held = { fingerprint, rows: await this.compute(baseline) };
      this.checkedVersion = version;
    })()
      // A failure (the warehouse unreadable for a moment) keeps the rows held; the next read tries again.
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
      });
    this.running = { version, done };
  }
}
