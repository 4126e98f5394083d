/**
 * Test databases: in-memory PGlite, or a throwaway schema on the PostgreSQL server of
 * `DATABASE_URL` when it is set (so the same suite runs on both). Migrated and ready.
 * PGlite takes a few seconds to start: open one per test file, in a `beforeAll` with a 30 s
 * timeout.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { openDatabase } from "./connect.js";
import type { DatabaseHandle } from "./connect.js";
import { migrateToLatest } from "./migrations/index.js";

export interface TestDatabaseOptions {
  /** Use PGlite even when DATABASE_URL is set. */
  readonly forcePGlite?: boolean;
  /** Leave the database unmigrated. */
  readonly migrate?: boolean;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const env = options.env ?? process.env;
  const url = options.forcePGlite === true ? undefined : env.DATABASE_URL;
  const handle =
    url === undefined || url === ""
      ? await openDatabase({ dataDir: "memory://" })
      : await openPostgresSchema(url);
  if (options.migrate !== false) await migrateToLatest(handle.db, { schema: handle.schema });
  return handle;
}

/** A fresh schema on a PostgreSQL server, dropped again by `close()`. */
export async function openPostgresSchema(url: string): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const handle = await openDatabase({ url, schema, maxConnections: 4 });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(handle.db);
  return {
    ...handle,
    close: async () => {
      try {
        await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}
