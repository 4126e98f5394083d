/**
 * What every resource handler works with: the database, the clock, tokens, the caller's
 * authentication and the host's features. One instance per server process; nothing in it is
 * per-request state, so several processes can share one PostgreSQL database.
 */
import type { Kysely } from "kysely";
import {
  createAuthenticator,
  createFeatureSource,
  createTokenService,
  type Authenticator,
  type FeatureSource,
  type TokenService,
} from "./auth/index.js";
import { createBackgroundJobs, type BackgroundJobs } from "./background-jobs.js";
import { createForegroundGate, type ForegroundGate } from "./jobs/foreground.js";
import type { CopyTo, Database, DatabaseHandle, DriverName } from "./db/index.js";
import { createJobQueue, type JobQueue } from "./jobs/index.js";
import { mailSettingsFromEnv, type MailSettings } from "./mail/settings.js";

/** A structured log line (the outbox writes one per mail, without secrets). */
export type LogLine = (fields: Record<string, unknown>, message: string) => void;

export interface ServerDeps {
  readonly db: Kysely<Database>;
  readonly driver: DriverName;
  readonly now: () => Date;
  readonly tokens: TokenService;
  readonly features: FeatureSource;
  readonly authenticator: Authenticator;
  readonly log: LogLine;
  /** Work done after an answer has been sent (password-reset mails). */
  readonly jobs: BackgroundJobs;
  /**
   * The database job queue (decision 0024): long work (exports, imports, batch edits, mail)
   * registers its kind here before the server is ready; it starts and stops with the server.
   */
  readonly queue: JobQueue;
  /** How mail leaves (decision 0040): the relay, keys, DNS servers, bounce secret. */
  readonly mail: MailSettings;
  /** The API's requests in hand, which long jobs give way to (decision 0087). */
  readonly foreground: ForegroundGate;
  /** PostgreSQL only: `COPY … TO STDOUT` (the CSV export's fast path, decision 0091). */
  readonly copyTo?: CopyTo | undefined;
}

export interface ServerDepsOptions {
  readonly db: Kysely<Database>;
  readonly driver: DriverName;
  /** The clock (tests move it); defaults to the system clock. */
  readonly now?: () => Date;
  /** `CANVASS_TOKEN_SECRET`; without it the key is kept in the database. */
  readonly tokenSecret?: string | undefined;
  readonly log?: LogLine;
  /** The handle's raw SQL, for the job queue's pg-boss. */
  readonly executeSql: DatabaseHandle["executeSql"];
  /** The handle's `COPY … TO STDOUT`, on PostgreSQL. */
  readonly copyTo?: CopyTo | undefined;
  /** pg-boss's schema (default `pgboss`; tests on PostgreSQL give one per test schema). */
  readonly jobSchema?: string | undefined;
  /** Jobs of each kind this process runs at once (`CANVASS_JOB_WORKERS`; 0 = a web-only process). */
  readonly jobWorkers?: number | undefined;
  /** Mail settings; default from the environment (`mailSettingsFromEnv`). */
  readonly mail?: MailSettings | undefined;
  /** The longest a job waits for the API to be quiet (default 200 ms; decision 0087). */
  readonly foregroundMaxWaitMs?: number | undefined;
}

export async function createServerDeps(options: ServerDepsOptions): Promise<ServerDeps> {
  const now = options.now ?? (() => new Date());
  const tokens = await createTokenService({ db: options.db, now, secret: options.tokenSecret });
  const features = createFeatureSource(options.db, now);
  const deps: ServerDeps = {
    db: options.db,
    driver: options.driver,
    now,
    tokens,
    features,
    authenticator: createAuthenticator({ db: options.db, tokens, features, now }),
    log: options.log ?? (() => undefined),
    // Reads `deps.log` when a job fails, so a log sink set later (tests) is used.
    jobs: createBackgroundJobs(() => deps.log),
    mail: options.mail ?? mailSettingsFromEnv(process.env),
    foreground: createForegroundGate(undefined, options.foregroundMaxWaitMs),
    copyTo: options.copyTo,
    queue: createJobQueue({
      db: options.db,
      executeSql: options.executeSql,
      bossSchema: options.jobSchema,
      workers: options.jobWorkers,
      log: (fields, message) => {
        deps.log(fields, message);
      },
    }),
  };
  return deps;
}
