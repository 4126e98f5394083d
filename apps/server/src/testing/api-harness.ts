/**
 * Integration-test harness: the whole reference server (every handler, real authentication) on a
 * seeded test database — in-memory PGlite, or a throwaway database on the PostgreSQL server of
 * `DATABASE_URL`, each a copy of the run's snapshot of that seed (`db-snapshots.ts`) — listening
 * on 127.0.0.1. `api.call(operationId, …)` builds the URL from the
 * contract, sends real HTTP, and checks the answer against the contract (a mismatch throws, so
 * every test checks the server against the contract as a side effect).
 *
 * Start one per test file in `beforeAll` (30 s timeout) and close it in `afterAll`.
 */
import type { OperationId } from "@canvass/sdk/contract";
import { basicAuthHeader } from "@canvass/sdk/tokens";
import type { FastifyInstance } from "fastify";
import { buildApiServer } from "../api-server.js";
import type { DatabaseHandle } from "../db/index.js";
import { demoLogins } from "../db/index.js";
import type { DemoLogin } from "../db/index.js";
import { createResponseChecker, type ResponseChecker } from "../http/index.js";
import { readOperations, type ContractOperation } from "../http/operations.js";
import { testContract } from "../http/test-server.js";
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from "../mail/settings.js";
import { createServerDeps, type ServerDeps } from "../services.js";
import { openSeededTestDatabase } from "./db-snapshots.js";

/** The fixed "now" of seeded test data: 2026-11-21 12:00 UTC. */
export const TEST_NOW = new Date("2026-11-21T12:00:00.000Z");

export interface ApiSession {
  readonly player: string;
  readonly team: string;
  readonly role: string;
  readonly token: string;
  /** `Authorization: Basic …` for this session. */
  readonly authorization: string;
}

export interface CallOptions {
  /** Sign the call with this session (omit for an anonymous call). */
  readonly as?: ApiSession | undefined;
  /** Path parameters by name (`{ id: "p1a2b3" }`); values are URL-encoded. */
  readonly path?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<
    Record<string, string | number | boolean | readonly (string | number)[] | undefined>
  >;
  /** A JSON body (serialised), or a `FormData`/`Buffer`/string sent as is. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Skip the contract check (only for tests of deliberately malformed requests). */
  readonly unchecked?: boolean;
}

export interface ApiAnswer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON (problems included), text for text media types, bytes otherwise, `undefined` when empty. */
  readonly body: T;
}

export interface TestApi {
  readonly base: string;
  readonly app: FastifyInstance;
  readonly handle: DatabaseHandle;
  readonly deps: ServerDeps;
  readonly checker: ResponseChecker;
  /** The demo logins of the seed (one per role, plus `admin2fa`). */
  readonly logins: readonly DemoLogin[];
  /** Moves the server's clock (every handler reads `deps.now`). */
  setNow(date: Date): void;
  /** The URL of an operation with its path parameters filled in. */
  url(operationId: OperationId, options?: Pick<CallOptions, "path" | "query">): string;
  /** Calls an operation over HTTP and checks the answer against the contract. */
  call<T = unknown>(operationId: OperationId, options?: CallOptions): Promise<ApiAnswer<T>>;
  /** Signs in with a username (demo password of the user's role unless given). */
  signIn(username: string, password?: string): Promise<ApiSession>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Submissions to seed (default 600; 0 for none). */
  readonly accounts?: number;
  /** Leave the database empty (no seed). */
  readonly seed?: boolean;
  /** Runs before the server starts: register test job kinds (`deps.queue.register`) here. */
  readonly beforeStart?: (deps: ServerDeps) => void;
  /** Mail settings (the relay, DNS servers…); default: the embedded default's outbox. */
  readonly mail?: MailSettings;
  /** The longest a job waits for the API to be quiet (default 200 ms). */
  readonly foregroundMaxWaitMs?: number;
}

function toQuery(query: CallOptions["query"]): string {
  if (query === undefined) return "";
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.byteLength === 0) return undefined;
  if (type.includes("json")) return JSON.parse(bytes.toString("utf8")) as unknown;
  if (type.startsWith("text/") || type.includes("svg") || type.includes("csv")) {
    return bytes.toString("utf8");
  }
  return bytes;
}

