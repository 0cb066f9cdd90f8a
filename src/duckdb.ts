// Small helpers over @duckdb/node-api shared by the control store and the warehouse.
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';

type Params = DuckDBValue[] | Record<string, DuckDBValue>;
export type Row = Record<string, unknown>;

/** One connection whose statements run strictly one after another (DuckDB runs one statement at a time per connection). */
export class SerialConnection {
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    /** Only the first connection of an instance closes it. */
    private readonly ownsInstance: boolean,
  ) {}

  static async open(path: string, options?: Record<string, string>): Promise<SerialConnection> {
    const instance = await DuckDBInstance.create(path, options);
    return new SerialConnection(instance, await instance.connect(), true);
  }

  /** Another connection to the same database: it runs beside this one, each statement on its own snapshot. */
  async sibling(): Promise<SerialConnection> {
    return new SerialConnection(this.instance, await this.instance.connect(), false);
  }

  /** Runs `work` alone on the connection: use it for read-check-write sequences that must be atomic. */
  exclusive<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const result = this.tail.then(() => work(this.connection));
    this.tail = result.catch(() => undefined);
    return result;
  }

  run(sql: string, params?: Params): Promise<void> {
    return this.exclusive(async (c) => {
      await c.run(sql, params);
    });
  }

  all(sql: string, params?: Params): Promise<Row[]> {
    return this.exclusive(async (c) => (await c.runAndReadAll(sql, params)).getRowObjectsJS() as Row[]);
  }

  async close(): Promise<void> {
    await this.exclusive(async () => {
      this.connection.closeSync();
      if (this.ownsInstance) this.instance.closeSync();
    });
  }
}

/** Applies the migrations not applied yet, in order; each migration is one list of statements run in a transaction. */
export async function migrate(db: SerialConnection, scope: string, migrations: readonly string[][]): Promise<void> {
  await db.exclusive(async (c) => {
    await c.run('CREATE TABLE IF NOT EXISTS schema_migrations (scope VARCHAR, version INTEGER, PRIMARY KEY (scope, version))');
    const applied = (await c.runAndReadAll('SELECT max(version) AS v FROM schema_migrations WHERE scope = $1', [scope]))
      .getRowObjectsJS()[0]?.v;
    for (let version = Number(applied ?? 0) + 1; version <= migrations.length; version++) {
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

/** BIGINT columns come back as bigint; the control data fits in a double. */
export const toNumber = (value: unknown): number => (typeof value === 'bigint' ? Number(value) : (value as number));
export const toNullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : toNumber(value));
