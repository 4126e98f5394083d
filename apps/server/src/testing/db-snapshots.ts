/**
 * Seeded test databases from snapshots. Migrating and seeding the demo data again for every test
 * file cost seconds of CPU each time (PGlite also runs `initdb` on every fresh start); instead the
 * first file that needs a given seed builds it once per test run and saves it, and every later
 * file opens a copy:
 *
 * - PGlite: the migrated, seeded data directory as a tarball (`dumpDataDir`), loaded with
 *   `loadDataDir` into a fresh in-memory PGlite;
 * - PostgreSQL (`DATABASE_URL`): a template database, cloned per file with
 *   `CREATE DATABASE … TEMPLATE …` and dropped again by `close()`.
 *
 * The migrated, empty database is itself a snapshot, and every seeded snapshot starts from a copy
 * of it: a run with a dozen seeds pays PGlite's `initdb` and the migrations once, not per seed.
 *
 * The vitest global setup (`snapshot-setup.ts`) names the run's folder in
 * `CANVASS_TEST_SNAPSHOTS` and removes the folder and the template databases at the end. Without
 * it (a test run outside that config) every file migrates and seeds its own database as before.
 * A copy holds exactly the rows a fresh seed would: the seed is deterministic for its options.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import pg from "pg";
import { dumpDataDirForCopies } from "../db/data-dir-snapshot.js";
import { openDatabase, seedDemo, type DatabaseHandle } from "../db/index.js";
import { migrateToLatest } from "../db/migrations/index.js";
import { openTestDatabase } from "../db/testing.js";

/** The environment variable naming this run's snapshot folder. */
export const SNAPSHOT_DIR_ENV = "CANVASS_TEST_SNAPSHOTS";
/** Template databases of a run are named `<prefix><run>_<seed key>`. */
export const TEMPLATE_PREFIX = "canvass_snap_";
/** The schema the tables live in inside every PostgreSQL copy. */
const COPY_SCHEMA = "canvass_test";

export interface SeedSpec {
  /** Submissions to seed; `undefined` for a migrated, empty database. */
  readonly accounts: number | undefined;
  readonly now: Date;
}

function seedKey(spec: SeedSpec): string {
  return spec.accounts === undefined ? "empty" : `a${spec.accounts}_t${spec.now.getTime()}`;
}

async function seed(handle: DatabaseHandle, spec: SeedSpec): Promise<void> {
  if (spec.accounts !== undefined) {
    await seedDemo(handle.db, { accounts: spec.accounts, now: spec.now });
  }
}

/** A migrated (and seeded) test database on PGlite, or on the PostgreSQL of `DATABASE_URL`. */
export async function openSeededTestDatabase(spec: SeedSpec): Promise<DatabaseHandle> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  const url = process.env.DATABASE_URL;
  if (dir === undefined || dir === "") {
    const handle = await openTestDatabase();
    await seed(handle, spec);
    return handle;
  }
  return url === undefined || url === ""
    ? openPGliteCopy(dir, spec)
    : openPostgresCopy(dir, url, spec);
}

/**
 * Runs `build` when this process is the first to ask for `name` in `dir`, and otherwise waits
 * until the first one has written `name` (a `name.lock` folder marks the build in progress; if
 * its builder fails, the next waiter builds it).
 */
async function once(dir: string, name: string, build: () => Promise<void>): Promise<void> {
  const done = join(dir, name);
  const lock = `${done}.lock`;
  for (;;) {
    if (await exists(done)) return;
    try {
      await mkdir(lock);
    } catch {
      await sleep(100);
      continue;
    }
    try {
      if (!(await exists(done))) await build();
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
    return;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The same seed without its rows: the migrated, empty database every seeded one starts from. */
const emptyOf = (spec: SeedSpec): SeedSpec => ({ ...spec, accounts: undefined });

async function openPGliteCopy(dir: string, spec: SeedSpec): Promise<DatabaseHandle> {
  const file = join(dir, `pglite-${seedKey(spec)}.tar`);
  let built: DatabaseHandle | undefined;
  await once(dir, `pglite-${seedKey(spec)}.tar`, async () => {
    // Only the empty snapshot runs `initdb` and the migrations (about 6 CPU s); a seeded one
    // starts from a copy of it (about 1 s) and adds its rows.
    const handle =
      spec.accounts === undefined
        ? await openTestDatabase({ forcePGlite: true })
        : await openPGliteCopy(dir, emptyOf(spec));
    try {
      await seed(handle, spec);
      const tarball = Buffer.from(await (await dumpDataDirForCopies(handle)).arrayBuffer());
      const partial = `${file}.${randomBytes(4).toString("hex")}`;
      await writeFile(partial, tarball);
      await rename(partial, file);
    } catch (error) {
      await handle.close();
      throw error;
    }
    // The builder keeps the database it built: it holds the same rows as every copy.
    built = handle;
  });
  if (built !== undefined) return built;
  const tarball = new Blob([await readFile(file)]);
  return openDatabase({ dataDir: "memory://", loadDataDir: tarball });
}

/** `url` with its database name replaced. */
function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/** Runs statements on the `DATABASE_URL` database (CREATE/DROP DATABASE run outside a pool). */
async function admin(url: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The run's template database of a seed, built by the first file that asks for it. */
async function postgresTemplate(dir: string, url: string, spec: SeedSpec): Promise<string> {
  const run = await runId(dir);
  const template = `${TEMPLATE_PREFIX}${run}_${seedKey(spec)}`;
  await once(dir, `${template}.ready`, async () => {
    // Only the empty template runs the migrations; a seeded one is a copy of it with its rows.
    const empty =
      spec.accounts === undefined ? undefined : await postgresTemplate(dir, url, emptyOf(spec));
    await admin(url, [
      `DROP DATABASE IF EXISTS "${template}"`,
      empty === undefined
        ? `CREATE DATABASE "${template}"`
        : `CREATE DATABASE "${template}" TEMPLATE "${empty}"`,
    ]);
    const handle = await openDatabase({
      url: databaseUrl(url, template),
      schema: COPY_SCHEMA,
      maxConnections: 2,
    });
    try {
      if (empty === undefined) {
        await sql`CREATE SCHEMA ${sql.id(COPY_SCHEMA)}`.execute(handle.db);
        await migrateToLatest(handle.db, { schema: COPY_SCHEMA });
      }
      await seed(handle, spec);
    } finally {
      // A template must have no open connection while it is copied.
      await handle.close();
    }
    await writeFile(join(dir, `${template}.ready`), "");
  });
  return template;
}

async function openPostgresCopy(dir: string, url: string, spec: SeedSpec): Promise<DatabaseHandle> {
  const template = await postgresTemplate(dir, url, spec);
  const copy = `test_${randomBytes(6).toString("hex")}`;
  await admin(url, [`CREATE DATABASE "${copy}" TEMPLATE "${template}"`]);
  const handle = await openDatabase({
    url: databaseUrl(url, copy),
    schema: COPY_SCHEMA,
    maxConnections: 4,
  });
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closing ??= (async () => {
        try {
          await handle.close();
        } finally {
          await admin(url, [`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`]);
        }
      })()),
  };
}

/** The run's id (written by the global setup): template names never clash between runs. */
async function runId(dir: string): Promise<string> {
  return (await readFile(join(dir, "run-id"), "utf8")).trim();
}
