// Resuming a battery run: the CLI writes each decision to the transcript before it moves on, and `--resume FILE`
// continues from the last one. A run killed with SIGKILL mid-run and resumed gives the report an uninterrupted run
// gives (offline, with an LLM stand-in and with a bot whose draws must carry on), and a refereed run continues on the
// server, whether the kill came before or after the server applied the last decision written.
import { execFile, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBot } from '../../src/battery/agents/bots.ts';
import { EMPTY_BASELINE } from '../../src/battery/scoring.ts';
import { newTable, playTable } from '../../src/battery/table.ts';
import type { BenchmarkReport, StoredReport } from '../../src/research/benchmark.ts';
import { playRefereedRun, ServerClient, storedRun, type PlayedDecision } from '../../src/cli/referee-client.ts';
import { startStandIn, type StandIn } from '../helpers/openai-stand-in.ts';
import { adminOf, createResearchKey } from '../helpers/research.ts';
import { startTestServer, tempDir, type TestServer } from '../helpers/server.ts';

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const CLI = ['--import', 'tsx', 'src/cli/battery.ts'];

let server: TestServer;
let key: string;
let work: string;
let llm: StandIn;

beforeAll(async () => {
  server = await startTestServer();
  key = (await createResearchKey(await adminOf(server.config.dataDir), 'resume-lab')).key;
  work = await tempDir();
  // A few milliseconds per reply, so a kill lands mid-run.
  llm = await startStandIn({ mode: 'clean', delayMs: 5 });
}, 120_000);

afterAll(async () => {
  await llm?.close();
  await server?.close();
});

