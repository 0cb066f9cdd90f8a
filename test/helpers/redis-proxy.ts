// A TCP proxy to the real Redis that a test can cut, stall and restore: Redis going away, or falling silent, on demand.
import { createServer, Socket, type Server } from 'node:net';
import { Transform } from 'node:stream';
import { REDIS_URL } from './server.ts';

export type RedisProxy = Awaited<ReturnType<typeof redisProxy>>;

/**
 * A TCP proxy to the real Redis that the test can cut (every connection dropped, new ones refused) and restore, or
 * stall (connections stay open, commands never reach Redis: a silent network path; cut it before restoring), or
 * make refuse (every connection dropped, each new one dropped as it comes, and counted: the client's reconnects).
 */
export async function redisProxy() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let proxy: Server | null = null;
  let port = 0;
  let stalled = false;
  let refusing = false;
  let refused = 0;
  /** Client-to-Redis bytes seen (forwarded or held back by a stall), as text, to count commands in. */
  let sent = '';
  const open = () =>
    new Promise<void>((resolve) => {
      stalled = false;
      proxy = createServer((client) => {
        if (refusing) {
          refused++;
          client.destroy();
          return;
        }
        const upstream = new Socket().connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        const gate = new Transform({
          transform: (chunk: Buffer, _encoding, done) => {
            if (sent.length < 1 << 20) sent += chunk.toString('latin1');
            done(null, stalled ? undefined : chunk);
          },
        });
        client.pipe(gate).pipe(upstream).pipe(client);
      });
      proxy.listen(port, '127.0.0.1', () => {
        port = (proxy!.address() as { port: number }).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      // close() waits for open connections to end: refuse new ones, then drop the open ones.
      const closed = new Promise<void>((resolve) => proxy!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    stall() {
      stalled = true;
    },
    refuse() {
      refusing = true;
      for (const s of sockets) s.destroy();
    },
    /** Connections dropped as they came since `refuse`. */
    refusedConnections: () => refused,
    /** How many times clients sent the command `name` through the proxy, stalled or not. */
    commandsSent(name: string): number {
      return sent.match(new RegExp(`\\$${name.length}\r\n${name}\r\n`, 'gi'))?.length ?? 0;
    },
    /** Back to forwarding, after `cut` (a new listener on the same port) or `refuse`. */
    async restore() {
      if (!refusing) return open();
      refusing = false;
    },
  };
}
