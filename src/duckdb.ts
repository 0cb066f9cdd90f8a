// Small helpers over @duckdb/node-api shared by the control store and the warehouse.
import { access, rename, rm } from 'node:fs/promises';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';

type Params = DuckDBValue[] | Record<string, DuckDBValue>;
export type Row = Record<string, unknown>;

/** One piece of work waiting for the connection. */
interface Turn {
  run(): Promise<void>;
}

/**
 * Whose turns a statement takes (a research buyer's lane, an address's), and whether it is still wanted when its turn
 * comes: a read queued for a client that has gone is dropped then, unrun (DroppedTurnError).
 */
export interface Lane {
  name: string;
  wanted(): boolean;
}

/** A queued statement dropped at its turn: its lane said it was no longer wanted (the client went away). */
export class DroppedTurnError extends Error {
  override name = 'DroppedTurnError';
  constructor() {
    super('the statement was dropped unrun: its client went away while it waited for its turn');
  }
}

/**
 * One connection whose statements run strictly one after another (DuckDB runs one statement at a time per connection).
 * Work is queued in lanes (a research buyer's, an address's; `''` for the service's own: ingest, the control store,
 * shared caches), and the lanes take turns, each in its order: one lane's flood costs another lane's statement at most
 * one turn of each busy lane.
 */
export class SerialConnection {
  /** Lanes with work waiting, in turn order: a lane served goes to the back. */
  private readonly waiting = new Map<string, Turn[]>();
  private draining: Promise<void> | null = null;
  /** Told how long each piece of work took on the connection, in seconds (the metrics' DuckDB query time). */
  private observer: ((seconds: number) => void) | null = null;

  private constructor(
    /** The database file, for messages. */
    readonly path: string,
    /** The settings it was opened with: `changeSchema` puts them back. */
    private readonly options: Readonly<Record<string, string>>,
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    /** Only the first connection of an instance closes it. */
    private readonly ownsInstance: boolean,
  ) {}

  static async open(path: string, options: Record<string, string> = {}): Promise<SerialConnection> {
    let instance: DuckDBInstance;
    try {
      instance = await DuckDBInstance.create(path, options);
    } catch (error) {
      throw cannotOpen(path, error);
    }
    return new SerialConnection(path, options, instance, await instance.connect(), true);
  }

  /** Another connection to the same database: it runs beside this one, each statement on its own snapshot. */
  async sibling(): Promise<SerialConnection> {
    return new SerialConnection(this.path, this.options, this.instance, await this.instance.connect(), false);
  }

  /** Reports the duration of every statement (or exclusive sequence) from now on. */
  observe(observer: (seconds: number) => void): void {
    this.observer = observer;
  }

  /** Runs `work` alone on the connection, in `lane`'s turn: use it for read-check-write sequences that must be atomic. */
  exclusive<T>(work: (connection: DuckDBConnection) => Promise<T>, lane: Lane | string = ''): Promise<T> {
    const name = typeof lane === 'string' ? lane : lane.name;
    const wanted = typeof lane === 'string' ? null : lane;
    return new Promise<T>((resolve, reject) => {
      const turn: Turn = {
        run: async () => {
          if (wanted && !wanted.wanted()) return reject(new DroppedTurnError());
          try {
            resolve(await (this.observer ? this.timed(work) : work(this.connection)));
          } catch (error) {
            reject(error);
          }
        },
      };
      const queue = this.waiting.get(name);
      if (queue) queue.push(turn);
      else this.waiting.set(name, [turn]);
      this.draining ??= this.drain();
    });
  }

  /** Runs the waiting work one piece at a time, a turn per lane, until none waits. */
  private async drain(): Promise<void> {
    // The first turn starts on a later tick, as a promise chain's would: a caller's synchronous code runs first.
    await undefined;
    for (const [lane, queue] of this.waiting) {
      const turn = queue.shift()!;
      this.waiting.delete(lane);
      if (queue.length > 0) this.waiting.set(lane, queue);
      await turn.run();
    }
    this.draining = null;
  }

  private async timed<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work(this.connection);
    } finally {
      this.observer?.((performance.now() - started) / 1000);
    }
  }

  run(sql: string, params?: Params): Promise<void> {
    return this.exclusive(async (c) => {
      await c.run(sql, params);
    });
  }

  all(sql: string, params?: Params, lane?: Lane | string): Promise<Row[]> {
    return this.exclusive(async (c) => (await c.runAndReadAll(sql, params)).getRowObjectsJS() as Row[], lane);
  }

  /**
   * Runs schema changes alone on the connection so that none of them is ever left only in the write-ahead log: DuckDB
   * cannot replay some DDL from its log (`ALTER TABLE … ALTER … TYPE <user enum>` fails with "GetDefaultDatabase with
   * no default database set"), so one unclean exit after it would leave a database that no longer opens. With both
   * thresholds at zero, a COMMIT writes no log and checkpoints instead, and a checkpoint writes the file's header last:
   * a kill at any point leaves the old schema or the new one. The closing CHECKPOINT catches a commit DuckDB logged
   * after all (it does when another transaction is open). The thresholds are then the opening ones again.
   */
  changeSchema<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    return this.exclusive(async (c) => {
      await c.run("SET checkpoint_threshold = '0b'");
      await c.run('SET auto_checkpoint_skip_wal_threshold = 0');
      try {
        const result = await work(c);
        await c.run('CHECKPOINT');
        return result;
      } finally {
        // From the options, not current_setting(): its rounded text ('244.1 MiB') does not parse back to 256 MB.
        for (const name of ['checkpoint_threshold', 'auto_checkpoint_skip_wal_threshold']) {
          const opened = this.options[name];
          await c.run(opened === undefined ? `RESET ${name}` : `SET ${name} = '${opened.replaceAll("'", "''")}'`);
        }
      }
    });
  }

  /** Stops the statement running on the connection now: its promise rejects with DuckDB's "Interrupted!". */
  interrupt(): void {
    this.connection.interrupt();
  }

  /** Closes once the work queued in every lane has run. */
  async close(): Promise<void> {
    while (this.draining) await this.draining;
    this.connection.closeSync();
    if (this.ownsInstance) this.instance.closeSync();
  }
}

