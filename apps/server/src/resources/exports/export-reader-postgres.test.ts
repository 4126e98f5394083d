/**
 * The PostgreSQL run reader (decision 0072): bigger chunks, the next one read ahead. Run against
 * the test database of the pass (PGlite, or PostgreSQL with `DATABASE_URL`): it must hand out
 * exactly the rows, order and values of the PGlite reader across keyset chunks, ask for the next
 * chunk before the current one is used, and close its source when a run stops early.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import { listConditions } from "../accounts/list-query.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import { rowScope } from "../accounts/row-scope.js";
import {
  chunkTexts,
  decodeChunk,
  exportChunks,
  fieldNames,
  type ExportChunk,
} from "./export-reader.js";
import { postgresExportChunks, readAhead } from "./export-reader-postgres.js";
import { sourceQuery } from "./export-source.js";
import { principalOfPlayer } from "./run-principal.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

async function collect(chunks: AsyncIterable<ExportChunk>) {
  const sizes: number[] = [];
  const rows: (readonly unknown[])[] = [];
  const ids: string[] = [];
  for await (const chunk of chunks) {
    sizes.push(chunk.rows.length);
    rows.push(...chunk.rows);
    ids.push(...chunk.ids);
  }
  return { sizes, rows, ids };
}

/** The admin's run request for `columns`, with its scope's conditions. */
async function adminRead(columns: Parameters<typeof sourceQuery>[0]) {
  const principal = await principalOfPlayer(api.deps, as.admin.player);
  if (principal === undefined) throw new Error("no admin");
  const request = sourceQuery(columns, [], {}, principal);
  const db = api.handle.db;
  const conditions = listConditions(ACCOUNT_LIST, request, await rowScope(db, principal));
  return { db, request, conditions };
}

describe("the PostgreSQL run reader", () => {
  it("reads the same rows, in the same order, with the same values as the PGlite reader, across keyset chunks", async () => {
    const { db, request, conditions } = await adminRead([
      { type: "field", header: "ID", field: "ID" },
      { type: "field", header: "Amount", field: "Amount" },
      { type: "field", header: "City", field: "City" },
      { type: "field", header: "Dup", field: "Duplicates" },
      { type: "field", header: "Received", field: "Received" },
    ]);
    const total = await db
      .selectFrom("accounts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(total.n).toBeGreaterThan(97 * 2);

    const ahead = await collect(postgresExportChunks(db, request, conditions, 97));
    const plain = await collect(exportChunks(db, request, conditions, 97));
    expect(ahead.sizes.length).toBe(Math.ceil(total.n / 97));
    expect(ahead.sizes.slice(0, -1).every((size) => size === 97)).toBe(true);
    expect(ahead.rows).toEqual(plain.rows);
    expect(ahead.ids).toEqual(plain.ids);

    const newest = await db
      .selectFrom("accounts")
      .select(["id", "city"])
      .orderBy("received", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(ahead.ids).toEqual(newest.map((row) => row.id));
    const names = fieldNames(request);
    expect(ahead.rows.map((row) => row[names.indexOf("City")])).toEqual(
      newest.map((row) => row.city),
    );
  });
});

describe("the run reader's texts", () => {
  it("writes a chunk as texts of the part size, which decode to the same rows in the same order", async () => {
    const { db, request, conditions } = await adminRead([
      { type: "field", header: "ID", field: "ID" },
      { type: "field", header: "City", field: "City" },
      { type: "field", header: "Amount", field: "Amount" },
    ]);
    const whole = await collect(exportChunks(db, request, conditions, 97));
    const partSizes: number[][] = [];
    const rows: (readonly unknown[])[] = [];
    const ids: string[] = [];
    for await (const parts of chunkTexts(db, request, conditions, 97, 10)) {
      partSizes.push(parts.map((body) => body.split("\u001e").length));
      const chunk = decodeChunk(request, parts);
      rows.push(...chunk.rows);
      ids.push(...chunk.ids);
    }
    expect(partSizes[0]).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 7]);
    expect(partSizes.flat().reduce((sum, size) => sum + size, 0)).toBe(whole.ids.length);
    expect(rows).toEqual(whole.rows);
    expect(ids).toEqual(whole.ids);
  });
});

describe("readAhead", () => {
  /** A source that logs when each item is asked for and handed out, and when it is closed. */
  function logged(events: string[], count: number) {
    return (async function* source() {
      try {
        for (let item = 1; item <= count; item += 1) {
          events.push(`read ${String(item)}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          yield item;
        }
      } finally {
        events.push("source closed");
      }
    })();
  }

  it("asks for the next item before the current one is used, and hands every item out in order", async () => {
    const events: string[] = [];
    const seen: number[] = [];
    for await (const item of readAhead(logged(events, 3))) {
      events.push(`use ${String(item)}`);
      seen.push(item);
    }
    expect(seen).toEqual([1, 2, 3]);
    // Each next read starts before the current item is used; the source ends while 3 is used.
    expect(events).toEqual([
      "read 1",
      "read 2",
      "use 1",
      "read 3",
      "use 2",
      "source closed",
      "use 3",
    ]);
  });

  it("on an early stop waits for the read in flight, then closes the source", async () => {
    const events: string[] = [];
    for await (const item of readAhead(logged(events, 5))) {
      events.push(`use ${String(item)}`);
      if (item === 2) break;
    }
    expect(events).toEqual(["read 1", "read 2", "use 1", "read 3", "use 2", "source closed"]);
  });

  it("passes a failed read on to the consumer", async () => {
    async function* failing() {
      yield 1;
      await Promise.resolve();
      throw new Error("the statement failed");
    }
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of readAhead(failing())) seen.push(item);
      })(),
    ).rejects.toThrow("the statement failed");
    expect(seen).toEqual([1]);
  });
});
