/**
 * Named prepared statements for the list queries on PGlite.
 *
 * A list statement is long (one JSON member per field) and PGlite runs the parser and planner in
 * WebAssembly: parsing and planning cost 1–3 ms, more than running a 100-row page. The list
 * statements are few distinct texts (their values are parameters), so each text is prepared
 * once per database session (`PREPARE`) and then run with `EXECUTE`. `EXECUTE` cannot take
 * protocol parameters, so its arguments are written as SQL literals with `pg`'s
 * `escapeLiteral` (the values are already validated ids, instants, numbers and cursor keys).
 * (On a PostgreSQL server see `pooled-statements.ts`.)
 *
 * PGlite has one session, so a statement prepared once serves every later request. At most
 * `MAX_STATEMENTS` are kept; the least recently used one is deallocated.
 */
import { CompiledQuery, type Kysely, type QueryResult } from "kysely";
import type { Database } from "../../db/index.js";
import { sqlLiteral, type StatementRunner } from "./statement-runner.js";

export const MAX_STATEMENTS = 200;

export class PreparedStatements implements StatementRunner {
  readonly #db: Kysely<Database>;
  /** Statement names by SQL text, least recently used first. */
  readonly #names = new Map<string, Promise<string | undefined>>();
  #counter = 0;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Runs a query through its prepared statement (preparing it the first time). */
  async execute<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
    const args = query.parameters.map(sqlLiteral);
    if (args.some((arg) => arg === undefined)) return this.#db.executeQuery(query);
    const name = await this.#name(query.sql);
    if (name === undefined) return this.#db.executeQuery(query);
    const list = args.length === 0 ? "" : `(${args.join(", ")})`;
    try {
      return await this.#db.executeQuery(CompiledQuery.raw(`EXECUTE ${name}${list}`, []));
    } catch (error) {
      // Deallocated meanwhile (invalid_sql_statement_name): run it plainly.
      if ((error as { code?: unknown }).code !== "26000") throw error;
      this.#names.delete(query.sql);
      return this.#db.executeQuery(query);
    }
  }

  /** The prepared statement of a text; `undefined` when it cannot be prepared. */
  #name(sqlText: string): Promise<string | undefined> {
    const known = this.#names.get(sqlText);
    if (known !== undefined) {
      this.#names.delete(sqlText);
      this.#names.set(sqlText, known);
      return known;
    }
    this.#counter += 1;
    const name = `canvass_list_${this.#counter}`;
    const prepared = this.#db
      .executeQuery(CompiledQuery.raw(`PREPARE ${name} AS ${sqlText}`, []))
      .then(
        () => name,
        () => undefined,
      );
    this.#names.set(sqlText, prepared);
    if (this.#names.size > MAX_STATEMENTS) void this.#evictOldest();
    return prepared;
  }

  async #evictOldest(): Promise<void> {
    const oldest = this.#names.entries().next();
    if (oldest.done === true) return;
    const [sqlText, prepared] = oldest.value;
    this.#names.delete(sqlText);
    const name = await prepared;
    if (name !== undefined) {
      await this.#db
        .executeQuery(CompiledQuery.raw(`DEALLOCATE ${name}`, []))
        .catch(() => undefined);
    }
  }

  get size(): number {
    return this.#names.size;
  }
}