const battery = async (args: string[]) => JSON.parse((await exec('node', [...CLI, ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout);
/** The whole lines of a JSONL file (a line a kill cut short is left out). */
const linesOf = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
/** A CLI run expected to fail: its exit code and stderr (null if it succeeded). */
const refused = (args: string[]) =>
  exec('node', [...CLI, ...args], { cwd: root }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
const decisionLines = (lines: any[]) => lines.filter((l) => typeof l.choice === 'string');
const withoutSettings = ({ settings: _settings, ...report }: BenchmarkReport) => report;

/** Starts the CLI and kills it with SIGKILL once `file` holds `lines` lines (it has written them: each is one write). */
async function killAfter(args: string[], file: string, lines: number): Promise<void> {
  const child = spawn('node', [...CLI, ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.split('\n').length > lines) break;
    if (child.exitCode !== null) throw new Error(`the run ended before it could be killed: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  child.kill('SIGKILL');
  await exited;
}

describe('offline runs', () => {
  it('an LLM run killed mid-run and resumed gives the uninterrupted run\'s report, asking the model only what was still due', async () => {
    const model = ['--agent', 'openai-compatible', '--base-url', llm.baseUrl, '--model', 'resume-1'];
    const whole = path.join(work, 'whole.jsonl');
    const uninterrupted = await battery(['run', ...model, '--offline', '--seed', '77', '--episodes', '2', '--transcript', whole]);
    const decisions = decisionLines(await linesOf(whole)).length;
    expect(decisions).toBe(uninterrupted.report.games.reduce((n: number, g: any) => n + g.rounds * 2, 0));

    const killed = path.join(work, 'killed.jsonl');
    await killAfter(['run', ...model, '--offline', '--seed', '77', '--episodes', '2', '--transcript', killed], killed, 60);
    const before = decisionLines(await linesOf(killed).catch(() => [])).length;
    expect(before).toBeGreaterThanOrEqual(59);
    expect(before).toBeLessThan(decisions);

    const asked = llm.requests.length;
    const resumed = await battery(['run', '--resume', killed, ...model]);
    expect(llm.requests.length - asked).toBe(decisions - before);
    expect(withoutSettings(resumed.report)).toEqual(withoutSettings(uninterrupted.report));
    // The model was asked only for the decisions the transcript did not hold.
    expect(resumed.report.settings.calls).toBe(decisions - before);
    // The transcript now holds every decision once, as the uninterrupted one does (the raw replies included).
    const strip = (lines: any[]) => lines.map(({ replies: _replies, ...line }) => line);
    expect(strip(await linesOf(killed))).toEqual(strip(await linesOf(whole)));
    expect(decisionLines(await linesOf(killed)).every((l) => Array.isArray(l.replies) && l.replies[0].parsed === l.choice)).toBe(true);
  }, 120_000);

  it('a bot with its own draws resumed from a transcript cut mid-line carries its draws on: the same report', async () => {
    const whole = path.join(work, 'random-whole.jsonl');
    const uninterrupted = await battery(['run', '--agent', 'bot:random', '--offline', '--seed', '5', '--episodes', '3', '--transcript', whole]);
    const text = await readFile(whole, 'utf8');
    const lines = text.split('\n');
    // The header and 155 decisions (mid-episode: balloon-risk's second), then half of the next line: what a kill in
    // the middle of a write leaves.
    const cut = path.join(work, 'random-cut.jsonl');
    expect([JSON.parse(lines[155]!), JSON.parse(lines[156]!)].map((l) => [l.game, l.episode])).toEqual([['balloon-risk', 1], ['balloon-risk', 1]]);
    await writeFile(cut, `${lines.slice(0, 156).join('\n')}\n${lines[156]!.slice(0, 40)}`);
    const resumed = await battery(['run', '--resume', cut, '--agent', 'bot:random']);
    expect(resumed.report).toEqual(uninterrupted.report);
    expect(await readFile(cut, 'utf8')).toBe(text);
  }, 120_000);

  it('refuses a resume with another agent, a match transcript, a file that is not a transcript, or flags the transcript decides', async () => {
    const whole = path.join(work, 'random-whole.jsonl');
    expect((await refused(['run', '--resume', whole, '--agent', 'bot:tit-for-tat']))?.stderr).toContain('is a run of bot:random, not bot:tit-for-tat');
    expect((await refused(['run', '--resume', whole, '--agent', 'bot:random', '--seed', '6']))?.stderr).toContain('--seed cannot go with --resume');
    const notOne = path.join(work, 'not-a-transcript.jsonl');
    await writeFile(notOne, '{"hello": 1}\n');
    expect((await refused(['run', '--resume', notOne, '--agent', 'bot:random']))?.stderr).toContain('does not start with a battery run');
    expect((await refused(['run', '--resume', path.join(work, 'missing.jsonl'), '--agent', 'bot:random']))?.code).toBe(2);
    expect((await refused(['match', '--resume', whole, '--a', 'bot:random', '--b', 'bot:tit-for-tat']))?.stderr).toContain('--resume continues runs');
  }, 120_000);
});

describe('refereed runs', () => {
  /** The decisions bot:random makes in a run on `seed` with its own draws seeded by `agentSeed`, played here. */
  async function expectedDecisions(seed: number, agentSeed: number, episodes: number) {
    const table = await playTable(newTable('run', seed, { A: { provider: 'bot', model: 'random' } }, undefined, episodes), { A: builtInBot('random', EMPTY_BASELINE)! }, agentSeed);
    return table.games;
  }

  it('a run killed mid-run is continued on the server by --resume: every decision once, as an unbroken bot would play', async () => {
    const transcript = path.join(work, 'refereed-killed.jsonl');
    await killAfter(['run', '--agent', 'bot:random', '--episodes', '2', '--transcript', transcript, '--server', server.base, '--research-key', key], transcript, 40);
    const [header] = await linesOf(transcript);
    expect(header).toMatchObject({ mode: 'battery', episodes: 2, refereed: { server: server.base, runId: expect.any(String), agentSeed: expect.any(Number) } });

    // The server named again (it must be the header's); the key, never written down, from the flag.
    const resumed = await battery(['run', '--resume', transcript, '--agent', 'bot:random', '--server', `${server.base}/`, '--research-key', key]);
    expect(resumed).toMatchObject({ state: 'complete', runId: header.refereed.runId, episodes: 2 });
    const stored = resumed.report as StoredReport;
    expect(stored.verification).toBe('refereed');
    const lines = decisionLines(await linesOf(transcript)) as PlayedDecision[];
    for (const g of stored.games) {
      expect(lines.filter((l) => l.game === g.game).map((l) => [l.episode, l.round, l.choice])).toEqual(g.decisions.map((d) => [d.episode, d.round, d.choice]));
    }
    const games = await expectedDecisions(stored.seed, header.refereed.agentSeed, 2);
    expect(stored.games.flatMap((g) => g.decisions.map(({ round, choice }) => ({ round, choice })))).toEqual(games.flatMap((g) => g.A));
  }, 120_000);

  it('never sends the research key to a server read from a transcript: --server is required and must be the run\'s', async () => {
    // A crafted transcript: a refereed run's header naming a server that collects keys.
    const requests: string[] = [];
    const capture = createServer((req, res) => {
      requests.push(`${req.method} ${req.url} ${req.headers['x-research-key'] ?? ''}`);
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
    const captureUrl = `http://127.0.0.1:${(capture.address() as AddressInfo).port}`;
    try {
      const crafted = path.join(work, 'crafted.jsonl');
      const header = { battery: '1.0', mode: 'battery', provider: 'bot', model: 'random', episodes: 1, refereed: { server: captureUrl, runId: 'x', agentSeed: 1 } };
      await writeFile(crafted, `${JSON.stringify(header)}\n`);
      const withoutServer = await refused(['run', '--resume', crafted, '--agent', 'bot:random', '--research-key', key]);
      expect([withoutServer?.code, withoutServer?.stderr]).toEqual([2, expect.stringContaining(`needs --server URL (the transcript's run is on ${captureUrl})`)]);
      const elsewhere = await refused(['run', '--resume', crafted, '--agent', 'bot:random', '--server', server.base, '--research-key', key]);
      expect([elsewhere?.code, elsewhere?.stderr]).toEqual([2, expect.stringContaining(`--server ${server.base} is not the server of ${crafted}'s run (${captureUrl})`)]);
      expect(requests).toEqual([]);
    } finally {
      capture.close();
    }
  }, 120_000);

  it('a decision written but never posted (the kill came in between) is posted as made when the run resumes', async () => {
    const client = new ServerClient({ server: server.base, researchKey: key, sleep: async () => {} });
    const written: PlayedDecision[] = [];
    let opened = { id: '', seed: 0 };
    const crash = new Error('killed');
    await expect(
      playRefereedRun(client, builtInBot('random', EMPTY_BASELINE)!, {
        episodes: 2,
        seed: 4242,
        onOpen: (o) => void (opened = o),
        onDecision: (d) => {
          written.push(d);
          if (written.length === 45) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // The server has 44 decisions; the 45th (mid-episode: stag-hunt's first) is only in the transcript.
    const state = await client.get<{ state: string; step: PlayedDecision }>(`/api/research/benchmark/runs/${opened.id}`);
    expect(state.step).toMatchObject({ game: 'stag-hunt', episode: 0, round: 5, prompt: written[44]!.prompt, choices: written[44]!.choices });

    const result = await playRefereedRun(client, builtInBot('random', EMPTY_BASELINE)!, { resume: { runId: opened.id, seed: opened.seed, decisions: written } });
    const stored = await storedRun(client, result.runId);
    const games = await expectedDecisions(result.seed, 4242, 2);
    expect(stored.games.flatMap((g) => g.decisions.map(({ round, choice }) => ({ round, choice })))).toEqual(games.flatMap((g) => g.A));
    expect(stored.invalidReplies).toBe(0);
  }, 120_000);
});
