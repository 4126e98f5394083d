/**
 * The reference server as a process: open (and on first start migrate and seed) the database,
 * build the API with every handler, optionally serve the built console from the same port, and
 * listen. `main.ts` runs it from the command line; the root `npm start` calls `startServer`.
 */
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "./api-server.js";
import { hasConsoleBuild, serveConsole } from "./console-static.js";
import { loadContract } from "./contract.js";
import { dumpDataDirForCopies } from "./db/data-dir-snapshot.js";
import { findRichSubmissions, prepareDatabase, warmUpPasswords } from "./db/index.js";
import type { DemoLogin, DriverName, RichSubmission } from "./db/index.js";
import type { NotFoundFallback } from "./http/error-handler.js";
import type { CspSources } from "./http/security-headers.js";
import { startBounceReceiver, type BounceReceiver } from "./mail/index.js";
import { createServerDeps } from "./services.js";

export { startBanner } from "./banner.js";

/** The port `npm start` serves the console and the API on. */
export const DEFAULT_PORT = 4000;

export interface StartOptions {
  readonly port?: number;
  readonly host?: string;
  /** Request logs (JSON lines on stdout). */
  readonly logger?: boolean;
  /** A PostgreSQL URL; without it the embedded PGlite database under `dataDir` is used. */
  readonly databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (default `./data/pglite`; `memory://` for a throwaway one). */
  readonly dataDir?: string | undefined;
  /** Submissions to seed on the first start of an empty database (default 100 000). */
  readonly seedAccounts?: number | undefined;
  /**
   * PGlite only: start from a copy of this data directory (`snapshotDemoData`'s tarball) instead
   * of creating and seeding one. Test files that each start a server share one seeded snapshot
   * (a start costs about 1 CPU s instead of 5).
   */
  readonly dataDirSnapshot?: Blob | undefined;
  /**
   * Extra field users to seed on the first start of an empty database (default 0): benches and
   * e2e tests of long user lists. They share their role's demo password; 10 000 take seconds.
   */
  readonly seedPlayers?: number | undefined;
  /**
   * Feature switches of the host's client settings for a first-start seed, over the demo's (which
   * hides dashboard pages, for one): an end-to-end test of a hidden area starts a server of its
   * own with `{ hide_dash_pages: false }` (decision 0070). No call changes them later.
   */
  readonly seedFeatures?: Readonly<Record<string, boolean>> | undefined;
  /** The built console to serve at `/` (e.g. `apps/console/dist`); skipped when it has no build. */
  readonly consoleDir?: string | undefined;
  /** `CANVASS_TOKEN_SECRET`: a shared signing key when several servers run behind a balancer. */
  readonly tokenSecret?: string | undefined;
  /** `CANVASS_TRUST_PROXY`: the load balancer's addresses (or `true`) to trust `X-Forwarded-For` from. */
  readonly trustProxy?: boolean | string | undefined;
  /** `CANVASS_CSP_CONNECT_SRC`, `CANVASS_CSP_IMG_SRC`: other origins the console may use. */
  readonly cspSources?: CspSources | undefined;
  /** Progress lines (database, seeding). */
  readonly log?: (message: string) => void;
  /**
   * `CANVASS_JOB_WORKERS`: jobs of each kind this process runs at once (default 2); 0 for a
   * web-only process that enqueues and reads jobs but runs none (decision 0024).
   */
  readonly jobWorkers?: number | undefined;
}

