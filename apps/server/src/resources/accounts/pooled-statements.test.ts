/**
 * The pooled prepared statements on the test run's database: PGlite in the PGlite pass,
 * PostgreSQL (several pooled connections) in the PostgreSQL pass. Kept out of
 * `prepared-statements.pglite.test.ts`, which forces PGlite and runs in the PGlite pass only.
 */
import { CompiledQuery, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openSeededTestDatabase } from "../../testing/db-snapshots.js";
import { PooledPreparedStatements } from "./pooled-statements.js";

describe("PooledPreparedStatements", () => {
  it("prepares on the connection that lacks the statement and answers like the plain query", async () => {
    // A copy of the run's migrated, empty snapshot: no `initdb` of its own on PGlite.
    const pooled = await openSeededTestDatabase({ accounts: undefined, now: new Date(0) });
    try {
      const statements = new PooledPreparedStatements(pooled.db);
      const hostile = "x'); DROP TABLE pg_class; --";
      const compiled = sql<{ a: string; n: number }>`
        SELECT ${hostile}::text AS a, ${41}::int + 1 AS n`.compile(pooled.db);
      for (let round = 0; round < 3; round += 1) {
        expect((await statements.execute(compiled)).rows).toEqual([{ a: hostile, n: 42 }]);
      }
      expect(statements.size).toBe(1);
      const untyped = CompiledQuery.raw("SELECT $1 AS v, $2 AS w", ["loose", "x"]);
      expect((await statements.execute(untyped)).rows).toHaveLength(1);
    } finally {
      await pooled.close();
    }
    // The first file of a run builds the empty snapshot (PGlite takes seconds, more under load).
  }, 180_000);
});
