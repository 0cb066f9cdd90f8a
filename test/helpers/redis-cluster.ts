// A local Redis Cluster from the machine's redis-server: masters and replicas on free ports, in a directory of their
// own, created with redis-cli --cluster create and stopped (every process, every file) by `stop`. Used by the tests
// (redis-backends.ts, cluster-faults.test.ts) and by the bench (bench/many-keys.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** How long a silent master stays master: its replica takes over after this (and the election's few hundred ms). */
export const CLUSTER_NODE_TIMEOUT_MS = 2_000;

export interface RedisClusterNode {
  port: number;
  process: ChildProcess;
}

export interface LocalRedisCluster {
  /** A URL of one node: REDIS_URL for the service, which learns the rest from it. */
  url: string;
  nodes: RedisClusterNode[];
  /** The node serving `key`'s slot as master now. */
  masterOf(key: string): Promise<RedisClusterNode>;
  /** Each master's port, as the cluster sees it now. */
  masters(): Promise<number[]>;
  /** The slots a master serves now. */
  slotsOf(port: number): Promise<number[]>;
  /** A node's id (CLUSTER MYID), as redis-cli --cluster takes it. */
  idOf(port: number): Promise<string>;
  /** Waits until every node agrees the cluster is up and every slot has a live master. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 whose cluster bus port (port + 10,000) is free too. */
async function freeClusterPort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if (taken.has(port) || taken.has(port + 10_000)) continue;
    if ((await canListen(port)) && (await canListen(port + 10_000))) {
      taken.add(port).add(port + 10_000);
      return port;
    }
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function untilAnswers(port: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (error) {
      if (attempt > 200) throw error;
      await sleep(25);
    } finally {
      client.disconnect();
    }
  }
}

export async function startRedisCluster({ masters = 3, replicasPerMaster = 1 } = {}): Promise<LocalRedisCluster> {
  for (const program of ['redis-server', 'redis-cli']) {
    if (spawnSync(program, ['--version']).status !== 0) throw new Error(`${program} is not installed here (Debian: apt-get install redis-server redis-tools)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'svc-redis-cluster-'));
  const taken = new Set<number>();
  const nodes: RedisClusterNode[] = [];
  const stop = async () => {
    for (const node of nodes) node.process.kill('SIGKILL');
    await Promise.all(nodes.map((node) => (node.process.exitCode === null && node.process.signalCode === null ? new Promise((r) => node.process.once('exit', r)) : null)));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < masters * (1 + replicasPerMaster); i++) {
      const port = await freeClusterPort(taken);
      const child = spawn(
        'redis-server',
        [
          '--port', String(port), '--bind', '127.0.0.1', '--cluster-enabled', 'yes',
          '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', String(CLUSTER_NODE_TIMEOUT_MS),
          // The other masters go on serving while one fails over (by default every node refuses every command, CLUSTERDOWN,
          // from the failure's detection until the replica's promotion).
          '--cluster-require-full-coverage', 'no',
          '--dir', dir, '--save', '', '--appendonly', 'no', '--logfile', `redis-${port}.log`,
        ],
        { stdio: 'ignore' },
      );
      nodes.push({ port, process: child });
    }
    await Promise.all(nodes.map((node) => untilAnswers(node.port)));
    const created = spawnSync(
      'redis-cli',
      ['--cluster', 'create', ...nodes.map((n) => `127.0.0.1:${n.port}`), '--cluster-replicas', String(replicasPerMaster), '--cluster-yes'],
      { encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed: ${created.stdout}${created.stderr}`);
  } catch (error) {
    await stop();
    throw error;
  }

  const ask = async <T>(port: number, command: (client: Redis) => Promise<T>): Promise<T> => {
    const client = new Redis({ port, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    client.on('error', () => {});
    try {
      await client.connect();
      return await command(client);
    } finally {
      client.disconnect();
    }
  };
  const alive = () => nodes.filter((node) => node.process.exitCode === null && node.process.signalCode === null);
  const slotMap = async () => {
    for (const node of alive()) {
      try {
        return (await ask(node.port, (c) => c.cluster('SLOTS'))) as unknown as Array<[number, number, [string, number, string]]>;
      } catch {
        // The next live node.
      }
    }
    throw new Error('no node of the cluster answers');
  };
  const cluster: LocalRedisCluster = {
    url: `redis://127.0.0.1:${nodes[0]!.port}`,
    nodes,
    async masterOf(key) {
      const slot = await ask(alive()[0]!.port, (c) => c.cluster('KEYSLOT', key));
      const range = (await slotMap()).find(([from, to]) => slot >= from && slot <= to);
      const port = range?.[2][1];
      const node = nodes.find((n) => n.port === port);
      if (!node) throw new Error(`no master holds slot ${slot}`);
      return node;
    },
    async masters() {
      return [...new Set((await slotMap()).map(([, , [, port]]) => port))];
    },
    async slotsOf(port) {
      return (await slotMap()).filter(([, , [, master]]) => master === port).flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    },
    idOf: (port) => ask(port, (c) => c.cluster('MYID')),
    async ready() {
      for (let attempt = 0; ; attempt++) {
        const states = await Promise.all(alive().map((n) => ask(n.port, (c) => c.cluster('INFO')).catch(() => '')));
        const map = await slotMap().catch(() => []);
        const covered = map.reduce((n, [from, to, [, port]]) => n + (alive().some((a) => a.port === port) ? to - from + 1 : 0), 0);
        if (states.every((s) => /cluster_state:ok/.test(s)) && covered === 16_384) return;
        if (attempt > 600) throw new Error('the Redis Cluster did not become ready in 60 s');
        await sleep(100);
      }
    },
    stop,
  };
  await cluster.ready();
  // And every replica in sync with its master (they join a moment after the create): a master killed before its
  // replica has synced would leave its slots with no one to take them over.
  for (let attempt = 0; ; attempt++) {
    const links = await Promise.all(nodes.map((n) => ask(n.port, (c) => c.info('replication'))));
    const replicas = links.filter((info) => /^role:slave/m.test(info));
    if (replicas.length === masters * replicasPerMaster && replicas.every((info) => /^master_link_status:up/m.test(info))) break;
    if (attempt > 600) throw new Error('the Redis Cluster replicas did not sync in 60 s');
    await sleep(100);
  }
  return cluster;
}
