/** A real HTTP server on 127.0.0.1 for tests: listens on a free port, answers with `handler`. */
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  close(): Promise<void>;
}

export async function startLoopbackServer(handler: RequestListener): Promise<LoopbackServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
