import { mkdir, mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, resolveTarget } from "./connect.js";
import type { DatabaseHandle } from "./connect.js";
import { IdSpaceExhaustedError, idType, newShortId, newShortIds, registerId } from "./ids.js";
import { MIGRATIONS, migrateToLatest } from "./migrations/index.js";
import { toJson } from "./schema.js";
import type { Database } from "./schema.js";
import { openPostgresSchema } from "./testing.js";

const HOOK_TIMEOUT = 120_000;
const MIGRATION_NAMES = Object.keys(MIGRATIONS);
const DATABASE_URL = process.env.DATABASE_URL ?? "";

/** Tables every migrated database has (a sample of each migration). */
const EXPECTED_TABLES = [
  "ids",
  "table_changes",
  "teams",
  "clients",
  "players",
  "sessions",
  "auth_attempts",
  "recovery_codes",
  "password_resets",
  "outbox",
  "campaigns",
  "team_campaigns",
  "client_campaigns",
  "campaign_options",
  "team_campaign_options",
  "optional_field_options",
  "accounts",
  "account_tasks",
  "cancels",
  "checkins",
  "chats",
  "activities",
  "history",
  "feedback",
  "preferences",
  "settings",
  "assets",
];

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  return rows.map((row) => row.name);
}

/** A team, a player and a campaign to hang other rows on. */
async function insertBasics(db: Kysely<Database>, suffix: string): Promise<void> {
  await db
    .insertInto("teams")
    .values({ id: `t${suffix}`, title: "Root", parent: null, role: "root", metadata: "{}" })
    .execute();
  await db
    .insertInto("players")
    .values({
      id: `p${suffix}`,
      firstname: "Ada",
      lastname: "Lovelace",
      username: `Ada${suffix}`,
      email: `ada${suffix}@example.org`,
      role: "root",
      team: `t${suffix}`,
      metadata: toJson({ homepage: "/subs" }),
      password_hash: "x",
    })
    .execute();
  await db
    .insertInto("campaigns")
    .values({ id: `c${suffix}`, title: "Winter Appeal", raw_processes: "[]", settings: "{}" })
    .execute();
}

/** Checks that both drivers read values alike (see schema.ts). */
async function expectValueTypes(db: Kysely<Database>, suffix: string): Promise<void> {
  await db
    .insertInto("accounts")
    .values({
      id: `${suffix}a1b2c3`.slice(-8),
      campaign: `c${suffix}`,
      team: `t${suffix}`,
      player: `p${suffix}`,
      received: new Date("2026-11-21T09:30:00.000Z"),
      amount: 25.5,
      first_name: "Grace",
      last_name: "Hopper",
      email: "grace@example.org",
      dob: "1990-12-10",
      meta_fail_reasons: ["Card declined", "Insufficient funds, retry"],
      extra: toJson({ SourceCode: "WEB", Tags: ["a", "b"] }),
    })
    .execute();
  const row = await db
    .selectFrom("accounts")
    .select(["amount", "dob", "received", "meta_fail_reasons", "extra", "name_search", "currency"])
    .where("id", "=", `${suffix}a1b2c3`.slice(-8))
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    amount: 25.5,
    dob: "1990-12-10",
    received: new Date("2026-11-21T09:30:00.000Z"),
    meta_fail_reasons: ["Card declined", "Insufficient funds, retry"],
    extra: { SourceCode: "WEB", Tags: ["a", "b"] },
    name_search: "Grace Hopper grace@example.org",
    currency: "USD",
  });
  const count = await db
    .selectFrom("accounts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  expect(count.n).toBe(1);
  const player = await db
    .selectFrom("players")
    .select(["full_name", "status", "totp_enabled", "metadata"])
    .where("id", "=", `p${suffix}`)
    .executeTakeFirstOrThrow();
  expect(player).toEqual({
    full_name: "Ada Lovelace",
    status: 1,
    totp_enabled: false,
    metadata: { homepage: "/subs" },
  });
  // Usernames and e-mails are unique whatever their case.
  await expect(
    db
      .insertInto("players")
      .values({
        id: `q${suffix}`,
        firstname: "A",
        lastname: "B",
        username: `ADA${suffix}`.toLowerCase(),
        email: "other@example.org",
        role: "rep",
        team: `t${suffix}`,
        metadata: "{}",
        password_hash: "x",
      })
      .execute(),
  ).rejects.toThrow(/players_username/);
}

