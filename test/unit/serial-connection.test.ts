// SerialConnection: statements one at a time, taken from its lanes in turn (one buyer's flood of research reads costs
// another buyer's read one turn of it), and interrupt, what lets a long statement (a whole snapshot of a big warehouse)
// be given up at shutdown.
import { afterAll, expect, it } from 'vitest';
import { DroppedTurnError, SerialConnection } from '../../src/duckdb.ts';

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

it('takes its lanes in turn, each lane in order, and work outside any lane as a lane of its own', async () => {
  const order: string[] = [];
  const statement = (name: string, lane?: string) => db.all(`SELECT '${name}' AS name`, undefined, lane).then(() => void order.push(name));
  const flood = Array.from({ length: 6 }, (_, i) => statement(`flood-${i}`, 'flood'));
  const victim = [statement('victim-0', 'victim'), statement('victim-1', 'victim')];
  const unlaned = statement('ingest');
  await Promise.all([...flood, ...victim, unlaned]);
  expect(order).toEqual(['flood-0', 'victim-0', 'ingest', 'flood-1', 'victim-1', 'flood-2', 'flood-3', 'flood-4', 'flood-5']);
});

it('a failing statement fails alone: the next in any lane runs', async () => {
  const failed = db.all('SELECT * FROM no_such_table', undefined, 'a');
  const next = db.all('SELECT 1 AS one', undefined, 'b');
  await expect(failed).rejects.toThrow(/no_such_table/);
  expect(await next).toEqual([{ one: 1 }]);
  await expect(db.exclusive(() => { throw new Error('thrown before any await'); })).rejects.toThrow('thrown before any await');
  expect(await db.all('SELECT 2 AS two')).toEqual([{ two: 2 }]);
});

it('drops a queued statement unrun when its turn comes and its lane no longer wants it (the client went away)', async () => {
  let gone = false;
  const lane = { name: 'buyer', wanted: () => !gone };
  const ran: string[] = [];
  let finishRunning!: () => void;
  let started!: () => void;
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  const running = db.exclusive(async () => {
    ran.push('running');
    started();
    await new Promise<void>((resolve) => (finishRunning = resolve));
  }, lane);
  const queued = [1, 2].map((n) => db.all(`SELECT ${n} AS n`, undefined, lane).then(() => void ran.push(`queued-${n}`)));
  const other = db.all('SELECT 3 AS n', undefined, 'another buyer');
  await hasStarted;
  expect(ran).toEqual(['running']);
  gone = true;
  finishRunning();
  await running; // what had started finishes
  for (const dropped of queued) await expect(dropped).rejects.toBeInstanceOf(DroppedTurnError);
  expect(await other).toEqual([{ n: 3 }]);
  expect(ran).toEqual(['running']);
});
