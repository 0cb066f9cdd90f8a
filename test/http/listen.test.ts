// A second instance on a port already taken must not start (issue 16): with SO_REUSEPORT it would listen beside the
// first and quietly take half of its connections. The service listens with uWS's exclusive-port option.
import { afterAll, describe, expect, it } from 'vitest';
import { startServiceProcess } from '../helpers/service-process.ts';
import { tempDir } from '../helpers/server.ts';

const services: Array<ReturnType<typeof startServiceProcess>> = [];
afterAll(async () => {
  for (const service of services) if (!service.hasExited()) await service.stop();
});

describe('listening', () => {
  it('refuses to start on a port another instance holds, saying why, and leaves the first one serving', async () => {
    const first = startServiceProcess(await tempDir());
    services.push(first);
    const base = await first.ready;
    const port = new URL(base).port;

    const second = startServiceProcess(await tempDir(), { PORT: port });
    services.push(second);
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(`cannot listen on 127.0.0.1:${port}: the port is in use`);

    for (let i = 0; i < 20; i++) expect((await fetch(`${base}/api/v1/tools`)).status).toBe(200);
  }, 120_000);
});
