// Refereed tables: played one decision at a time from plain JSON, they give exactly what the engine gives when it
// plays the same agents on the same seed, so a refereed record replays to its own numbers.
import { describe, expect, it } from 'vitest';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import { DEFAULT_EPISODES, episodeSeed, fallbackMove, GENERATOR_VERSION, generatorOf, replayGame } from '../../src/battery/engine.ts';
import { GAMES } from '../../src/battery/games.ts';
import { playMatch } from '../../src/battery/match.ts';
import { runBattery } from '../../src/battery/run.ts';
import { humanBaseline } from '../../src/battery/scoring.ts';
import { applyDecision, dueAt, matchRecord, newTable, playTable, publicStep, runReport, type Table } from '../../src/battery/table.ts';
import { BATTERY } from '../../src/research/games.ts';
import { checkReport } from '../../src/research/benchmark.ts';
import { rescoreReport } from '../../src/battery/rescore.ts';
import type { ApiError } from '../../src/errors.ts';

const baseline = humanBaseline({ asOf: null, sessions: 0, counts: [] });
const player = { provider: 'bots', model: 'tit-for-tat' };
const bot = (name: string) => builtInBot(name, baseline)!;

/** Plays a table one decision at a time, the table going through JSON between decisions as a store holds it. */
async function playThroughJson(table: Table, agents: Record<string, ReturnType<typeof bot>>, agentSeed: number): Promise<Table> {
  let at = table;
  for (let due = dueAt(at); due.length > 0; due = dueAt(at)) {
    const { seat, game, episode, round, ask } = due[0]!;
    const decision = await agents[seat]!.decide({ game, rules: GAMES[game].rules, round, episode, ask, seed: episodeSeed(agentSeed, episode, generatorOf(at)), generator: generatorOf(at) });
    at = JSON.parse(JSON.stringify(applyDecision(at, seat, decision.choice, decision.fallback))) as Table;
  }
  return at;
}

