// Built-in bots: agents that decide from the structured view, without a model. `bot:always-cooperate`,
// `bot:always-defect`, `bot:tit-for-tat` and `bot:random` are dispositions; `bot:human` samples people's choices from
// the warehouse's baseline. Demo data runs parameterised dispositions through the same engine.
import type { BatteryGame } from '../../research/games.ts';
import { SeededRandom } from '../../seeded-random.ts';
import { agentStreamOf, legalChoices, type Ask } from '../engine.ts';
import { binOf, type HumanBaseline } from '../scoring.ts';
import type { Agent, AgentDecision, AgentTurn } from './agent.ts';

/** How a bot plays; every field is a probability or share in [0, 1] except `depth`. */
export interface Disposition {
  /** the cooperative move's probability, or the share given (contributions, investments, returns) */
  cooperation: number;
  /** weight on mirroring the other side's last move instead (1: tit-for-tat) */
  reciprocity: number;
  /** balloon-risk: pumps aimed at per balloon = 1 + 18 × risk */
  risk: number;
  /** beauty-contest: levels of reasoning (0–4): a first guess of 50 × (2/3)^depth */
  depth: number;
  /** deception-game: the probability of telling the truth */
  honesty: number;
  /** the probability of trusting a message, and the share invested, before any history */
  trust: number;
  /** centipede: the probability of passing */
  patience: number;
  /** authority-task: the probability of complying (else questioning) */
  deference: number;
  /** moral-dilemmas: the probability of acting in a dilemma's first framing */
  utilitarian: number;
  /** moral-dilemmas: the probability of answering a dilemma's second framing like its first */
  consistency: number;
  /** the probability of a uniformly random legal move instead */
  noise: number;
}

const base: Disposition = {
  cooperation: 0.5,
  reciprocity: 0,
  risk: 0.4,
  depth: 1,
  honesty: 0.5,
  trust: 0.5,
  patience: 0.5,
  deference: 0.5,
  utilitarian: 0.5,
  consistency: 1,
  noise: 0,
};

export const BOT_DISPOSITIONS = {
  'always-cooperate': { ...base, cooperation: 1, honesty: 1, trust: 1, patience: 1, deference: 1, utilitarian: 0 },
  'always-defect': { ...base, cooperation: 0, honesty: 0, trust: 0, patience: 0, deference: 0, utilitarian: 1 },
  'tit-for-tat': { ...base, cooperation: 1, reciprocity: 1, honesty: 1, trust: 1, patience: 0.8, deference: 0.5 },
  random: { ...base, noise: 1 },
} as const satisfies Record<string, Disposition>;

type View = Record<string, any>;

/**
 * A bot's draws for one game and episode, made on first use: each episode has its own seed, so its own stream. Keyed
 * by the seed too, so one bot playing several runs draws each run's own streams rather than going on with the last's.
 */
function streamFor(rngs: Map<string, SeededRandom>, { seed, game, episode, generator }: AgentTurn, name: string): SeededRandom {
  const key = `${generator}/${seed}/${game}/${episode}`;
  let rng = rngs.get(key);
  if (!rng) rngs.set(key, (rng = agentStreamOf(seed, game, name, generator)));
  return rng;
}

const clampInt = (x: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(x)));

/** The largest amount a numbered legal form allows (e.g. a trustee's `return:<0-max>`). */
const maxOf = (ask: Ask): number => {
  const form = ask.legal.find((f) => 'prefix' in f);
  return form && 'prefix' in form ? form.max : 0;
};

/** A bot playing `d`: one decision per ask, from the view and the bot's own seeded draws. */
export class DispositionBot implements Agent {
  private readonly rngs = new Map<string, SeededRandom>();
  /** moral-dilemmas: the first answer given per episode and dilemma (`d2` of `d2-a`), for the second framing */
  private readonly firstAnswers = new Map<string, string>();

  constructor(
    readonly provider: string,
    readonly model: string,
    private readonly d: Disposition,
  ) {}

  settings(): Record<string, unknown> {
    return { agent: `${this.provider}:${this.model}`, disposition: this.d };
  }

  async decide(turn: AgentTurn): Promise<AgentDecision> {
    return { choice: this.draw(turn), fallback: false };
  }

  observe(turn: AgentTurn): void {
    this.draw(turn);
  }

  /** The bot's choice, from its draws for this game and episode (which it advances). */
  private draw(turn: AgentTurn): string {
    const { game, episode, ask } = turn;
    const rng = streamFor(this.rngs, turn, `${this.provider}:${this.model}`);
    if (this.d.noise > 0 && rng.chance(this.d.noise)) return rng.item(legalChoices(ask.legal));
    return this.choose(game, episode, ask, ask.view as View, rng);
  }

  /** The cooperative move's probability this round: the disposition, pulled towards the other's last move. */
  private cooperative(otherCooperated: boolean | null): number {
    if (otherCooperated === null) return this.d.cooperation;
    return this.d.reciprocity * (otherCooperated ? 1 : 0) + (1 - this.d.reciprocity) * this.d.cooperation;
  }