/** A message the server wrote to its outbox instead of sending it (password resets). */
export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly created: Date;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:4000`. */
  readonly address: string;
  readonly driver: DriverName;
  /** Whether this start created the demo data. */
  readonly seeded: boolean;
  /** The demo sign-ins to print. */
  readonly logins: readonly DemoLogin[];
  /** Whether the console is served from `address`. */
  readonly servesConsole: boolean;
  /**
   * The outbox, oldest first: the mail this server would have sent. End-to-end tests read it to
   * check that a reset request from the console produced its message (there is no mail server).
   */
  outbox(): Promise<readonly OutboxMail[]>;
  /**
   * The demo's submissions with every lookup tab filled (signature, pictures, recording and
   * transcription, tracked e-mails, check-in, history; a failed payment every other one), for
   * end-to-end tests. Empty when the database was not seeded by the demo seed.
   */
  richSubmissions(): Promise<readonly RichSubmission[]>;
  /**
   * Where the bounce receiver takes the relay's delivery reports over SMTP
   * (`CANVASS_BOUNCE_SMTP`, decision 0061); undefined when it does not run.
   */
  readonly bounceReceiver: { readonly host: string; readonly port: number } | undefined;
  /** Stops listening (in-flight requests finish) and closes the database. */
  close(): Promise<void>;
}

/** What `snapshotDemoData` seeds: the first-start seed options of `startServer`. */
export type DemoSnapshotOptions = Pick<
  StartOptions,
  "seedAccounts" | "seedPlayers" | "seedFeatures"
>;

/**
 * A migrated in-memory PGlite database with the demo data, as a tarball for
 * `startServer({ dataDir: "memory://", dataDirSnapshot })`: each server started from it opens a
 * copy holding exactly these rows.
 */
export async function snapshotDemoData(options: DemoSnapshotOptions = {}): Promise<Blob> {
  const { handle } = await prepareDatabase({
    dataDir: "memory://",
    ...(options.seedAccounts === undefined ? {} : { accounts: options.seedAccounts }),
    ...(options.seedPlayers === undefined ? {} : { players: options.seedPlayers }),
    ...(options.seedFeatures === undefined ? {} : { features: options.seedFeatures }),
  });
  try {
    return await dumpDataDirForCopies(handle);
  } finally {
    await handle.close();
  }
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? (() => undefined);
  const prepared = await prepareDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    ...(options.dataDirSnapshot === undefined ? {} : { loadDataDir: options.dataDirSnapshot }),
    ...(options.seedAccounts === undefined ? {} : { accounts: options.seedAccounts }),
    ...(options.seedPlayers === undefined ? {} : { players: options.seedPlayers }),
    ...(options.seedFeatures === undefined ? {} : { features: options.seedFeatures }),
    log,
  });
  const { handle } = prepared;
  let app: FastifyInstance | undefined;
  let receiver: BounceReceiver | undefined;
  try {
    const deps = await createServerDeps({
      db: handle.db,
      driver: handle.driver,
      tokenSecret: options.tokenSecret,
      executeSql: handle.executeSql,
      copyTo: handle.copyTo,
      jobWorkers: options.jobWorkers,
      // The outbox's log line: through the request logger when it is on, else on stdout.
      log: (fields, message) => {
        if (options.logger === false) console.log(`${message} ${JSON.stringify(fields)}`);
        else app?.log.info(fields, message);
      },
    });
    let fallback: NotFoundFallback | undefined;
    app = buildApiServer({
      contract: await loadContract(),
      deps,
      logger: options.logger ?? true,
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
      ...(options.cspSources === undefined ? {} : { cspSources: options.cspSources }),
      notFoundFallback: (request, reply) => fallback?.(request, reply),
    });
    const consoleDir = options.consoleDir;
    const servesConsole = consoleDir !== undefined && hasConsoleBuild(consoleDir);
    if (servesConsole) fallback = await serveConsole(app, consoleDir);
    // The database closes after the last request has finished.
    app.addHook("onClose", () => handle.close());
    await warmUpPasswords();
    const bounceSmtp = deps.mail.bounceSmtp;
    if (bounceSmtp !== undefined) receiver = await startBounceReceiver(deps, bounceSmtp);
    const address = await app.listen({
      port: options.port ?? DEFAULT_PORT,
      host: options.host ?? "127.0.0.1",
    });
    const running = app;
    const bounces = receiver;
    return {
      app: running,
      address,
      driver: handle.driver,
      seeded: prepared.seeded !== undefined,
      logins: prepared.logins,
      servesConsole,
      richSubmissions: () => findRichSubmissions(handle.db),
      outbox: async () => {
        await deps.jobs.idle();
        const rows = await handle.db
          .selectFrom("outbox")
          .select(["id", "to_address", "subject", "body", "created"])
          .orderBy("id")
          .execute();
        return rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          body: row.body,
          created: row.created,
        }));
      },
      bounceReceiver:
        bounces === undefined ? undefined : { host: bounces.host, port: bounces.port },
      close: async () => {
        await bounces?.close();
        await running.close();
      },
    };
  } catch (error) {
    await receiver?.close();
    await (app === undefined ? handle.close() : app.close());
    throw error;
  }
}
