/**
 * Prepared list statements on a PostgreSQL server (a pool of connections). Planning a 75-field
 * list statement costs about 1 ms of the server's CPU even natively, a third of a 100-row page.
 * Each connection has its own prepared statements and Kysely does not say which connection a
 * query gets, so a statement is named after a hash of its text and run with `EXECUTE` on one
 * connection; when that connection has not prepared it yet (`26000`), it is prepared there and
 * run again. At most `MAX_TEXTS` distinct texts are prepared (then plain queries), which bounds
 * what each connection keeps; connections the pool closes take theirs with them.
 */
import { createHash } from "node:crypto";
import { CompiledQuery, type Kysely, type QueryResult } from "kysely";
import type { Database } from "../../db/index.js";
import { sqlLiteral, type StatementRunner } from "./statement-runner.js";

export const MAX_TEXTS = 100;

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}

export class PooledPreparedStatements implements StatementRunner {
  readonly #db: Kysely<Database>;
  /** Texts prepared (or being prepared) on some connection, with their names. */
  readonly #names = new Map<string, string>();
  /** Texts that could not be prepared. */
  readonly #failed = new Set<string>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async execute<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
    const args = query.parameters.map(sqlLiteral);
    const name = this.#nameOf(query.sql);
    if (name === undefined || args.some((arg) => arg === undefined)) {
      return this.#db.executeQuery(query);
    }
    const execute = CompiledQuery.raw(
      `EXECUTE ${name}${args.length === 0 ? "" : `(${args.join(", ")})`}`,
      [],
    ) as CompiledQuery<R>;
    return this.#db.connection().execute(async (connection) => {
      try {
        return await connection.executeQuery(execute);
      } catch (error) {
        if (codeOf(error) !== "26000") throw error;
      }
      try {
        await connection.executeQuery(CompiledQuery.raw(`PREPARE ${name} AS ${query.sql}`, []));
      } catch {
        this.#failed.add(query.sql);
        this.#names.delete(query.sql);
        return connection.executeQuery(query);
      }
      return connection.executeQuery(execute);
    });
  }

  #nameOf(sqlText: string): string | undefined {
    if (this.#failed.has(sqlText)) return undefined;
    const known = this.#names.get(sqlText);
    if (known !== undefined) return known;
    if (this.#names.size >= MAX_TEXTS) return undefined;
    const name = `canvass_list_${createHash("sha256").update(sqlText).digest("hex").slice(0, 24)}`;
    this.#names.set(sqlText, name);
    return name;
  }

  get size(): number {
    return this.#names.size;
  }
}
