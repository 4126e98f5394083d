// @vitest-environment node
import type { Role } from "@canvass/sdk/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runtime } from "../app/runtime";
import { DEFAULT_CLIENT_SETTINGS } from "../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../boot/host-config";
import { createServices } from "../services/services";
import { settledSessionActor } from "../testing/session-fixtures";
import { startLoopbackServer, type LoopbackServer } from "../testing/loopback-server";
import { loaderFor } from "./loaders";
import { ROUTES } from "./route-table";

/** A loopback API that knows one export instance. */
let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    if (request.url?.startsWith("/api/export/option/inst01/")) {
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          ID: "inst01",
          ExportID: "exp042",
          Description: "Weekly",
          Filters: {},
          Created: "2026-01-01T00:00:00.000Z",
        }),
      );
      return;
    }
    response
      .writeHead(404, { "content-type": "application/problem+json" })
      .end(JSON.stringify({ title: "Not found", status: 404 }));
  });
});
afterAll(() => server.close());

async function runtimeAs(role: Role | null, options?: { rootTeam?: boolean }): Promise<Runtime> {
  const config = {
    ...DEFAULT_HOST_CONFIG,
    api: { baseUrl: `${server.origin}/api`, assetsUrl: `${server.origin}/assets`, loggingUrl: "" },
  };
  const services = createServices(config, {
    tokens: { read: () => null, write: () => null, clear: () => undefined },
  });
  const session = await settledSessionActor(role, options);
  return { config, settings: DEFAULT_CLIENT_SETTINGS, services, session } as unknown as Runtime;
}

function route(id: string) {
  const found = ROUTES.find((r) => r.id === id);
  if (found === undefined) throw new Error(id);
  return found;
}

/** Runs a route's loader; answers the redirect target, or null when it lets the page show. */
async function visit(
  runtime: Runtime,
  id: string,
  params: Record<string, string> = {},
  address = "/",
) {
  const loader = loaderFor(route(id), runtime);
  if (loader === undefined) return null;
  const result: unknown = await loader({
    params,
    request: new Request(`http://127.0.0.1${address}`),
    context: undefined,
  } as never);
  return result instanceof Response ? result.headers.get("Location") : null;
}

describe("route gates", () => {
  it("sends a signed-out visitor of a gated route to /login, to come back after signing in", async () => {
    const runtime = await runtimeAs(null);
    expect(await visit(runtime, "users", {}, "/users?q=jane")).toBe(
      "/login?next=%2Fusers%3Fq%3Djane",
    );
    expect(await visit(runtime, "configuration", {}, "/configuration")).toBe(
      "/login?next=%2Fconfiguration",
    );
  });

  it("lets anyone open the open routes", async () => {
    const runtime = await runtimeAs(null);
    for (const id of ["login", "resetPassword", "twoFactor", "home", "sample"]) {
      expect(loaderFor(route(id), runtime), id).toBeUndefined();
    }
  });

  it("sends a rep away from configuration and lets a root-team admin in", async () => {
    expect(await visit(await runtimeAs("rep"), "configuration")).toBe("/");
    expect(await visit(await runtimeAs("admin"), "configuration")).toBeNull();
    expect(await visit(await runtimeAs("admin", { rootTeam: false }), "configuration")).toBe("/");
  });
});

describe("redirects", () => {
  it("goes to the general sub-page of campaign, team and user edits", async () => {
    const admin = await runtimeAs("admin");
    expect(await visit(admin, "campaignEdit", { id: "c1" })).toBe("/campaign/c1/edit/general");
    expect(await visit(admin, "teamEdit", { id: "t1" })).toBe("/team/t1/edit/general");
    expect(await visit(admin, "userEdit", { id: "p00001" })).toBe("/user/p00001/edit/general");
  });

  it("defaults the dashboard to subs, and keeps another type", async () => {
    const admin = await runtimeAs("admin");
    expect(await visit(admin, "dashboard", { "*": "" })).toBe("/dashboard/subs");
    expect(await visit(admin, "dashboard", { "*": "weekly" })).toBeNull();
  });

  it("answers 404 for a campaign edit page the spec does not have", async () => {
    const admin = await runtimeAs("admin");
    expect(await visit(admin, "campaignEditPage", { id: "c1", page: "2step" })).toBeNull();
    expect(await visit(admin, "campaignEditPage", { id: "c1", page: "nope" })).toBe("/404");
  });

  it("opens the signed-in user's own profile for /user/me", async () => {
    expect(await visit(await runtimeAs("rep"), "userMe")).toBe("/user/p00001");
  });

  it("looks an export instance up, or goes to /404", async () => {
    const admin = await runtimeAs("admin");
    expect(await visit(admin, "exportInstanceLookup", { id: "inst01" })).toBe(
      "/export/exp042/instance/inst01",
    );
    expect(await visit(admin, "exportInstanceLookup", { id: "zzz999" })).toBe("/404");
  });
});
