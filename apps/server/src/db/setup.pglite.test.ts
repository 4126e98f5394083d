import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "./migrations/index.js";
import { prepareDatabase } from "./setup.js";

describe("prepareDatabase on a PGlite data directory", () => {
  const dirs: string[] = [];

  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("migrates and seeds on first start, then keeps the data on the next start", async () => {
    const dir = await mkdtemp(join(tmpdir(), "canvass-db-"));
    dirs.push(dir);
    const dataDir = join(dir, "pglite");
    const first = await prepareDatabase({ dataDir, accounts: 50 });
    try {
      expect(first.handle.driver).toBe("pglite");
      expect(first.migrated).toEqual(Object.keys(MIGRATIONS));
      expect(first.seeded?.counts.accounts).toBe(50);
      expect(first.logins.map((login) => login.role)).toContain("root");
    } finally {
      await first.handle.close();
    }
    const second = await prepareDatabase({ dataDir, accounts: 50 });
    try {
      expect(second.migrated).toEqual([]);
      expect(second.seeded).toBeUndefined();
      expect(second.logins).toEqual(first.logins);
      const count = await second.handle.db
        .selectFrom("accounts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(50);
    } finally {
      await second.handle.close();
    }
  }, 180_000);
});