/**
 * One response checker per contract: its compiled validators are a cache, so the files of a
 * worker (one module graph, `isolate: false`) share them instead of compiling them per file.
 */
const checkers = new WeakMap<object, ResponseChecker>();
function checkerFor(contract: Record<string, unknown>): ResponseChecker {
  let checker = checkers.get(contract);
  if (checker === undefined) {
    checker = createResponseChecker(contract);
    checkers.set(contract, checker);
  }
  return checker;
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const contract = await testContract();
  // A copy of the run's snapshot of this seed (built by the first file that asks for it).
  const handle = await openSeededTestDatabase({
    accounts: options.seed === false ? undefined : (options.accounts ?? 600),
    now: TEST_NOW,
  });
  let now = TEST_NOW;
  const deps = await createServerDeps({
    db: handle.db,
    driver: handle.driver,
    now: () => now,
    executeSql: handle.executeSql,
    copyTo: handle.copyTo,
    jobSchema: handle.schema === undefined ? undefined : `${handle.schema}_boss`,
    mail: options.mail ?? DEFAULT_MAIL_SETTINGS,
    foregroundMaxWaitMs: options.foregroundMaxWaitMs,
  });
  options.beforeStart?.(deps);
  const app = buildApiServer({ contract, deps });
  // `Last-Modified` has one-second resolution and no 304 is answered within the second of a
  // change (src/http/caching.ts): start the tests in the second after the seed's last write.
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const checker = checkerFor(contract);
  const operations = new Map<string, ContractOperation>(
    readOperations(contract).map((op) => [op.operationId, op]),
  );

  const url: TestApi["url"] = (operationId, callOptions = {}) => {
    const operation = operations.get(operationId);
    if (operation === undefined) throw new Error(`No operation ${operationId}`);
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = callOptions.path?.[name];
      if (value === undefined) throw new Error(`${operationId}: missing path parameter ${name}`);
      return encodeURIComponent(String(value));
    });
    return `${base}${operation.mounts[0] ?? ""}${path}${toQuery(callOptions.query)}`;
  };

  const call: TestApi["call"] = async (operationId, callOptions = {}) => {
    const operation = operations.get(operationId);
    if (operation === undefined) throw new Error(`No operation ${operationId}`);
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.as !== undefined) headers.authorization = callOptions.as.authorization;
    let body: RequestInit["body"];
    const raw = callOptions.body;
    if (raw instanceof FormData || typeof raw === "string") body = raw;
    else if (Buffer.isBuffer(raw)) body = new Uint8Array(raw);
    else if (raw !== undefined) {
      body = JSON.stringify(raw);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(url(operationId, callOptions), {
      method: operation.method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const parsed = await readBody(response);
    if (callOptions.unchecked !== true) {
      const result = checker.check(operationId, {
        status: response.status,
        contentType: response.headers.get("content-type"),
        body: parsed,
      });
      if (!result.ok) {
        throw new Error(
          `${operationId} answered ${response.status} against the contract: ${JSON.stringify(result.errors)}\n${JSON.stringify(parsed ?? null).slice(0, 2000)}`,
        );
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };

  const logins = demoLogins();
  return {
    base,
    app,
    handle,
    deps,
    checker,
    logins,
    setNow(date) {
      now = date;
    },
    url,
    call,
    async signIn(username, password) {
      const login = logins.find((entry) => entry.username === username);
      const row = await handle.db
        .selectFrom("players")
        .select("role")
        .where("username", "=", username)
        .executeTakeFirst();
      const secret = password ?? login?.password ?? `canvass-${row?.role ?? "rep"}-demo`;
      const answer = await call<{
        status: string;
        token: string;
        player: string;
        team: string;
        role: string;
      }>("signIn", { body: { username, password: secret } });
      if (answer.status !== 200 || answer.body.status !== "signedIn") {
        throw new Error(`signIn ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      const { token, player, team, role } = answer.body;
      return { token, player, team, role, authorization: basicAuthHeader(player, token) };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
