// HTTP/1.1 on raw sockets, for what fetch cannot do: send a body in pieces after reading the answer, stall, write a
// whole body before reading, never read, or come from another loopback address.
import net from 'node:net';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Text kept of what a connection receives; past it only bytes are counted (large answers). */
const KEPT_TEXT = 1024 * 1024;

export interface RawConnection {
  socket: net.Socket;
  /** What was received so far as latin1 text, up to its first MiB. */
  readonly received: string;
  readonly receivedBytes: number;
  /** The connection is gone (closed by either side, or reset). */
  readonly closed: boolean;
  /** Resolves when something arrives, or after `ms`. */
  waitForData(ms: number): Promise<void>;
  /** Resolves when the server closes the connection, or after `ms`; true if it closed. */
  waitForClose(ms: number): Promise<boolean>;
  /** Resolves once `done` holds after something arrived (or the connection closed); fails after `ms`. */
  waitUntil(done: (connection: RawConnection) => boolean, ms?: number): Promise<void>;
  /** Writes unless the connection is gone; a write the server refused is not an error here. */
  write(data: string | Buffer): Promise<void>;
}

export function connect(port: number, localAddress = '127.0.0.1'): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let received = '';
    let receivedBytes = 0;
    let closed = false;
    const listeners = new Set<() => void>();
    const wake = () => listeners.forEach((listener) => listener());
    socket.on('data', (chunk) => {
      if (received.length < KEPT_TEXT) received += chunk.toString('latin1');
      receivedBytes += chunk.length;
      wake();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      wake();
    });
    const until = (done: () => boolean, ms: number) =>
      new Promise<void>((done_) => {
        if (done()) return done_();
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
          done_();
        };
        const check = () => done() && finish();
        const timer = setTimeout(finish, ms);
        listeners.add(check);
      });
    socket.once('connect', () => {
      const connection: RawConnection = {
        socket,
        get received() {
          return received;
        },
        get receivedBytes() {
          return receivedBytes;
        },
        get closed() {
          return closed || socket.destroyed;
        },
        waitForData(ms) {
          const before = receivedBytes;
          return until(() => receivedBytes > before || closed, ms);
        },
        async waitForClose(ms) {
          await until(() => closed, ms);
          return closed;
        },
        async waitUntil(done, ms = 10_000) {
          await until(() => done(connection), ms);
          if (!done(connection)) throw new Error(`not within ${ms} ms; received: ${received.slice(0, 300)}`);
        },
        write(data) {
          return new Promise((done) => {
            if (closed || socket.destroyed) return done();
            socket.write(data, () => done());
          });
        },
      };
      resolve(connection);
    });
    socket.once('error', reject);
  });
}

/** The request line and headers of a request whose body is `length` bytes. */
export function requestHead(method: string, path: string, length: number | null, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (length !== null) lines.push(`Content-Length: ${length}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export const statusOf = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/**
 * Sends the head and the first part of the body, waits for the answer (or `waitMs`), then the rest of the body in
 * `pieces` pieces `gapMs` apart, as a client does whose body crosses the network in several segments.
 */
export async function bodyInPieces(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  { pieces = 2, gapMs = 50, waitMs = 300, settleMs = 200 } = {},
): Promise<{ answer: string; closed: boolean }> {
  const connection = await connect(port);
  const first = Math.floor(body.length / 2);
  await connection.write(requestHead(method, path, body.length, headers) + body.subarray(0, first).toString('latin1'));
  await connection.waitForData(waitMs);
  const rest = body.subarray(first);
  const size = Math.ceil(rest.length / pieces);
  for (let offset = 0; offset < rest.length; offset += size) {
    await sleep(gapMs);
    await connection.write(rest.subarray(offset, offset + size));
  }
  // Routes that read the whole body answer only now (and a first computation may take seconds).
  if (connection.receivedBytes === 0) await connection.waitForData(15_000);
  await sleep(settleMs);
  const { received: answer, closed } = connection;
  connection.socket.destroy();
  return { answer, closed };
}

/**
 * `count` connections that each GET `path` and never read the answer (a paused socket), spread over the loopback
 * addresses `${subnet}.1` … `${subnet}.${addresses}` as clients behind different addresses would be.
 */
export async function nonReaders(port: number, path: string, count: number, subnet: string, addresses = count, headers: Record<string, string> = {}): Promise<RawConnection[]> {
  const connections = [];
  for (let i = 0; i < count; i++) {
    const connection = await connect(port, `${subnet}.${1 + (i % addresses)}`);
    connection.socket.pause();
    await connection.write(requestHead('GET', path, null, headers));
    connections.push(connection);
  }
  return connections;
}
