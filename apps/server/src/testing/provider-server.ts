/**
 * A local fundraising-platform server for tests and the e2e (decision 0038): it speaks the
 * GoFundMe donations export the adapter reads (`GET /fundraisers/{id}/donations?page=N`, bearer
 * token, JSON pages of `PAGE_SIZE` donations with `next_page`) on 127.0.0.1. Tests put
 * donations in (`setDonations`) and can make the next requests fail (`failNext`); a test in
 * another process does the same over HTTP: `PUT /control/fundraisers/{id}` with the donations
 * (a JSON array) and `POST /control/fail?count=1&status=500`.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeDonation {
  readonly id: string | number;
  readonly amount?: unknown;
  readonly currency?: unknown;
  readonly first_name?: unknown;
  readonly last_name?: unknown;
  readonly email?: unknown;
  readonly anonymous?: boolean;
  readonly created_at?: string;
}

export interface ProviderServer {
  readonly url: string;
  readonly token: string;
  setDonations(fundraiser: string, donations: readonly FakeDonation[]): void;
  /** The next `count` donation requests answer `status` (default 500). */
  failNext(count?: number, status?: number): void;
  /** Requests served, as `path?query`. */
  readonly requests: string[];
  close(): Promise<void>;
}

export const PAGE_SIZE = 2;

export async function startProviderServer(token = "test-token"): Promise<ProviderServer> {
  const fundraisers = new Map<string, readonly FakeDonation[]>();
  const requests: string[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const control = async (request: IncomingMessage, url: URL): Promise<boolean> => {
    const fundraiser = /^\/control\/fundraisers\/([^/]+)$/.exec(url.pathname);
    if (request.method === "PUT" && fundraiser !== null) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const donations = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeDonation[];
      fundraisers.set(decodeURIComponent(fundraiser[1] ?? ""), donations);
      return true;
    }
    if (request.method === "POST" && url.pathname === "/control/fail") {
      failures = {
        count: Number(url.searchParams.get("count") ?? "1"),
        status: Number(url.searchParams.get("status") ?? "500"),
      };
      return true;
    }
    return false;
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith("/control/")) {
      control(request, url).then(
        (done) => {
          if (!done) {
            send(404, { error: "no such control" });
            return;
          }
          response.writeHead(204);
          response.end();
        },
        () => {
          send(400, { error: "bad control request" });
        },
      );
      return;
    }
    requests.push(`${url.pathname}${url.search}`);
    const match = /^\/fundraisers\/([^/]+)\/donations$/.exec(url.pathname);
    if (request.method !== "GET" || match === null) {
      send(404, { error: "not found" });
      return;
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      send(401, { error: "unauthorized" });
      return;
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      send(failures.status, { error: "injected failure" });
      return;
    }
    const donations = fundraisers.get(decodeURIComponent(match[1] ?? ""));
    if (donations === undefined) {
      send(404, { error: "no such fundraiser" });
      return;
    }
    const page = Math.max(1, Number(url.searchParams.get("page") ?? "1") || 1);
    const start = (page - 1) * PAGE_SIZE;
    send(200, {
      donations: donations.slice(start, start + PAGE_SIZE),
      next_page: start + PAGE_SIZE < donations.length ? page + 1 : null,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    setDonations(fundraiser, donations) {
      fundraisers.set(fundraiser, donations);
    },
    failNext(count = 1, status = 500) {
      failures = { count, status };
    },
    requests,
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
