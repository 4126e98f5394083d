/**
 * The benchmark's database: prepared once (migrated and seeded with the demo data and
 * `accounts` submissions) and reused by later runs; migrations added since run at every start.
 */
import { sql } from "kysely";
import { isEmpty, migrateToLatest, openDatabase, seedDemo } from "../src/db/index.js";
import type { DatabaseHandle } from "../src/db/index.js";
import type { BenchConfig } from "./bench-config.js";

export async function openBenchDatabase(
  config: BenchConfig,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl === undefined) {
    // `BENCH_PGLITE_SETTINGS="shared_buffers=512MB,full_page_writes=off"` (decision 0074).
    const settings = (process.env.BENCH_PGLITE_SETTINGS ?? "").split(",").filter((s) => s !== "");
    handle = await openDatabase({ dataDir: config.dataDir, pgliteSettings: settings });
    log(`database: PGlite at ${config.dataDir}`);
  } else {
    const setup = await openDatabase({ url: config.databaseUrl, maxConnections: 1 });
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(config.schema)}`.execute(setup.db);
    await setup.close();
    handle = await openDatabase({
      url: config.databaseUrl,
      schema: config.schema,
      maxConnections: 10,
    });
    log(`database: PostgreSQL, schema ${config.schema}`);
  }
  try {
    await migrateToLatest(handle.db, { schema: handle.schema });
    if (await isEmpty(handle.db)) {
      log(`database: seeding ${config.accounts} submissions (about 2 minutes per million)…`);
      const started = performance.now();
      await seedDemo(handle.db, { accounts: config.accounts, log });
      log(`database: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } else {
      log("database: reusing the prepared data");
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
