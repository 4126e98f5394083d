import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/index.js";
import { openTestDatabase } from "../../db/testing.js";
import { PreparedStatements } from "./prepared-statements.js";
import { sqlLiteral } from "./statement-runner.js";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase({ forcePGlite: true, migrate: false });
}, 180_000);

afterAll(async () => {
  await handle.close();
});

describe("sqlLiteral", () => {
  it("writes safe literals, and none for values it cannot write", () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral("back\\slash")).toBe(" E'back\\\\slash'");
    expect(sqlLiteral(12)).toBe("12");
    expect(sqlLiteral(["a", "b'c"])).toBe("ARRAY['a', 'b''c']::text[]");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral("nul\u0000")).toBeUndefined();
    expect(sqlLiteral({})).toBeUndefined();
  });
});

describe("PreparedStatements", () => {
  it("prepares a text once and answers like the plain query, hostile values included", async () => {
    const statements = new PreparedStatements(handle.db);
    const hostile = "x'); DROP TABLE pg_class; --";
    const query = sql<{ a: string; n: number; hit: boolean }>`
      SELECT ${hostile}::text AS a, ${41}::int + 1 AS n, 'b' = ANY(${["a", "b"]}::text[]) AS hit`;
    const compiled = query.compile(handle.db);
    const plain = await handle.db.executeQuery(compiled);
    expect(plain.rows).toEqual([{ a: hostile, n: 42, hit: true }]);
    expect((await statements.execute(compiled)).rows).toEqual(plain.rows);
    expect((await statements.execute(compiled)).rows).toEqual(plain.rows);
    expect(statements.size).toBe(1);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pg_prepared_statements
      WHERE name LIKE 'canvass_list_%'`.execute(handle.db);
    expect(rows).toEqual([{ count: 1 }]);
  });

  it("falls back to the plain query when a text cannot be prepared or was deallocated", async () => {
    const statements = new PreparedStatements(handle.db);
    const untyped = CompiledQuery.raw("SELECT $1 AS v", ["loose"]);
    expect((await statements.execute(untyped)).rows).toEqual([{ v: "loose" }]);
    const typed = sql<{ v: string }>`SELECT ${"kept"}::text AS v`.compile(handle.db);
    await statements.execute(typed);
    await sql`DEALLOCATE ALL`.execute(handle.db);
    expect((await statements.execute(typed)).rows).toEqual([{ v: "kept" }]);
  });
});
