/**
 * Vitest global setup of the server's tests: one folder per run for the seeded database
 * snapshots (`db-snapshots.ts`), named to the test workers in `CANVASS_TEST_SNAPSHOTS`; at the
 * end the folder and, on PostgreSQL, the run's template databases are removed.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SNAPSHOT_DIR_ENV, TEMPLATE_PREFIX } from "./db-snapshots.js";

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "canvass-snapshots-"));
  const run = randomBytes(4).toString("hex");
  await writeFile(join(dir, "run-id"), run);
  process.env[SNAPSHOT_DIR_ENV] = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (url === undefined || url === "") return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [`${TEMPLATE_PREFIX}${run}_`],
      );
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
}
