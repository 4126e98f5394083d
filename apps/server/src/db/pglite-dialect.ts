/**
 * Kysely on PGlite: Kysely has no PGlite dialect, so this is its `PostgresDialect` over a
 * one-connection "pool" whose client runs each query through `pglite.query`.
 *
 * PGlite is a single backend, so the pool hands out one client at a time: `connect()` waits
 * until the previous client is released. Kysely holds a client for one query, or for a whole
 * `db.transaction()`, so statements of a transaction are never interleaved with other work.
 * Inside a transaction use the `trx` handle only: a query on `db` there waits for the
 * transaction to end, which never happens (the same deadlock as an exhausted `pg` pool).
 */
import type { PGlite } from "@electric-sql/pglite";
import { PostgresDialect } from "kysely";
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

type Command = PostgresQueryResult<unknown>["command"];

class PGliteClient implements PostgresPoolClient {
  #released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly onRelease: () => void,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== "string") {
      throw new Error("The PGlite dialect does not support cursors (Kysely's stream())");
    }
    return this.run<R>(sqlOrCursor, parameters);
  }

  private async run<R>(
    sql: string,
    parameters: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> {
    if (this.#released) throw new Error("This PGlite connection was already released");
    const result = await this.pglite.query<R>(sql, [...parameters]);
    return {
      // Kysely reads `command` only to decide whether `rowCount` is an affected-row count.
      command: (result.command ?? "SELECT") as Command,
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    };
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.onRelease();
  }
}

/** A pool of exactly one PGlite connection: `connect()` queues until it is free. */
export class PGlitePool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    return new PGliteClient(this.pglite, release);
  }

  /** Waits for the connection to be free; the PGlite instance itself is closed by its owner. */
  async end(): Promise<void> {
    await this.#tail;
  }
}

/** Kysely's PostgreSQL dialect running on a PGlite instance. */
export function createPGliteDialect(pglite: PGlite): PostgresDialect {
  return new PostgresDialect({ pool: new PGlitePool(pglite) });
}
