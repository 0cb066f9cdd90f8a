// One buyer's flood of research requests costs another buyer little (issue 38): each research key (4) and each client
// address (16) has a bounded number of requests in flight, held until the answer is written or the client has gone
// (past either: 429 with Retry-After), and the warehouse's reader takes its buyers' statements in turn. In both modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESEARCH_IN_FLIGHT_PER_ADDRESS, DEFAULT_RESEARCH_IN_FLIGHT_PER_KEY } from '../../src/config.ts';
import { call, callFrom, type Answer } from '../helpers/client.ts';
import { connect, requestHead, statusOf, type RawConnection } from '../helpers/raw-http.ts';
import { adminOf, createResearchKey, eventually, seedDemo } from '../helpers/research.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const PER_KEY = DEFAULT_RESEARCH_IN_FLIGHT_PER_KEY;
const PER_ADDRESS = DEFAULT_RESEARCH_IN_FLIGHT_PER_ADDRESS;

describe.each([
  ['embedded', false],
  ['cluster', true],
])('research requests in flight (%s)', (_mode, cluster) => {
  let server: TestServer;
  let port: number;
  let flooder: string;
  let victim: string;
  const open: RawConnection[] = [];

  beforeAll(async () => {
    // The service's defaults (the test servers' are wide: other files send bursts from one address).
    server = await startTestServer({
      cluster,
      env: { RESEARCH_IN_FLIGHT_PER_KEY: String(PER_KEY), RESEARCH_IN_FLIGHT_PER_ADDRESS: String(PER_ADDRESS) },
    });
    port = Number(new URL(server.base).port);
    const admin = await adminOf(server.config.dataDir);
    await seedDemo(admin, 300, 38);
    flooder = (await createResearchKey(admin, 'flooder')).key;
    victim = (await createResearchKey(admin, 'victim')).key;
  }, 120_000);
  afterAll(async () => {
    for (const connection of open) connection.socket.destroy();
    await server?.close();
  });

  /** A research request that holds its place: a submit whose body never finishes arriving, from `address`. */
  async function stalledSubmit(key: string, address: string): Promise<RawConnection> {
    const connection = await connect(port, address);
    open.push(connection);
    await connection.write(requestHead('POST', '/api/research/benchmark/runs', 1_000, { 'content-type': 'application/json', 'x-research-key': key }) + '{"provi');
    return connection;
  }

  /** Polls until `request` answers `status` (a place held by a client that left is given back when its exchange ends). */
  async function until(request: () => Promise<Answer>, status: number): Promise<Answer> {
    let answer: Answer | undefined;
    await eventually(async () => (answer = await request()).status === status, 10_000, `an answer ${status}`);
    return answer!;
  }

  it('a key with its places taken is refused with 429 and Retry-After; another buyer is served; a client that leaves gives its place back', async () => {
    // The flooder's places, taken from four addresses.
    const stalled = await Promise.all(Array.from({ length: PER_KEY }, (_, i) => stalledSubmit(flooder, `127.0.38.${i + 1}`)));
    const profiles = (key: string, address = '127.0.38.9') => callFrom(address, server.base, 'GET', '/api/research/profiles?limit=1', { headers: { 'x-research-key': key } });
    const refused = await until(() => profiles(flooder), 429);
    expect([refused.status, refused.body.error, refused.headers.get('retry-after')]).toEqual([429, 'rate_limit_exceeded', '1']);
    expect(refused.body.message).toContain(`At most ${PER_KEY} of one research key`);
    const served = await profiles(victim);
    expect([served.status, served.body.count]).toEqual([200, 1]);

    // One stalled client goes: its place comes back, and the flooder is served again.
    stalled[0]!.socket.destroy();
    expect((await until(() => profiles(flooder), 200)).status).toBe(200);
    for (const connection of stalled.slice(1)) connection.socket.destroy();
  });

  it('an address with its places taken is refused, whatever the key; public research requests count too', async () => {
    const address = '127.0.39.1';
    const keys = await Promise.all(Array.from({ length: PER_ADDRESS / PER_KEY }, async (_, i) => (await createResearchKey(await adminOf(server.config.dataDir), `address-${i}`)).key));
    const stalled = [];
    for (const key of keys) for (let i = 0; i < PER_KEY; i++) stalled.push(await stalledSubmit(key, address));
    const publicRead = () => callFrom(address, server.base, 'GET', '/api/research/sample');
    // Polled with another buyer's key (its hourly window is wide) until the address's places are all taken.
    const keyed = await until(() => callFrom(address, server.base, 'GET', '/api/research/profiles?limit=1', { headers: { 'x-research-key': victim } }), 429);
    expect([keyed.status, keyed.body.error]).toEqual([429, 'rate_limit_exceeded']);
    expect(keyed.body.message).toContain(`${PER_ADDRESS} from one address`);
    const refused = await publicRead();
    expect([refused.status, refused.body.error, refused.headers.get('retry-after')]).toEqual([429, 'rate_limit_exceeded', '1']);
    expect(refused.body.message).toContain(`At most ${PER_ADDRESS} from one address`);
    expect((await callFrom('127.0.39.2', server.base, 'GET', '/api/research/sample')).status).toBe(200);
    for (const connection of stalled) connection.socket.destroy();
    expect((await until(publicRead, 200)).status).toBe(200);
  });

  it('a flood of whole-page exports from one key, sent at once from four addresses and abandoned, leaves another buyer served', async () => {
    const flood = Array.from({ length: 400 }, (_, i) =>
      connect(port, `127.0.40.${(i % 4) + 1}`).then(async (connection) => {
        open.push(connection);
        await connection.write(requestHead('GET', '/api/research/export?format=json&limit=5000', null, { 'x-research-key': flooder }));
        return connection;
      }),
    );
    const connections = await Promise.all(flood);
    // Answered while the flood is in flight: at most PER_KEY of its exports go ahead, each a turn of the reader.
    const read = await call(server.base, 'GET', '/api/research/profiles?limit=1', { headers: { 'x-research-key': victim } });
    expect([read.status, read.body.count]).toEqual([200, 1]);
    await Promise.all(connections.map((c) => c.waitUntil((x) => statusOf(x.received) !== 0 || x.closed)));
    const statuses = connections.map((c) => statusOf(c.received));
    expect(statuses.every((s) => s === 200 || s === 429), statuses.join()).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    for (const connection of connections) connection.socket.destroy();
    // Every place is given back once its clients have gone.
    expect((await until(() => call(server.base, 'GET', '/api/research/profiles?limit=1', { headers: { 'x-research-key': flooder } }), 200)).status).toBe(200);
  }, 120_000);
});
