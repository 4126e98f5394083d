/**
 * A tiny loopback endpoint next to the reference server, for state the tests must check but the
 * API does not show: `GET /outbox` answers the server's outbox as JSON. It exists because the
 * server runs in the global setup's process and the tests in vitest's workers.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { OutboxMail } from "@canvass/server/server";

export interface ControlServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startControlServer(
  outbox: () => Promise<readonly OutboxMail[]>,
): Promise<ControlServer> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/outbox") {
      response.writeHead(404).end();
      return;
    }
    outbox().then(
      (mails) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(mails));
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}
