/**
 * Runs one scenario with autocannon (20 connections on 127.0.0.1) and summarises it. Latencies
 * are collected from every response, so the percentiles (p50, p95, p99) are exact over the run.
 */
import autocannon from "autocannon";

export interface LoadRequest {
  readonly method: "GET" | "POST";
  /** Path and query, from the server's origin. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | undefined;
}

export interface LoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Answers that were not 2xx. */
  readonly failures: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export async function runLoad(
  origin: string,
  request: LoadRequest,
  options: { readonly seconds: number; readonly connections: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${request.path}`,
        method: request.method,
        headers: { ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
        connections: options.connections,
        duration: options.seconds,
      },
      (error: unknown, done: autocannon.Result) => {
        if (error === null || error === undefined) resolve(done);
        else
          reject(error instanceof Error ? error : new Error("autocannon failed", { cause: error }));
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const seconds = result.duration > 0 ? result.duration : options.seconds;
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures,
  };
}
