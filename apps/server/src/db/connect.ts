/**
 * Opens the database: embedded PGlite (persisted under `./data/pglite`, or `memory://` for
 * tests) or a PostgreSQL server through a `pg` pool when a URL is given. Both drivers parse
 * values the same way (see `schema.ts`), so queries behave alike on either.
 */
import { mkdir } from "node:fs/promises";
import { totalmem } from "node:os";
import type { Readable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { availableMemory, pgliteStartSettings } from "./pglite-buffers.js";
import { PGlitePool } from "./pglite-dialect.js";
import type { Database } from "./schema.js";

export type DriverName = "pglite" | "postgres";

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection URL; wins over everything else. */
  readonly url?: string | undefined;
  /**
   * Where PGlite keeps its files (`memory://` for an in-memory database). Given without a
   * `url`, PGlite is used even when `DATABASE_URL` is set.
   */
  readonly dataDir?: string | undefined;
  /** PostgreSQL only: run in this schema (`search_path` = schema, public). Tests use it. */
  readonly schema?: string | undefined;
  /** PostgreSQL only: the pool size (default 10). */
  readonly maxConnections?: number | undefined;
  /** Read instead of `process.env` (tests). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * PGlite only: start from this data directory (a `dumpDataDir()` tarball) instead of an empty
   * cluster. Tests load one migrated and seeded snapshot instead of migrating and seeding again.
   */
  readonly loadDataDir?: Blob | undefined;
  /**
   * PGlite only: server settings as `name=value` (each a `-c` start parameter after PGlite's
   * own), e.g. `work_mem=8MB`; the benches pass `BENCH_PGLITE_SETTINGS` (decision 0074). A data
   * directory on disk gets `shared_buffers` sized to its data unless one is given here
   * (`pglite-buffers.ts`, decision 0095).
   */
  readonly pgliteSettings?: readonly string[] | undefined;
}

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly driver: DriverName;
  /** The schema the tables live in when one was chosen (PostgreSQL only). */
  readonly schema: string | undefined;
  /** Destroys the Kysely instance and closes PGlite or the pool. Safe to call twice. */
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (`loadDataDir` opens a copy of it). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: the size of its WebAssembly memory in bytes. It grows, never shrinks, and is
   * not in V8's heap or `external` figures; the benches report it beside the resident memory.
   */
  readonly wasmMemoryBytes?: () => number;
  /**
   * Raw SQL for libraries that bring their own statements (the job queue's pg-boss, decision
   * 0024): parameters as `$1…`, or several statements in one text when there are none. On
   * PGlite it waits for the one connection like Kysely does, so it never runs inside another
   * caller's transaction.
   */
  readonly executeSql: (text: string, values?: readonly unknown[]) => Promise<RawResult>;
  /**
   * PostgreSQL only (decision 0091): runs `COPY … TO STDOUT` on a connection of its own and hands
   * its data to `sink`; the connection is closed, not reused, when `sink` stops early or fails.
   */
  readonly copyTo?: CopyTo;
}

/** Runs a `COPY … TO STDOUT` statement and hands its data stream to `sink`. */
export type CopyTo = (statement: string, sink: (data: Readable) => Promise<void>) => Promise<void>;

/** The answer of `executeSql`. */
export interface RawResult {
  readonly rows: Record<string, unknown>[];
  readonly rowCount: number;
}

export const DEFAULT_PGLITE_DIR = "./data/pglite";

/** PostgreSQL type ids whose parsing both drivers override. */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const BYTEA = 17;

const toNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

/**
 * `bytea`'s hex text (`\\x…`) decoded by Node's native hex decoder: PGlite's own parser calls
 * `parseInt` once per byte, 1.5 s CPU to read back a 13 MB upload (decision 0082).
 */
const hexBytes = (value: string): Uint8Array =>
  new Uint8Array(Buffer.from(value.startsWith("\\x") ? value.slice(2) : value, "hex"));

/**
 * PGlite parsers: bigint and numeric as numbers, `date` as its `YYYY-MM-DD` text, `bytea` as a
 * `Uint8Array` (as PGlite's own parser gives, faster).
 */
