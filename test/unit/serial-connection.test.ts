// SerialConnection.interrupt: what lets a long statement (a whole snapshot of a big warehouse) be given up at shutdown.
import { afterAll, expect, it } from 'vitest';
import { SerialConnection } from '../../src/duckdb.ts';

const db = await SerialConnection.open(':memory:');
afterAll(() => db.close());

it('interrupts the statement running: it rejects, and the connection runs the next one', async () => {
  // Minutes of work: only the interrupt ends it within the test's time.
  const running = db.all('SELECT sum(length(md5(range::VARCHAR))) AS n FROM range(20000000000)');
  // Again until it ends: an interrupt that comes before the statement starts does not count.
  const interrupting = setInterval(() => db.interrupt(), 100);
  const outcome = await running.then(() => 'finished', (error: unknown) => error);
  clearInterval(interrupting);
  expect(String(outcome)).toMatch(/Interrupted/);
  expect(await db.all('SELECT 41 + 1 AS answer')).toEqual([{ answer: 42 }]);
});
