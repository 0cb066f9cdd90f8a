// Baseline: a plain node:http server answering the same constant response as the bare uWS route. Prints its port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { constantResponse } from './constant-response.ts';

const { headers, body } = constantResponse();
const allHeaders = Object.fromEntries([...headers, ['Content-Length', String(Buffer.byteLength(body))]]);

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, allHeaders);
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
