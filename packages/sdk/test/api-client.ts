// A bare openapi-fetch client on the loopback server's /api, for testing one middleware at a time.
import createClient from "openapi-fetch";
import type { Client, Middleware } from "openapi-fetch";
import type { ApiPaths } from "../src/contract/types";
import type { LoopbackServer } from "./loopback-server";

export function createTestApiClient(
  server: LoopbackServer,
  ...middleware: Middleware[]
): Client<ApiPaths> {
  const client = createClient<ApiPaths>({ baseUrl: `${server.url}/api` });
  client.use(...middleware);
  return client;
}
