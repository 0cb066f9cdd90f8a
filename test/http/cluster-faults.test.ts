// Cluster mode on a Redis Cluster of its own (3 masters, 3 replicas) while it fails: exact windows across instances,
// a master killed (kill -9) under traffic, slots moved while calls flow, uploads accepted during a failover.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchKeys } from '../../src/cluster/ingest-stream.ts';
import { accountWithKey, call, runTool, type Answer } from '../helpers/client.ts';
import { adminOf, createIngestKey, eventually, makeSession, runIngest } from '../helpers/research.ts';
import { CLUSTER_NODE_TIMEOUT_MS, startRedisCluster, type LocalRedisCluster } from '../helpers/redis-cluster.ts';
import { startTestServer, uniquePrefix, type TestServer } from '../helpers/server.ts';

const clusters: LocalRedisCluster[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(clusters.map((cluster) => cluster.stop()));
});

/** Each test breaks a cluster of its own (3 masters, each with a replica), and runs two instances of one deployment on it. */
async function twoInstancesOnACluster(): Promise<[TestServer, TestServer, LocalRedisCluster]> {
  const cluster = await startRedisCluster();
  clusters.push(cluster);
  const prefix = uniquePrefix();
  const pair = await Promise.all([0, 1].map(() => startTestServer({ cluster: true, redisPrefix: prefix, redisUrl: cluster.url })));
  servers.push(...pair);
  return [pair[0]!, pair[1]!, cluster];
}

/** The Redis key of an API key's record (and, by its hash tag, of its window): its master serves the key's calls. */
const keyRecordOf = (server: TestServer, hash: string) => `${server.config.redisPrefix}key:v2:{key:${hash}}`;

/** Calls `send` from `lanes` loops until `stop` resolves; every answer, with the phase of the test it was sent in. */
async function traffic(lanes: number, send: () => Promise<Answer>, stop: Promise<unknown>, phase: () => string = () => ''): Promise<Array<{ sentIn: string; answer: Answer }>> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const answers: Array<{ sentIn: string; answer: Answer }> = [];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (!stopped) {
        const sentIn = phase();
        answers.push({ sentIn, answer: await send() });
      }
    }),
  );
  return answers;
}

const statusCounts = (answers: ReadonlyArray<{ answer: Answer }>) =>
  answers.reduce<Record<number, number>>((counts, { answer }) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});