/**
 * Why a database file did not open, for the operator: the file, DuckDB's reason (its first line: the rest is a stack
 * trace) and what to do. Nothing is deleted or truncated here: a log DuckDB cannot replay still holds acknowledged
 * writes, and a newer DuckDB may replay it.
 */
function cannotOpen(path: string, error: unknown): Error {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  if (/replaying WAL/i.test(reason)) {
    return new Error(
      `cannot open ${path}: DuckDB could not replay its write-ahead log ${path}.wal (${reason}). Nothing was changed. ` +
        `Restore ${path} and ${path}.wal from a backup, or open them with a DuckDB release that replays this log; ` +
        `do not delete ${path}.wal: it holds acknowledged data that is not in ${path} yet.`,
      { cause: error },
    );
  }
  return new Error(`cannot open ${path}: ${reason}. Nothing was changed.`, { cause: error });
}

/**
 * Applies the migrations not applied yet, in order; each migration is one list of statements run in a transaction,
 * checkpointed at its commit (`changeSchema`). Refuses a database whose schema is newer than `migrations`.
 */
export async function migrate(db: SerialConnection, scope: string, migrations: readonly string[][]): Promise<void> {
  // Read before writing anything: a database this build refuses is left exactly as it was.
  const applied = await db.exclusive(async (c) => {
    const tracked = await c.runAndReadAll(
      "SELECT 1 FROM duckdb_tables() WHERE database_name = current_database() AND table_name = 'schema_migrations'",
    );
    if (tracked.currentRowCount === 0) return 0;
    const version = await c.runAndReadAll('SELECT coalesce(max(version), 0) FROM schema_migrations WHERE scope = $1', [scope]);
    return Number(version.getRowsJS()[0]![0]);
  });
  if (applied > migrations.length) {
    throw new Error(
      `refusing to open ${db.path}: its ${scope} schema is at version ${applied}, and this build knows versions up to ` +
        `${migrations.length}, so a newer release wrote it. Run that release (or a newer one), or restore a backup this ` +
        'release made. Nothing was changed.',
    );
  }
  if (applied === migrations.length) return;
  await db.changeSchema(async (c) => {
    await c.run('CREATE TABLE IF NOT EXISTS schema_migrations (scope VARCHAR, version INTEGER, PRIMARY KEY (scope, version))');
    for (let version = applied + 1; version <= migrations.length; version++) {
      await c.run('BEGIN TRANSACTION');
      try {
        for (const statement of migrations[version - 1]!) await c.run(statement);
        await c.run('INSERT INTO schema_migrations VALUES ($1, $2)', [scope, version]);
        await c.run('COMMIT');
      } catch (error) {
        await c.run('ROLLBACK');
        throw error;
      }
    }
  });
}

const exists = (file: string) => access(file).then(() => true, () => false);

/**
 * Opens the database at `path` with its migrations applied. A new database is created and migrated under a temporary
 * name, then renamed into place once closed: DuckDB writes a new file's headers as it opens it, and a kill before they
 * are complete leaves a file it refuses to open ("Could not read enough bytes from file"). A file left under the
 * temporary name held nothing anyone was told is stored, so the next start replaces it.
 */
export async function openMigrated(
  path: string,
  scope: string,
  migrations: readonly string[][],
  options: Record<string, string> = {},
): Promise<SerialConnection> {
  if (!(await exists(path))) {
    if (await exists(`${path}.wal`)) {
      throw new Error(
        `refusing to open ${path}: the file is missing but its write-ahead log ${path}.wal is there, and the log holds ` +
          `acknowledged data. Restore ${path} from a backup, beside its log. Nothing was changed.`,
      );
    }
    const creating = `${path}.creating`;
    await rm(creating, { force: true });
    await rm(`${creating}.wal`, { force: true });
    const fresh = await SerialConnection.open(creating, options);
    await migrate(fresh, scope, migrations);
    await fresh.close();
    await rename(creating, path);
  }
  const db = await SerialConnection.open(path, options);
  await migrate(db, scope, migrations);
  return db;
}

/** BIGINT columns come back as bigint; the control data fits in a double. */
export const toNumber = (value: unknown): number => (typeof value === 'bigint' ? Number(value) : (value as number));
export const toNullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : toNumber(value));