describe('refereed tables', () => {
  it('a run played through a table gives the report the engine gives for the same agent and seed, episode by episode', async () => {
    for (const [name, episodes] of [['tit-for-tat', DEFAULT_EPISODES], ['random', DEFAULT_EPISODES], ['random', 1]] as const) {
      const seed = 1234 + name.length;
      const table = await playThroughJson(newTable('run', seed, { A: player }, undefined, episodes), { A: bot(name) }, seed);
      expect(table.complete).toBe(true);
      expect(table.games).toHaveLength(BATTERY.length * episodes);
      const refereed = await runReport(table, baseline, '2026-11-27');
      const { report: engine } = await runBattery({ agent: bot(name), seed, baseline, date: '2026-11-27', episodes });
      expect(refereed.episodes).toBe(episodes);
      expect(refereed.dimensions).toEqual(engine.dimensions);
      expect(refereed.dimensionsCi95).toEqual(engine.dimensionsCi95);
      expect(refereed.games.map((g) => [g.game, g.score, g.episodeScores, g.decisions])).toEqual(engine.games.map((g) => [g.game, g.score, g.episodeScores, g.decisions]));
      // And each episode of each game replays from the table's decisions, on the episode's seed, to the same score.
      for (const [i, g] of refereed.games.entries()) {
        for (let episode = 0; episode < episodes; episode++) {
          const replay = await replayGame(GAMES[g.game], episodeSeed(seed, episode, GENERATOR_VERSION), 'battery', { A: table.games[i * episodes + episode]!.A }, GENERATOR_VERSION);
          expect(replay.result.A.score).toBe(g.episodeScores?.[episode] ?? g.score);
        }
      }
    }
  });

  it('a table opened before generator versions (no `generator`) plays on to its end on version 1, and its record replays on it', async () => {
    const seed = 4321;
    const opened = newTable('run', seed, { A: player }, undefined, 2);
    expect(opened.generator).toBe(GENERATOR_VERSION);
    const { generator: _new, ...old } = opened;
    // Every decision through JSON, as a store holds a table stored before versions: it stays on version 1.
    const v1 = await playThroughJson(old, { A: bot('random') }, seed);
    expect(v1.generator).toBeUndefined();
    const report = await runReport(v1, baseline, '2026-11-27');
    expect(report.generator).toBeUndefined();
    const { report: engine } = await runBattery({ agent: bot('random'), seed, generator: 1, baseline, date: '2026-11-27', episodes: 2 });
    expect(report.dimensions).toEqual(engine.dimensions);
    const { differences } = await rescoreReport(checkReport({ report }), baseline);
    expect(differences).toEqual([]);
    const v2 = await runReport(await playThroughJson(opened, { A: bot('random') }, seed), baseline, '2026-11-27');
    expect(v2.generator).toBe(2);
    expect(v2.games.map((g) => g.decisions)).not.toEqual(report.games.map((g) => g.decisions));
  });

  it('plays and replays on seeds past 2^32 (the referee draws 53-bit seeds), and those draws differ from the low word\'s', async () => {
    const high = Number.MAX_SAFE_INTEGER;
    const low = high % 2 ** 32;
    const [a, b] = await Promise.all([high, low].map((seed) => playTable(newTable('run', seed, { A: player }), { A: bot('random') }, 1)));
    const report = await runReport(a!, baseline, '2026-11-27');
    const { differences } = await rescoreReport(checkReport({ report }), baseline);
    expect(differences).toEqual([]);
    expect(a!.games).not.toEqual(b!.games);
  });

  it('a match played through a table gives the record the engine gives, one-player games played by both seats', async () => {
    const seed = 99;
    const [a, b] = [bot('tit-for-tat'), bot('always-defect')];
    const table = await playTable(newTable('match', seed, { A: { provider: 'x', model: 'a' }, B: { provider: 'y', model: 'b' } }), { A: a, B: b }, seed);
    expect(table.complete).toBe(true);
    const refereed = await matchRecord(table, '2026-11-27T12:00:00.000Z');
    const { record: engine } = await playMatch({ a: bot('tit-for-tat'), b: bot('always-defect'), seed, timestamp: '2026-11-27T12:00:00.000Z' });
    expect({ ...refereed, playerA: 'a', playerB: 'b' }).toEqual({ ...engine, playerA: 'a', playerB: 'b', findings: refereed.findings });
    expect(refereed.winsA + refereed.winsB + refereed.draws).toBe(BATTERY.length);
  });

  it('a match continued from its JSON after every decision ends as one played in a single pass', async () => {
    const seed = 31;
    const players = { A: { provider: 'x', model: 'a' }, B: { provider: 'y', model: 'b' } };
    const agents = { A: bot('random'), B: bot('tit-for-tat') };
    const throughJson = await playThroughJson(newTable('match', seed, players), agents, seed);
    const inOnePass = await playTable(newTable('match', seed, players), { A: bot('random'), B: bot('tit-for-tat') }, seed);
    expect(throughJson).toEqual(inOnePass);
    expect(throughJson.complete).toBe(true);
  });

  it('in a simultaneous game both seats are due at once; each seat answers for itself', () => {
    const table = newTable('match', 5, { A: { provider: 'x', model: 'a' }, B: { provider: 'y', model: 'b' } });
    const due = dueAt(table);
    expect(due.map((d) => [d.seat, d.game, d.round])).toEqual([
      ['A', 'prisoners-dilemma', 1],
      ['B', 'prisoners-dilemma', 1],
    ]);
    const afterA = applyDecision(table, 'A', 'defect', false);
    expect(dueAt(afterA).map((d) => d.seat)).toEqual(['B']);
    expect(() => applyDecision(afterA, 'A', 'defect', false)).toThrow(expect.objectContaining({ code: 'illegal_choice' }));
    const afterB = applyDecision(afterA, 'B', 'cooperate', false);
    expect(dueAt(afterB).map((d) => [d.seat, d.round])).toEqual([
      ['A', 2],
      ['B', 2],
    ]);
  });

  it('refuses an illegal choice, and a fallback that is not the fallback move, leaving the table as it was', () => {
    const table = newTable('run', 7, { A: player });
    const before = JSON.stringify(table);
    const refusal = (choice: string, fallback: boolean) => {
      try {
        applyDecision(table, 'A', choice, fallback);
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('accepted');
    };
    const illegal = refusal('contribute:3', false);
    expect(illegal.code).toBe('illegal_choice');
    expect(illegal.extras.details![0]!.legal).toEqual(['cooperate', 'defect']);
    const notFallback = refusal('defect', true);
    expect(notFallback.extras.details![0]).toMatchObject({ path: '/choice', legal: ['cooperate'] });
    expect(refusal('B', false).code).toBe('illegal_choice');
    expect(() => applyDecision(table, 'B', 'cooperate', false)).toThrow(expect.objectContaining({ code: 'illegal_choice' }));
    expect(JSON.stringify(table)).toBe(before);
    const step = publicStep(dueAt(table)[0]!, table);
    expect(step).toMatchObject({ game: 'prisoners-dilemma', episode: 0, episodes: DEFAULT_EPISODES, round: 1 });
    expect(fallbackMove(dueAt(table)[0]!.ask.legal)).toBe(step.choices[0]);
    const marked = applyDecision(table, 'A', 'cooperate', true);
    expect(marked.games[0]!.A).toEqual([{ round: 1, choice: 'cooperate', fallback: true }]);
  });

  it('lists numeric ranges as word:lo-hi with the lowest number as the fallback move', () => {
    let table = newTable('run', 11, { A: player });
    while (dueAt(table)[0]!.game !== 'public-goods') table = applyDecision(table, 'A', 'cooperate', false);
    const [due] = dueAt(table);
    expect(publicStep(due!, table).choices).toEqual(['contribute:0-10']);
    expect(() => applyDecision(table, 'A', 'contribute:11', false)).toThrow(expect.objectContaining({ code: 'illegal_choice' }));
    expect(() => applyDecision(table, 'A', 'contribute:5', true)).toThrow(expect.objectContaining({ code: 'illegal_choice' }));
    expect(applyDecision(table, 'A', 'contribute:0', true).games.at(-1)!.A).toEqual([{ round: 1, choice: 'contribute:0', fallback: true }]);
  });
});
