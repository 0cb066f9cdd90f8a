// A measurement-only policy, not a product bot (test/unit/construct-limits.test.ts): it keeps people's choice
// frequencies exactly and looks at nothing else. In each game and episode it answers with the legal bin furthest below
// its share of the human baseline's choices in that game (share × decisions so far, the current one included, minus
// the times it chose that bin), so its bin counts stay within whole-count reach of people's proportions; the view,
// the round and what the other side did are never read. Within a bin it picks the middle legal value. Deterministic:
// no draws.
import type { Agent, AgentDecision, AgentTurn } from '../../src/battery/agents/agent.ts';
import { legalChoices } from '../../src/battery/engine.ts';
import { binOf, type HumanBaseline } from '../../src/battery/scoring.ts';

export class QuotaAgent implements Agent {
  readonly provider = 'measure';
  readonly model = 'human-quota';
  /** per game and episode: how often each bin was chosen, and how many decisions were made */
  private readonly tallies = new Map<string, { bins: Map<string, number>; decisions: number }>();

  constructor(private readonly baseline: HumanBaseline) {}

  settings(): Record<string, unknown> {
    return { agent: 'measure:human-quota', baseline: { asOf: this.baseline.asOf, sessions: this.baseline.sessions } };
  }

  async decide(turn: AgentTurn): Promise<AgentDecision> {
    return { choice: this.choose(turn), fallback: false };
  }

  observe(turn: AgentTurn): void {
    this.choose(turn);
  }

  private choose({ game, episode, ask, seed }: AgentTurn): string {
    // Keyed by the episode's seed too: one agent playing several runs keeps each run's tally apart.
    const key = `${seed}/${game}/${episode}`;
    let tally = this.tallies.get(key);
    if (!tally) this.tallies.set(key, (tally = { bins: new Map(), decisions: 0 }));
    const people = this.baseline.games[game] ?? {};
    const total = Object.values(people).reduce((s, n) => s + n, 0);
    // The legal choices of each bin, in the order legalChoices lists them (ascending amounts).
    const inBin = new Map<string, string[]>();
    for (const choice of legalChoices(ask.legal)) {
      const bin = binOf(game, choice);
      const held = inBin.get(bin);
      if (held) held.push(choice);
      else inBin.set(bin, [choice]);
    }
    const deficit = (bin: string) => (total === 0 ? 0 : ((people[bin] ?? 0) / total) * (tally.decisions + 1)) - (tally.bins.get(bin) ?? 0);
    // Largest deficit; ties to the bin listed first (the fallback move's bin first).
    let best: string | null = null;
    for (const bin of inBin.keys()) if (best === null || deficit(bin) > deficit(best)) best = bin;
    const choices = inBin.get(best!)!;
    tally.bins.set(best!, (tally.bins.get(best!) ?? 0) + 1);
    tally.decisions++;
    return choices[Math.floor((choices.length - 1) / 2)]!;
  }
}
