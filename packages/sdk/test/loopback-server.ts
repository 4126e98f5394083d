// A real HTTP server on 127.0.0.1 (port 0) for the client's integration tests: tests register
// handlers per method and path, and read back every request the client sent.
import { createServer } from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  readonly method: string;
  /** The path without the query, e.g. `/api/players/`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface Reply {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** A string is sent as is; anything else as JSON. */
  readonly body?: unknown;
  /** Wait this long before answering (the client may give up first). */
  readonly delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers `method path` with the handler (a later registration replaces an earlier one). */
  on(method: string, path: string, handler: Handler | Reply): void;
  /** Requests sent to `method path`. */
  requestsTo(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startLoopbackServer(): Promise<LoopbackServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on("error", () => undefined);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(recorded);
    const handler = handlers.get(`${recorded.method} ${recorded.path}`);
    const reply: Reply = handler
      ? await handler(recorded)
      : { status: 404, body: { type: "about:blank", title: "Not Found", status: 404 } };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed || res.writableEnded) return;
    const isText = typeof reply.body === "string";
    const body =
      reply.body === undefined
        ? ""
        : typeof reply.body === "string"
          ? reply.body
          : JSON.stringify(reply.body);
    const headers: Record<string, string> = { ...reply.headers };
    if (
      reply.body !== undefined &&
      !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")
    ) {
      headers["Content-Type"] = isText ? "text/plain" : "application/json";
    }
    res.writeHead(reply.status ?? 200, headers);
    res.end(recorded.method === "HEAD" ? undefined : body);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, typeof handler === "function" ? handler : () => handler);
    },
    requestsTo(method, path) {
      return requests.filter((r) => r.method === method && r.path === path);
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
