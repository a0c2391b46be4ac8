import type { PGlite } from '@electric-sql/pglite';

interface QueryResult {
  rows: unknown[];
  rowCount: number;
  command: string;
}

export interface PoolClient {
  query(sql: string, parameters: readonly unknown[]): Promise<QueryResult>;
  release(): void;
}

/**
 * PGlite is one in-process connection. Kysely's PostgresDialect expects a pg-style pool, so this hands out
 * the single connection to one borrower at a time: a transaction never interleaves with another query.
 */
export class PGlitePool {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly db: PGlite) {}

  async connect(): Promise<PoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    let released = false;
    return {
      query: async (sql, parameters) => {
        // Without parameters the simple protocol runs, which also accepts several statements (migrations).
        const result = parameters.length
          ? await this.db.query(sql, [...parameters])
          : ((await this.db.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 });
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command };
      },
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  }

  async end(): Promise<void> {
    await this.db.close();
  }
}
