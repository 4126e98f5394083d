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
import type { Database, DriverName } from "./db/index.js";

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
}

export interface ServerDepsOptions {
  readonly db: Kysely<Database>;
  readonly driver: DriverName;
  /** The clock (tests move it); defaults to the system clock. */
  readonly now?: () => Date;
  /** `CANVASS_TOKEN_SECRET`; without it the key is kept in the database. */
  readonly tokenSecret?: string | undefined;
  readonly log?: LogLine;
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
  };
  return deps;
}
