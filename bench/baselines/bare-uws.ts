// Baseline: a bare uWS route that does no work and answers a constant response. Prints its port.
// BENCH_RESPONSE (JSON {headers, body}) makes it answer byte-for-byte what the measured route answers, so the
// load generator does the same work for both and the ratio measures only the server.
import uws from 'uWebSockets.js';
import { constantResponse } from './constant-response.ts';

const { headers, body } = constantResponse();

uws
  .App()
  .post('/api/v1/tools', (res) => {
    res.onAborted(() => {});
    for (const [name, value] of headers) res.writeHeader(name, value);
    res.end(body);
  })
  .listen('127.0.0.1', 0, (socket) => {
    if (!socket) process.exit(1);
    process.stdout.write(`${uws.us_socket_local_port(socket)}\n`);
  });
