/**
 * What the server runs at start: open the database, bring it to the latest migration and, on
 * the first start of an empty database, fill it with the demo data.
 */
import { openDatabase } from "./connect.js";
import type { DatabaseHandle, OpenDatabaseOptions } from "./connect.js";
import { migrateToLatest } from "./migrations/index.js";
import { demoLogins, isEmpty, seedDemo } from "./seed/index.js";
import type { DemoLogin, SeedResult } from "./seed/index.js";

export interface PrepareDatabaseOptions extends OpenDatabaseOptions {
  /** Seed the demo data when the database is empty (default true). */
  readonly seedIfEmpty?: boolean;
  /** Submissions for a first-start seed (default 100 000). */
  readonly accounts?: number;
  /** Extra field users for a first-start seed (default 0; see `SeedOptions.players`). */
  readonly players?: number;
  /** Feature switches for a first-start seed (see `SeedOptions.features`). */
  readonly features?: Readonly<Record<string, boolean>>;
  readonly log?: (message: string) => void;
}

export interface PreparedDatabase {
  readonly handle: DatabaseHandle;
  /** Migrations applied by this start. */
  readonly migrated: string[];
  /** Set when this start seeded the database. */
  readonly seeded: SeedResult | undefined;
  /** The demo sign-ins to print (valid while the demo users keep their passwords). */
  readonly logins: DemoLogin[];
}

export async function prepareDatabase(
  options: PrepareDatabaseOptions = {},
): Promise<PreparedDatabase> {
  const handle = await openDatabase(options);
  try {
    const migrated = await migrateToLatest(handle.db, { schema: handle.schema });
    let seeded: SeedResult | undefined;
    if (options.seedIfEmpty !== false && (await isEmpty(handle.db))) {
      options.log?.("database: empty, creating the demo data");
      seeded = await seedDemo(handle.db, {
        ...(options.accounts === undefined ? {} : { accounts: options.accounts }),
        ...(options.players === undefined ? {} : { players: options.players }),
        ...(options.features === undefined ? {} : { features: options.features }),
        ...(options.log === undefined ? {} : { log: options.log }),
      });
    }
    return { handle, migrated, seeded, logins: demoLogins() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
