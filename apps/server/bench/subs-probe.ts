/**
 * The API's `/subs` first page asked one at a time, back to back, by a client in a worker thread
 * of its own, while a job runs beside it
 * (decisions 0087, 0088): the benches of exports (`BENCH_EXPORT_SUBS=1`) and imports
 * (`BENCH_IMPORT_SUBS=1`) print its p50/p95 idle and during the run. The page is the scenario
 * of the server bench: 100 rows, the console's fields, the biggest campaign, last 90 days.
 */
import { Worker } from "node:worker_threads";
import type { Kysely } from "kysely";
import type { buildApiServer } from "../src/api-server.js";
import type { Database } from "../src/db/index.js";
import type { ServerDeps } from "../src/services.js";
import { benchSession } from "./bench-session.js";
import type { LoadRequest } from "./load.js";
import { buildScenarios } from "./scenarios.js";

type ApiServer = ReturnType<typeof buildApiServer>;

/**
 * The client's loop, in a worker thread of its own: on PGlite a statement blocks the server's
 * event loop, and a client on that loop would start its next request only once the statement
 * is over, never counting the wait. This one's clock runs on.
 */
const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const { origin, request, seconds, stop } = workerData;
const flag = new Int32Array(stop);
(async () => {
  const times = [];
  const until = performance.now() + seconds * 1000;
  while (Atomics.load(flag, 0) === 0 && performance.now() < until) {
    const started = performance.now();
    const response = await fetch(origin + request.path, { method: request.method, headers: request.headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error("/subs answered " + response.status);
    times.push(performance.now() - started);
  }
  parentPort.postMessage(times);
})().catch((error) => { throw error; });
`;

function clientLoop(
  origin: string,
  request: LoadRequest,
  seconds: number,
  done?: Promise<unknown>,
): Promise<number[]> {
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(CLIENT, { eval: true, workerData: { origin, request, seconds, stop } });
  const stopLoop = () => {
    Atomics.store(new Int32Array(stop), 0, 1);
  };
  done?.then(stopLoop, stopLoop);
  return new Promise<number[]>((resolve, reject) => {
    worker.once("message", (times: number[]) => {
      resolve(times);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

/** `p50 …, p95 … (n requests)` of response times in ms. */
export function percentiles(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  return `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms (${String(sorted.length)} requests)`;
}

export interface SubsProbe {
  /** Response times of the first page asked back to back for `seconds`, or until `done` settles. */
  sample(seconds: number, done?: Promise<unknown>): Promise<number[]>;
}

/** Starts `app` on 127.0.0.1, signs the bench user in and warms the first page up. */
export async function startSubsProbe(
  app: ApiServer,
  deps: ServerDeps,
  db: Kysely<Database>,
): Promise<SubsProbe> {
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const session = await benchSession(origin, deps);
  const [scenario] = await buildScenarios(
    origin,
    session.authorization,
    db,
    /list, first page 100 rows, console Fields/,
  );
  if (scenario === undefined) throw new Error("no /subs first-page scenario");
  await clientLoop(origin, scenario.request, 0.5);
  return {
    sample: (seconds, done) => clientLoop(origin, scenario.request, seconds, done),
  };
}