describe('cluster mode on a Redis Cluster, under faults', () => {
  it('admits exactly 100 of 120 concurrent calls on one Pro key spread over two instances', async () => {
    const [a, b, cluster] = await twoInstancesOnACluster();
    const { key } = await accountWithKey(a.base, a.config.dataDir, 'pro');
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => runTool((i % 2 ? a : b).base, key, 'word-counter', { text: 'x' })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(100);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('answers 503 not_ready, never a 500, while the master of a busy key is killed, and serves again once its replica is promoted; other masters serve throughout', async () => {
    const [a, b, cluster] = await twoInstancesOnACluster();
    const { key, hash } = await accountWithKey(a.base, a.config.dataDir, 'business');
    const record = keyRecordOf(a, hash);
    const master = await cluster.masterOf(record);
    // A key whose record is on another master.
    let other: { key: string } | null = null;
    while (!other) {
      const candidate = await accountWithKey(a.base, a.config.dataDir, 'business');
      if ((await cluster.masterOf(keyRecordOf(a, candidate.hash))) !== master) other = candidate;
    }
    let phase = 'before';
    // The moments are printed as figures, never compared with a budget.
    let killedAt = 0;
    let promotedAt = 0;
    let resumedAt = 0;
    const done = (async () => {
      await sleep(300);
      killedAt = Date.now();
      master.process.kill('SIGKILL');
      phase = 'failing over';
      await eventually(async () => (await cluster.masterOf(record).catch(() => master)) !== master, 60_000, 'a replica promoted');
      promotedAt = Date.now();
      // Served again: a call answered 200 after the kill.
      await eventually(async () => (await runTool(b.base, key, 'word-counter', { text: 'x' })).status === 200, 60_000, 'calls served again');
      resumedAt = Date.now();
      phase = 'served again';
      await sleep(300);
    })();
    let turn = 0;
    const onOther: Answer[] = [];
    const answers = await traffic(
      4,
      () => {
        const server = turn++ % 2 ? a : b;
        return turn % 3 === 0 ? runTool(server.base, other.key, 'word-counter', { text: 'x' }).then((answer) => (onOther.push(answer), answer)) : runTool(server.base, key, 'word-counter', { text: 'x' });
      },
      done,
      () => phase,
    );
    expect(onOther.length).toBeGreaterThan(0);
    expect(onOther.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([]);
    const counts = statusCounts(answers);
    expect(Object.keys(counts).map(Number).sort()).toEqual(counts[503] ? [200, 503] : [200]);
    for (const { answer } of answers) if (answer.status === 503) expect(answer.body.error).toBe('not_ready');
    // Every call sent once calls were served again is served.
    expect(answers.filter(({ sentIn, answer }) => sentIn === 'served again' && answer.status !== 200)).toEqual([]);
    expect((await call(a.base, 'GET', '/readyz')).status).toBe(200);
    console.info(
      `failover: ${counts[200] ?? 0} served, ${counts[503] ?? 0} answered 503; replica promoted ${promotedAt - killedAt} ms after the kill ` +
        `(cluster-node-timeout ${CLUSTER_NODE_TIMEOUT_MS} ms), calls served again ${resumedAt - promotedAt} ms after that`,
    );
  });

  it('moves every slot of a busy master to another (redis-cli --cluster reshard) while calls flow: no 5xx, no call past a limit', async () => {
    const [a, b, cluster] = await twoInstancesOnACluster();
    const keys = await Promise.all(Array.from({ length: 6 }, () => accountWithKey(a.base, a.config.dataDir, 'pro')));
    const source = await cluster.masterOf(keyRecordOf(a, keys[0]!.hash));
    const target = (await cluster.masters()).find((port) => port !== source.port)!;
    const slots = (await cluster.slotsOf(source.port)).length;
    const [from, to] = [await cluster.idOf(source.port), await cluster.idOf(target)];
    const resharded = (async () => {
      await sleep(200);
      const moved = await new Promise<{ status: number | null; output: string }>((resolve) => {
        const child = spawn('redis-cli', ['--cluster', 'reshard', `127.0.0.1:${target}`, '--cluster-from', from, '--cluster-to', to, '--cluster-slots', String(slots), '--cluster-yes']);
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', (status) => resolve({ status, output }));
      });
      await sleep(200);
      return moved;
    })();
    let turn = 0;
    const sent = new Map<string, number>();
    const answers = await traffic(4, () => {
      const { key } = keys[turn % keys.length]!;
      sent.set(key, (sent.get(key) ?? 0) + 1);
      return runTool((turn++ % 2 ? a : b).base, key, 'word-counter', { text: 'x' }).then((answer) => Object.assign(answer, { key }));
    }, resharded);
    const { status, output } = await resharded;
    expect(status, output.slice(-2_000)).toBe(0);
    expect(await cluster.slotsOf(source.port)).toEqual([]);
    const counts = statusCounts(answers);
    expect(Object.keys(counts).map(Number).filter((s) => s >= 500)).toEqual([]);
    for (const { key } of keys) {
      const admitted = answers.filter(({ answer }) => (answer as Answer & { key: string }).key === key && answer.status === 200).length;
      expect(admitted).toBe(Math.min(100, sent.get(key)!));
    }
    console.info(`reshard: ${slots} slots moved while ${answers.length} calls ran (${JSON.stringify(counts)})`);
  });

  it('loads every upload answered 202 during a failover of the ingest stream, once', async () => {
    const [a, b, cluster] = await twoInstancesOnACluster();
    const { key } = await createIngestKey(await adminOf(a.config.dataDir), 'failover');
    const stream = researchKeys(a.config.redisPrefix).stream;
    const master = await cluster.masterOf(stream);
    let next = 0;
    const accepted = new Set<string>();
    const refused: number[] = [];
    // A client that sends each batch until it is accepted (a session sent again replaces its copy).
    const upload = async (server: TestServer) => {
      const batch = Array.from({ length: 5 }, () => makeSession(`failover-${next++}`));
      for (;;) {
        const answer = await call(server.base, 'POST', '/api/research/ingest', { json: { sessions: batch }, headers: { 'x-ingest-key': key } });
        if (answer.status === 202) {
          for (const session of batch) accepted.add(session.sessionId);
          return answer;
        }
        refused.push(answer.status);
        expect([answer.status, answer.body.error]).toEqual([503, 'not_ready']);
        await sleep(100);
      }
    };
    const done = (async () => {
      await sleep(300);
      master.process.kill('SIGKILL');
      await eventually(async () => (await cluster.masterOf(stream).catch(() => master)) !== master, 60_000, 'a replica promoted');
      await sleep(1_000);
    })();
    let turn = 0;
    await traffic(2, () => upload(turn++ % 2 ? a : b), done);
    await runIngest(await adminOf(b.config.dataDir));
    for (const server of [a, b]) {
      await eventually(async () => (await call(server.base, 'GET', '/api/research/overview')).body.totalSessions === accepted.size, 10_000, 'every accepted session');
    }
    console.info(`ingest failover: ${accepted.size} sessions accepted, ${refused.length} uploads answered 503 and sent again`);
  });
});