  private choose(game: BatteryGame, episode: number, ask: Ask, v: View, rng: SeededRandom): string {
    const d = this.d;
    switch (game) {
      case 'prisoners-dilemma':
        return rng.chance(this.cooperative(v.last ? v.last.other === 'cooperate' : null)) ? 'cooperate' : 'defect';
      case 'stag-hunt':
        return rng.chance(this.cooperative(v.last ? v.last.other === 'stag' : null)) ? 'stag' : 'hare';
      case 'public-goods': {
        const others = v.last ? (v.last.others as number[]).reduce((s, x) => s + x, 0) / 30 : null;
        const share = others === null ? d.cooperation : d.reciprocity * others + (1 - d.reciprocity) * d.cooperation;
        return `contribute:${clampInt(10 * share, 0, 10)}`;
      }
      case 'trust-game': {
        if (v.role === 'investor') {
          const returned = v.otherLastReturnShare as number | null;
          const share = returned === null ? d.trust : d.reciprocity * Math.min(1, 2 * returned) + (1 - d.reciprocity) * d.trust;
          return `invest:${clampInt(10 * share, 0, 10)}`;
        }
        return `return:${clampInt(maxOf(ask) * 0.6 * d.cooperation, 0, maxOf(ask))}`;
      }
      case 'balloon-risk':
        return (v.pumpsThisBalloon as number) < Math.round(1 + 18 * d.risk) ? 'pump' : 'collect';
      case 'beauty-contest': {
        const level = Math.max(0, d.depth);
        const guess = v.last ? (v.last.target as number) * (2 / 3) ** Math.max(0, level - 1) : 50 * (2 / 3) ** level;
        return `guess:${clampInt(guess, 0, 100)}`;
      }
      case 'centipede': {
        if (v.endingSoon) return 'take';
        const otherTookLast = v.lastCentipede ? v.lastCentipede.by === 'other' : null;
        const p = otherTookLast === null ? d.patience : d.reciprocity * (otherTookLast ? 0 : 1) + (1 - d.reciprocity) * d.patience;
        return rng.chance(p) ? 'pass' : 'take';
      }
      case 'deception-game': {
        if (v.role === 'sender') return rng.chance(d.honesty) ? 'truth' : 'lie';
        const { messages, truthful } = v.received as { messages: number; truthful: number };
        const p = d.reciprocity * ((truthful + 1) / (messages + 2)) + (1 - d.reciprocity) * d.trust;
        return rng.chance(p) ? 'trust' : 'distrust';
      }
      case 'authority-task':
        return rng.chance(d.deference) ? 'comply' : 'question';
      case 'moral-dilemmas': {
        const dilemma = `${episode}/${String(v.dilemma).split('-')[0]!}`;
        const first = this.firstAnswers.get(dilemma);
        if (first === undefined) {
          const answer = rng.chance(d.utilitarian) ? 'act' : 'abstain';
          this.firstAnswers.set(dilemma, answer);
          return answer;
        }
        return rng.chance(d.consistency) ? first : first === 'act' ? 'abstain' : 'act';
      }
    }
  }
}

/**
 * `bot:human`: each legal choice drawn in proportion to how often people chose its bin in this game (a bin's count
 * shared among the legal choices in it); uniform where the baseline has no data.
 */
export class HumanBot implements Agent {
  readonly provider = 'bot';
  readonly model = 'human';
  private readonly rngs = new Map<string, SeededRandom>();

  constructor(private readonly baseline: HumanBaseline) {}

  settings(): Record<string, unknown> {
    return { agent: 'bot:human', baseline: { asOf: this.baseline.asOf, sessions: this.baseline.sessions } };
  }

  async decide(turn: AgentTurn): Promise<AgentDecision> {
    return { choice: this.draw(turn), fallback: false };
  }

  observe(turn: AgentTurn): void {
    this.draw(turn);
  }

  private draw(turn: AgentTurn): string {
    const { game, ask } = turn;
    const rng = streamFor(this.rngs, turn, 'bot:human');
    const choices = legalChoices(ask.legal);
    const counts = this.baseline.games[game] ?? {};
    const perBin = new Map<string, number>();
    for (const c of choices) perBin.set(binOf(game, c), (perBin.get(binOf(game, c)) ?? 0) + 1);
    const weights = choices.map((c) => (counts[binOf(game, c)] ?? 0) / perBin.get(binOf(game, c))!);
    const total = weights.reduce((s, w) => s + w, 0);
    return total > 0 ? choices[rng.index(weights)]! : rng.item(choices);
  }
}

export const BOT_NAMES = [...Object.keys(BOT_DISPOSITIONS), 'human'] as const;

/** `bot:<name>` → the bot; null for an unknown name. */
export function builtInBot(name: string, baseline: HumanBaseline): Agent | null {
  if (name === 'human') return new HumanBot(baseline);
  const d = (BOT_DISPOSITIONS as Record<string, Disposition>)[name];
  return d ? new DispositionBot('bot', name, d) : null;
}
