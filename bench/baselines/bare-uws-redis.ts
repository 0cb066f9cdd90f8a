// Baseline: the bare uWS route, each answer held until a Redis round trip returns. The requests of one event-loop
// turn share one PING (through ioredis, set up as the service's client), which is the least a route can spend to
// consult Redis on every request: it bounds what cluster mode's tool route can reach on this machine. Prints its port.
import { Redis } from 'ioredis';
import uws from 'uWebSockets.js';
import { constantResponse } from './constant-response.ts';

const { headers, body } = constantResponse();
const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
let waiting: Array<() => void> = [];

function roundTrip(): void {
  const answers = waiting;
  waiting = [];
  void redis.ping().then(() => answers.forEach((answer) => answer()));
}

uws
  .App()
  .post('/api/v1/tools', (res) => {
    let aborted = false;
    res.onAborted(() => (aborted = true));
    if (waiting.length === 0) setImmediate(roundTrip);
    waiting.push(() => {
      if (aborted) return;
      res.cork(() => {
        for (const [name, value] of headers) res.writeHeader(name, value);
        res.end(body);
      });
    });
  })
  .listen('127.0.0.1', 0, (socket) => {
    if (!socket) process.exit(1);
    process.stdout.write(`${uws.us_socket_local_port(socket)}\n`);
  });
