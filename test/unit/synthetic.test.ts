// The synthetic telemetry generator: every session is valid ingest input, runs are reproducible however they are
// batched, and the behaviour inside is coherent enough for segment comparisons to show something.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, isValidChoice } from '../../src/research/games.ts';
import { telemetryBatchSchema, type TelemetrySession } from '../../src/research/telemetry.ts';
import { syntheticBatches, syntheticSessions, type SyntheticOptions } from '../../src/demo/synthetic.ts';

const run = (options: SyntheticOptions) => [...syntheticSessions(options)];
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i]!;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
const withEndgame = (sessions: readonly TelemetrySession[]) => sessions.filter((s) => s.endgame !== undefined);

/** One shared run for the distribution checks. */
const sample = run({ seed: 2026, sessions: 5_000 });

describe('synthetic telemetry validity', () => {
  it('passes the ingest schema and the per-game choice rules', () => {
    const validate = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(telemetryBatchSchema);
    let sessions = 0;
    for (const batch of syntheticBatches({ seed: 11, sessions: 3_000, batchSize: 1_000 })) {
      expect(validate({ sessions: batch }), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
      for (const session of batch) {
        sessions++;
        expect(session.turns.length).toBeGreaterThanOrEqual(5);
        expect(session.turns.length).toBeLessThanOrEqual(25);
        session.turns.forEach((turn, i) => {
          expect(turn.round).toBe(i + 1);
          if (!isValidChoice(session.game, turn.choice)) expect.fail(`${session.game}: ${turn.choice}`);
        });
        expect(session.scenarioId !== undefined).toBe(session.gameContext === 'custom-scenario');
      }
    }
    expect(sessions).toBe(3_000);
  });

  it('refuses options it cannot honour', () => {
    expect(() => run({ seed: 1, sessions: 1, endDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => run({ seed: 1, sessions: 1, endDate: '31/10/2026' })).toThrow(RangeError);
    expect(() => run({ seed: 1, sessions: -1 })).toThrow(RangeError);
    expect(() => run({ seed: 1.5, sessions: 1 })).toThrow(RangeError);
    expect(() => run({ seed: 1, sessions: 1, months: 0 })).toThrow(RangeError);
    expect(() => [...syntheticBatches({ seed: 1, sessions: 1, batchSize: 0 })]).toThrow(RangeError);
  });
});

describe('synthetic telemetry reproducibility', () => {
  it('gives the same sessions for the same seed and different ones for another', () => {
    const a = run({ seed: 7, sessions: 300 });
    expect(run({ seed: 7, sessions: 300 })).toEqual(a);
    const b = run({ seed: 8, sessions: 300 });
    expect(b.map((s) => s.turns)).not.toEqual(a.map((s) => s.turns));
    expect(new Set(a.map((s) => s.sessionId)).size).toBe(300);
  });

  it('does not depend on batching or on where a batch starts', () => {
    const whole = run({ seed: 5, sessions: 150 });
    expect([...syntheticBatches({ seed: 5, sessions: 150, batchSize: 7 })].flat()).toEqual(whole);
    const batches = [...syntheticBatches({ seed: 5, sessions: 150, batchSize: 7 })];
    expect(batches.slice(0, -1).every((batch) => batch.length === 7)).toBe(true);
    expect(run({ seed: 5, sessions: 50, start: 100 })).toEqual(whole.slice(100));
  });
});

describe('synthetic telemetry distributions', () => {
  it('covers every game, with the common ones common', () => {
    const counts = new Map<string, number>();
    for (const s of sample) counts.set(s.game, (counts.get(s.game) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...GAME_IDS].sort());
    expect(counts.get('prisoners-dilemma')!).toBeGreaterThan(3 * counts.get('sealed-bid-auction')!);
  });

  it('has a minority of custom scenarios with several scenario ids', () => {
    const custom = sample.filter((s) => s.gameContext === 'custom-scenario');
    expect(custom.length / sample.length).toBeGreaterThan(0.05);
    expect(custom.length / sample.length).toBeLessThan(0.11);
    expect(new Set(custom.map((s) => s.scenarioId)).size).toBeGreaterThanOrEqual(4);
  });

  it('spreads dates over the window, busier towards its end', () => {
    const months = sample.map((s) => s.startedAt.slice(0, 7));
    expect(new Set(months).size).toBe(9);
    expect(sample.every((s) => s.startedAt.endsWith('Z') && s.startedAt.slice(0, 10) <= '2026-10-31')).toBe(true);
    expect(months.filter((m) => m === '2026-10').length).toBeGreaterThan(months.filter((m) => m === '2026-02').length);

    const short = run({ seed: 3, sessions: 500, endDate: '2025-03-15', months: 2 }).map((s) => s.startedAt.slice(0, 10));
    expect(short.every((day) => day >= '2025-01-16' && day <= '2025-03-15')).toBe(true);
  });

  it('reports endgames, demographics and response times at plausible rates', () => {
    const ended = withEndgame(sample);
    expect(ended.length / sample.length).toBeCloseTo(0.93, 1);
    expect(sample.filter((s) => s.demographics).length / sample.length).toBeCloseTo(0.85, 1);
    const played = ended.map((s) => s.endgame!.gamesPlayed);
    const atLeastThree = played.filter((n) => n >= 3).length / played.length;
    expect(atLeastThree).toBeGreaterThan(0.6);
    expect(atLeastThree).toBeLessThan(0.8);
    expect(Math.max(...played)).toBeLessThanOrEqual(40);
    const times = sample.flatMap((s) => s.turns.map((t) => t.responseTimeMs));
    expect(median(times)).toBeGreaterThan(2_000);
    expect(median(times)).toBeLessThan(4_000);
  });
});

describe('synthetic telemetry behaviour', () => {
  it('signals follow the choice made', () => {
    const signal = (choice: string, dimension: 'aggression' | 'risk_tolerance' | 'authority_deference') =>
      mean(sample.flatMap((s) => s.turns.filter((t) => t.choice === choice).map((t) => t.signals[dimension])));
    expect(signal('defect', 'aggression')).toBeGreaterThan(signal('cooperate', 'aggression') + 0.1);
    expect(signal('pump', 'risk_tolerance')).toBeGreaterThan(signal('collect', 'risk_tolerance'));
    expect(signal('comply', 'authority_deference')).toBeGreaterThan(signal('refuse', 'authority_deference'));
  });

  it('endgame traits line up with the proxies', () => {
    const ended = withEndgame(sample).map((s) => s.endgame!);
    expect(correlation(ended.map((e) => e.ocean.A), ended.map((e) => e.proxies.cooperationRate))).toBeGreaterThan(0.3);
    expect(correlation(ended.map((e) => e.ocean.O), ended.map((e) => e.proxies.riskTolerance))).toBeGreaterThan(0.3);
  });

  it('the running Big Five estimate converges towards the endgame profile', () => {
    const ended = withEndgame(sample);
    const endA = ended.map((s) => s.endgame!.ocean.A);
    const first = correlation(ended.map((s) => s.turns[0]!.bigFive.A), endA);
    const last = correlation(ended.map((s) => s.turns.at(-1)!.bigFive.A), endA);
    expect(last).toBeGreaterThan(first);
    expect(mean(ended.map((s) => Math.abs(s.turns.at(-1)!.bigFive.A)))).toBeGreaterThan(
      mean(ended.map((s) => Math.abs(s.turns[0]!.bigFive.A))),
    );
  });

  it('segments differ: competitive players are more aggressive than casual ones', () => {
    const aggression = (type: string) =>
      mean(
        sample
          .filter((s) => s.demographics?.playerType === type)
          .map((s) => mean(s.turns.map((t) => t.signals.aggression))),
      );
    expect(aggression('competitive')).toBeGreaterThan(aggression('casual') + 0.05);
  });
});

describe('synthetic telemetry volume', () => {
  it('generates 20,000 sessions in one go', () => {
    let sessions = 0;
    let turns = 0;
    for (const session of syntheticSessions({ seed: 99, sessions: 20_000 })) {
      sessions++;
      turns += session.turns.length;
    }
    expect(sessions).toBe(20_000);
    expect(turns).toBeGreaterThan(100_000);
  });
});