const PGLITE_PARSERS = {
  [INT8]: toNumber,
  [NUMERIC]: toNumber,
  [DATE]: keepText,
  [BYTEA]: hexBytes,
};

/** The same overrides for `pg`, which by default gives strings and local-time `Date`s. */
const PG_TYPES: pg.CustomTypesConfig = {
  getTypeParser: (id, format) => {
    const oid: number = id;
    if (oid === INT8 || oid === NUMERIC) return toNumber;
    if (oid === DATE) return keepText;
    return pg.types.getTypeParser(id, format) as unknown;
  },
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Which driver and target the options and environment select. */
export function resolveTarget(
  options: OpenDatabaseOptions = {},
):
  | { readonly driver: "postgres"; readonly url: string }
  | { readonly driver: "pglite"; readonly dataDir: string } {
  const env = options.env ?? process.env;
  if (options.url !== undefined && options.url !== "")
    return { driver: "postgres", url: options.url };
  if (options.dataDir !== undefined) return { driver: "pglite", dataDir: options.dataDir };
  const url = env.DATABASE_URL;
  if (url !== undefined && url !== "") return { driver: "postgres", url };
  return { driver: "pglite", dataDir: DEFAULT_PGLITE_DIR };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const target = resolveTarget(options);
  if (target.driver === "postgres") return openPostgres(target.url, options);
  return openPGlite(target.dataDir, options.loadDataDir, options.pgliteSettings ?? []);
}

async function openPGlite(
  dataDir: string,
  loadDataDir: Blob | undefined,
  given: readonly string[],
): Promise<DatabaseHandle> {
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  const settings = await pgliteStartSettings(
    dataDir,
    given,
    availableMemory(totalmem(), process.constrainedMemory()),
  );
  const pglite = await PGlite.create(dataDir, {
    ...(settings.length === 0
      ? {}
      : {
          startParams: [
            ...PGlite.defaultStartParams,
            ...settings.flatMap((setting) => ["-c", setting]),
          ],
        }),
    extensions: { pg_trgm },
    parsers: PGLITE_PARSERS,
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    driver: "pglite",
    executeSql: async (text, values = []) => {
      const client = await pool.connect();
      try {
        if (values.length > 0) {
          const result = await pglite.query<Record<string, unknown>>(text, [...values]);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        }
        // No parameters: the simple protocol, which takes several statements (the last answers).
        const results = await pglite.exec(text);
        const last = results.at(-1);
        return {
          rows: last?.rows ?? [],
          rowCount: last?.affectedRows ?? last?.rows.length ?? 0,
        };
      } finally {
        client.release();
      }
    },
    schema: undefined,
    close: once(async () => {
      await db.destroy();
      await pglite.close();
    }),
    dumpDataDir: () => pglite.dumpDataDir("none"),
    // PGlite types its module by Emscripten's types, which are not installed here.
    wasmMemoryBytes: () => (pglite.Module as unknown as { HEAPU8: Uint8Array }).HEAPU8.length,
  };
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: PG_TYPES,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema},public` }),
  });
  // An idle client losing its connection emits `error` on the pool; unhandled, that would end
  // the process. The pool replaces the client; queries that fail still reject as usual.
  pool.on("error", (error) => {
    console.error("database: idle PostgreSQL connection failed:", error.message);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    driver: "postgres",
    schema,
    close: once(() => db.destroy()),
    copyTo: async (statement, sink) => {
      const client = await pool.connect();
      let failed = false;
      try {
        await sink(client.query(copyTo(statement)));
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // A COPY stopped midway leaves the connection mid-stream: close it instead of reusing it.
        client.release(failed);
      }
    },
    executeSql: async (text, values = []) => {
      type Answer = pg.QueryResult<Record<string, unknown>>;
      const answer = (await pool.query(text, [...values])) as Answer | Answer[];
      // Several statements answer with one result each: the last one answers.
      const result = Array.isArray(answer) ? answer.at(-1) : answer;
      return {
        rows: result?.rows ?? [],
        rowCount: result?.rowCount ?? result?.rows.length ?? 0,
      };
    },
  };
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
