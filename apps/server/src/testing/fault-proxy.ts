/**
 * A loopback HTTP proxy for tests: forwards every request to a target server on 127.0.0.1 and
 * hands the answer back, except that `failNext(method, path)` makes the next matching request
 * reach the target and then answers the caller 503 instead of the target's answer (the answer
 * "lost" on the way back, as a gateway timing out would). Counts what it forwarded.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FaultProxy {
  readonly url: string;
  /** The next request with this method and path is forwarded, then answered 503. */
  failNext(method: string, path: string): void;
  /** Requests forwarded, as `METHOD path` (without the query). */
  readonly forwarded: string[];
  close(): Promise<void>;
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const HOP_HEADERS = new Set(["host", "connection", "content-length", "transfer-encoding"]);

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const failures: string[] = [];
  const forwarded: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readAll(request);
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const key = `${request.method ?? "GET"} ${path}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (HOP_HEADERS.has(name) || value === undefined) continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      forwarded.push(key);
      const answer = await fetch(`${target}${request.url ?? "/"}`, {
        method: request.method ?? "GET",
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const failure = failures.indexOf(key);
      if (failure >= 0) {
        failures.splice(failure, 1);
        response.writeHead(503, { "content-type": "application/problem+json" });
        response.end(JSON.stringify({ type: "about:blank", title: "Injected", status: 503 }));
        return;
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== "content-encoding") out[name] = value;
      });
      response.writeHead(answer.status, out);
      response.end(bytes);
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failNext(method, path) {
      failures.push(`${method} ${path}`);
    },
    forwarded,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