describe("resolveTarget", () => {
  it("defaults to PGlite under ./data/pglite", () => {
    expect(resolveTarget({ env: {} })).toEqual({ driver: "pglite", dataDir: "./data/pglite" });
  });

  it("switches to PostgreSQL with DATABASE_URL or a url", () => {
    const url = "postgres://db.example/canvass";
    expect(resolveTarget({ env: { DATABASE_URL: url } })).toEqual({ driver: "postgres", url });
    expect(resolveTarget({ url, dataDir: "memory://", env: {} })).toEqual({
      driver: "postgres",
      url,
    });
  });

  it("keeps an explicit dataDir on PGlite even when DATABASE_URL is set", () => {
    expect(
      resolveTarget({ dataDir: "memory://", env: { DATABASE_URL: "postgres://x/y" } }),
    ).toEqual({ driver: "pglite", dataDir: "memory://" });
  });
});

// Registered on the PGlite pass only: these open PGlite whatever DATABASE_URL says, so the
// PostgreSQL pass would run them again unchanged (scripts/test.mjs).
if (DATABASE_URL === "") {
  describe("PGlite settings", () => {
    it(
      "starts with the given server settings and keeps PGlite's own",
      async () => {
        const handle = await openDatabase({
          dataDir: "memory://",
          pgliteSettings: ["work_mem=8MB", "full_page_writes=off"],
        });
        try {
          const { rows } = await sql<{ work_mem: string; fpw: string; fsync: string }>`
          SELECT current_setting('work_mem') AS work_mem,
                 current_setting('full_page_writes') AS fpw,
                 current_setting('fsync') AS fsync`.execute(handle.db);
          expect(rows).toEqual([{ work_mem: "8MB", fpw: "off", fsync: "off" }]);
          // Its WebAssembly memory, in whole 64 KiB pages, holds at least the shared buffers.
          const wasm = handle.wasmMemoryBytes?.() ?? 0;
          expect([wasm % 65_536, wasm > 128 * 1024 * 1024]).toEqual([0, true]);
        } finally {
          await handle.close();
        }
      },
      // A fresh PGlite (initdb) of its own: minutes on the shared machine.
      HOOK_TIMEOUT * 3,
    );

    it(
      "sizes the shared buffers of a data directory on disk to its data, and keeps a given size",
      async () => {
        // 200 MB of data (a sparse file PostgreSQL ignores: base/ holds numbered directories).
        const dataDir = await mkdtemp(join(tmpdir(), "canvass-buffers-"));
        await mkdir(join(dataDir, "base"));
        await writeFile(join(dataDir, "base", "sizing-probe"), "");
        await truncate(join(dataDir, "base", "sizing-probe"), 200 * 1024 * 1024);
        const buffers = async (pgliteSettings: string[]) => {
          const handle = await openDatabase({ dataDir, pgliteSettings });
          try {
            const { rows } = await sql<{ buffers: string; work_mem: string }>`
              SELECT current_setting('shared_buffers') AS buffers,
                     current_setting('work_mem') AS work_mem`.execute(handle.db);
            return rows[0];
          } finally {
            await handle.close();
          }
        };
        try {
          expect(await buffers(["work_mem=8MB"])).toEqual({ buffers: "256MB", work_mem: "8MB" });
          expect(await buffers(["shared_buffers=192MB"])).toEqual({
            buffers: "192MB",
            work_mem: "4MB",
          });
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
      HOOK_TIMEOUT * 3,
    );
  });

  describe("PGlite database", () => {
    let handle: DatabaseHandle;
    let db: Kysely<Database>;

    beforeAll(async () => {
      handle = await openDatabase({ dataDir: "memory://" });
      db = handle.db;
    }, HOOK_TIMEOUT);

    afterAll(async () => {
      await handle.close();
    });

    it("runs every migration from empty, then none (idempotent)", async () => {
      expect(handle.driver).toBe("pglite");
      expect(await tableNames(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual(MIGRATION_NAMES);
      expect(await tableNames(db)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      expect(await migrateToLatest(db)).toEqual([]);
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM kysely_migration ORDER BY name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
    });

    it("has pg_trgm loaded", async () => {
      const { rows } = await sql<{ similarity: number }>`
        SELECT similarity('lovelace', 'lovelase') AS similarity`.execute(db);
      expect(rows[0]?.similarity).toBeGreaterThan(0.3);
    });

    it("reads values the same way as the pg driver", async () => {
      await insertBasics(db, "1");
      await expectValueTypes(db, "1");
    });

    it("commits a transaction", async () => {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("settings").values({ key: "committed", data: "{}" }).execute();
      });
      const row = await db
        .selectFrom("settings")
        .select("key")
        .where("key", "=", "committed")
        .executeTakeFirst();
      expect(row).toEqual({ key: "committed" });
    });

    it("rolls a failed transaction back and leaves nothing", async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto("settings").values({ key: "rolled-back", data: "{}" }).execute();
          await trx.insertInto("ids").values({ id: "r0ll8a", type: "team" }).execute();
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      const settings = await db
        .selectFrom("settings")
        .select("key")
        .where("key", "=", "rolled-back")
        .execute();
      expect(settings).toEqual([]);
      expect(await idType(db, "r0ll8a")).toBeUndefined();
      // The connection is usable again after the rollback.
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    });

    it("rolls back when a statement fails inside the transaction", async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto("settings").values({ key: "half", data: "{}" }).execute();
          await trx.insertInto("settings").values({ key: "half", data: "{}" }).execute();
        }),
      ).rejects.toThrow(/duplicate key/);
      expect(
        await db.selectFrom("settings").where("key", "=", "half").selectAll().execute(),
      ).toEqual([]);
    });

    it("serialises queries: work outside a transaction waits for it to end", async () => {
      const order: string[] = [];
      let outside: Promise<unknown> = Promise.resolve();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("settings").values({ key: "serial", data: "{}" }).execute();
        outside = db
          .selectFrom("settings")
          .select("key")
          .where("key", "=", "serial")
          .execute()
          .then((rows) => order.push(`outside:${rows.length}`));
        await new Promise((resolve) => setTimeout(resolve, 20));
        await trx
          .updateTable("settings")
          .set({ data: toJson({ a: 1 }) })
          .where("key", "=", "serial")
          .execute();
        order.push("commit");
      });
      await outside;
      expect(order).toEqual(["commit", "outside:1"]);
      const many = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          sql<{ n: number }>`SELECT ${index}::int AS n`.execute(db),
        ),
      );
      expect(many.map((result) => result.rows[0]?.n)).toEqual(
        Array.from({ length: 20 }, (_, i) => i),
      );
    });

    it("supports savepoints (nested transactions)", async () => {
      const trx = await db.startTransaction().execute();
      await trx.insertInto("settings").values({ key: "outer", data: "{}" }).execute();
      const nested = await trx.savepoint("inner").execute();
      await nested.insertInto("settings").values({ key: "inner", data: "{}" }).execute();
      await nested.rollbackToSavepoint("inner").execute();
      await trx.commit().execute();
      const keys = await db
        .selectFrom("settings")
        .select("key")
        .where("key", "in", ["outer", "inner"])
        .execute();
      expect(keys).toEqual([{ key: "outer" }]);
    });

    it("reports affected rows of updates and deletes", async () => {
      const updated = await db
        .updateTable("settings")
        .set({ data: "{}" })
        .where("key", "in", ["committed", "outer", "missing"])
        .executeTakeFirst();
      expect(updated.numUpdatedRows).toBe(2n);
      const deleted = await db
        .deleteFrom("settings")
        .where("key", "=", "missing")
        .executeTakeFirst();
      expect(deleted.numDeletedRows).toBe(0n);
    });

    it("touches `updated` and records table changes", async () => {
      const before = await db
        .selectFrom("teams")
        .select(["updated"])
        .where("id", "=", "t1")
        .executeTakeFirstOrThrow();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db.updateTable("teams").set({ title: "Head Office" }).where("id", "=", "t1").execute();
      const after = await db
        .selectFrom("teams")
        .select(["updated"])
        .where("id", "=", "t1")
        .executeTakeFirstOrThrow();
      expect(after.updated.getTime()).toBeGreaterThan(before.updated.getTime());
      const changes = await db
        .selectFrom("table_changes")
        .select(["name", "modified"])
        .where("name", "in", ["teams", "players", "accounts"])
        .orderBy("name")
        .execute();
      expect(changes.map((change) => change.name)).toEqual(["accounts", "players", "teams"]);
      expect(changes.every((change) => change.modified instanceof Date)).toBe(true);
    });

    describe("newShortId", () => {
      /** A random source handing out the given UUID-like strings in turn. */
      function sequence(...uuids: string[]): () => string {
        let next = 0;
        return () => uuids[next++ % uuids.length] ?? "";
      }

      it("registers a 6-character id with its type", async () => {
        const id = await newShortId(db, "team");
        expect(id).toMatch(/^[0-9a-f]{6}$/);
        expect(await idType(db, id)).toBe("team");
      });

      it("re-rolls until the id is unused", async () => {
        expect(await registerId(db, "aaaaaa", "player")).toBe(true);
        expect(await registerId(db, "bbbbbb", "campaign")).toBe(true);
        expect(await registerId(db, "aaaaaa", "team")).toBe(false);
        const random = sequence("aaaaaa00-0000", "bbbbbb00-0000", "cccccc00-0000");
        expect(await newShortId(db, "client", { random })).toBe("cccccc");
        expect(await idType(db, "aaaaaa")).toBe("player");
        expect(await idType(db, "cccccc")).toBe("client");
      });

      it("gives up after maxAttempts when every id is taken", async () => {
        await expect(
          newShortId(db, "team", { random: () => "aaaaaa", maxAttempts: 3 }),
        ).rejects.toBeInstanceOf(IdSpaceExhaustedError);
      });

      it("frees the id again when the creating transaction rolls back", async () => {
        let id = "";
        await expect(
          db.transaction().execute(async (trx) => {
            id = await newShortId(trx, "team", { random: () => "dddddd00" });
            throw new Error("create failed");
          }),
        ).rejects.toThrow("create failed");
        expect(id).toBe("dddddd");
        expect(await idType(db, "dddddd")).toBeUndefined();
      });

      it("registers many ids at once, drawing again only for the taken ones", async () => {
        const many = await newShortIds(db, "history", 50);
        expect(new Set(many).size).toBe(50);
        for (const id of many.slice(0, 3)) expect(await idType(db, id)).toBe("history");
        expect(await registerId(db, "eeeeee", "player")).toBe(true);
        const random = sequence("eeeeee00", "ffffff00", "eeeeee00", "11111100");
        expect(await newShortIds(db, "team", 2, { random })).toEqual(["ffffff", "111111"]);
        expect(await idType(db, "eeeeee")).toBe("player");
        expect(await newShortIds(db, "team", 0)).toEqual([]);
        await expect(
          newShortIds(db, "team", 1, { random: () => "eeeeee00", maxAttempts: 3 }),
        ).rejects.toBeInstanceOf(IdSpaceExhaustedError);
      });
    });
  });
}

// Registered on the PostgreSQL pass only (`npm test` runs the suite again with DATABASE_URL).
if (DATABASE_URL !== "")
  describe("PostgreSQL server (DATABASE_URL)", () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openPostgresSchema(DATABASE_URL);
    }, HOOK_TIMEOUT);

    afterAll(async () => {
      await handle.close();
    });

    it("runs every migration from empty, then none (idempotent)", async () => {
      expect(handle.driver).toBe("postgres");
      expect(await tableNames(handle.db)).toEqual([]);
      expect(await migrateToLatest(handle.db, { schema: handle.schema })).toEqual(MIGRATION_NAMES);
      expect(await tableNames(handle.db)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      expect(await migrateToLatest(handle.db, { schema: handle.schema })).toEqual([]);
    });

    it("reads values the same way as PGlite", async () => {
      await insertBasics(handle.db, "1");
      await expectValueTypes(handle.db, "1");
    });

    it("rolls a failed transaction back and leaves nothing", async () => {
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await trx.insertInto("settings").values({ key: "rolled-back", data: "{}" }).execute();
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      expect(await handle.db.selectFrom("settings").selectAll().execute()).toEqual([]);
    });
  });
