/**
 * Starts the app on 127.0.0.1 (a free port) for tests that talk real HTTP. The contract is loaded
 * once per test process, so every app built from it shares the compiled validators.
 */
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app.js";
import { loadContract } from "../contract.js";
import type { ProblemBody } from "./problem.js";

let contract: Promise<Record<string, unknown>> | undefined;

/** The bundled contract, loaded once. */
export function testContract(): Promise<Record<string, unknown>> {
  contract ??= loadContract();
  return contract;
}

export interface TestServer {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>`. */
  readonly base: string;
  readonly contract: Record<string, unknown>;
  /** `fetch` against the server: `request("/api/players/")`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: Omit<AppOptions, "contract"> = {},
): Promise<TestServer> {
  const doc = await testContract();
  const app = buildApp({ ...options, contract: doc });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    base,
    contract: doc,
    request: (path, init) => fetch(`${base}${path}`, init),
    close: () => app.close(),
  };
}

/** A JSON request init: method, `Content-Type: application/json` and the serialised body. */
export function jsonInit(
  method: string,
  body: unknown,
  contentType = "application/json",
): RequestInit {
  return {
    method,
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** Reads a problem answer, checking its media type. */
export async function readProblem(response: Response): Promise<ProblemBody> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/problem+json")) {
    throw new Error(`Expected a problem, got ${response.status} ${type}: ${await response.text()}`);
  }
  return (await response.json()) as ProblemBody;
}
