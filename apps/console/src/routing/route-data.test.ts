// @vitest-environment node
/**
 * The dashboard's first request leaves from its route's loader (decision 0070): once the gate has
 * passed, one `getDashboard` with the page's query; the page takes that request over (once) when
 * it asks with the same clock; nothing leaves for a dashboard page, for an address the page
 * rewrites first, or for a visitor the gate turns away.
 */
import { dashboardQuery, parseDashboardAddress } from "@canvass/sdk/dashboard";
import type { Role } from "@canvass/sdk/permissions";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Runtime } from "../app/runtime";
import { DEFAULT_CLIENT_SETTINGS } from "../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../boot/host-config";
import {
  dashboardQueryKey,
  startedClock,
  takeStartedRequest,
} from "../screens/dashboard/landing-request";
import { subsAddressOptions } from "../screens/subs/use-subs-view";
import { createServices } from "../services/services";
import { startLoopbackServer, type LoopbackServer } from "../testing/loopback-server";
import { settledSessionActor } from "../testing/session-fixtures";
import { loaderFor } from "./loaders";
import { preloadRouteData, startRouteData } from "./route-data";
import { ROUTES } from "./route-table";

/** The dashboard calls the loopback API received, as `path?query`. */
const received: string[] = [];
/** While set, dashboard answers wait for it (a read still on its way). */
let hold: Promise<void> | undefined;
let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname.startsWith("/api/dashboard/")) {
      received.push(`${url.pathname}${url.search}`);
      const body = JSON.stringify({ Type: "subs", Answer: received.length });
      void (hold ?? Promise.resolve()).then(() => {
        response.writeHead(200, { "content-type": "application/json" }).end(body);
      });
      return;
    }
    response
      .writeHead(404, { "content-type": "application/problem+json" })
      .end(JSON.stringify({ title: "Not found", status: 404 }));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  received.length = 0;
  hold = undefined;
});

async function runtimeAs(role: Role | null): Promise<Runtime> {
  const config = {
    ...DEFAULT_HOST_CONFIG,
    api: { baseUrl: `${server.origin}/api`, assetsUrl: `${server.origin}/assets`, loggingUrl: "" },
  };
  const services = createServices(config, {
    tokens: { read: () => null, write: () => null, clear: () => undefined },
  });
  const session = await settledSessionActor(role);
  return { config, settings: DEFAULT_CLIENT_SETTINGS, services, session } as unknown as Runtime;
}

const dashboardRoute = ROUTES.find((route) => route.id === "dashboard");

/** Runs the dashboard route's loader for `/dashboard/{splat}{search}`; the redirect, or null. */
async function visit(runtime: Runtime, splat: string, search: string): Promise<string | null> {
  if (dashboardRoute === undefined) throw new Error("no dashboard route");
  const loader = loaderFor(dashboardRoute, runtime);
  if (loader === undefined) throw new Error("the dashboard route has no loader");
  const result: unknown = await loader({
    params: { "*": splat },
    request: new Request(`http://127.0.0.1/dashboard/${splat}${search}`),
    context: undefined,
  } as never);
  return result instanceof Response ? result.headers.get("Location") : null;
}

/** Until the request the loader sent has arrived (it is not awaited by the loader). */
async function arrived(count: number): Promise<void> {
  await expect.poll(() => received.length).toBe(count);
}

/** The key the page asks with for this address, at this clock reading. */
function pageKey(search: string, now: Date): string {
  const options = subsAddressOptions();
  const { view } = parseDashboardAddress(new URLSearchParams(search), options);
  return dashboardQueryKey("subs", dashboardQuery(view, { now }, options));
}

describe("the dashboard's request from its loader", () => {
  it("leaves once the gate has passed, with the page's query, and is taken over once", async () => {
    const runtime = await runtimeAs("admin");
    const search = "range=90d-before&tz=UTC";
    expect(await visit(runtime, "subs", `?${search}`)).toBeNull();
    await arrived(1);
    const now = startedClock("subs", search);
    expect(now).toBeInstanceOf(Date);
    if (now === undefined) return;
    // The page's query at that clock reading is the one sent.
    const options = subsAddressOptions();
    const query = dashboardQuery(
      parseDashboardAddress(new URLSearchParams(search), options).view,
      { now },
      options,
    );
    const sent = new URL(received[0] ?? "", "http://127.0.0.1");
    expect(sent.pathname).toBe("/api/dashboard/subs/");
    expect(sent.searchParams.get("After")).toBe(query.After);
    expect(sent.searchParams.get("Before")).toBe(query.Before);
    expect(sent.searchParams.get("timezone")).toBe("UTC");
    // Another address has no clock of its own; another query does not take the request.
    expect(startedClock("subs", "range=thisYear&tz=UTC")).toBeUndefined();
    expect(startedClock("other", search)).toBeUndefined();
    expect(takeStartedRequest(pageKey("range=thisYear&tz=UTC", now))).toBeUndefined();
    const taken = takeStartedRequest(pageKey(search, now));
    expect(taken).toBeDefined();
    const answer = await taken;
    expect(answer?.ok && (answer.data as unknown as { Answer: number }).Answer).toBe(1);
    // Taken once: a retry asks the server again.
    expect(takeStartedRequest(pageKey(search, now))).toBeUndefined();
    expect(received).toHaveLength(1);
  });

  it("sends nothing for a dashboard page, an address the page rewrites, or a signed-out visitor", async () => {
    const admin = await runtimeAs("admin");
    expect(await visit(admin, "subs/page01", "?range=thisYear")).toBeNull();
    expect(await visit(admin, "subs", "?range=thisYear&colour=red")).toBeNull();
    expect(startedClock("subs", "range=thisYear&colour=red")).toBeUndefined();
    const signedOut = await runtimeAs(null);
    expect(await visit(signedOut, "subs", "?range=thisYear")).toBe(
      "/login?next=%2Fdashboard%2Fsubs%3Frange%3DthisYear",
    );
    // The loaders have all returned; give a stray request time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  it("leaves the request for the next page when the page that took it goes before the answer", async () => {
    const runtime = await runtimeAs("admin");
    const search = "range=90d-before&tz=UTC";
    expect(await visit(runtime, "subs", `?${search}`)).toBeNull();
    const now = startedClock("subs", search);
    if (now === undefined) throw new Error("no request started");
    const key = pageKey(search, now);
    // The first page takes it and is unmounted at once (its query's signal aborts).
    const gone = new AbortController();
    const first = takeStartedRequest(key, gone.signal);
    expect(first).toBeDefined();
    gone.abort();
    // The page drawn next takes the same request: no second read.
    const staying = new AbortController();
    const second = takeStartedRequest(key, staying.signal);
    expect(second).toBe(first);
    const answer = await second;
    expect(answer?.ok && (answer.data as unknown as { Answer: number }).Answer).toBe(1);
    // Once answered, a page that goes leaves nothing: a retry asks the server again.
    staying.abort();
    expect(takeStartedRequest(key)).toBeUndefined();
    expect(received).toHaveLength(1);
  });

  it("sends the read once when the loader runs again for the same address before the answer", async () => {
    const runtime = await runtimeAs("admin");
    const search = "range=90d-before&tz=UTC";
    let answer: () => void = () => undefined;
    hold = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Two navigations to one page: the loader runs twice before the first read is answered.
    expect(await visit(runtime, "subs", `?${search}`)).toBeNull();
    await arrived(1);
    expect(await visit(runtime, "subs", `?${search}`)).toBeNull();
    const now = startedClock("subs", search);
    if (now === undefined) throw new Error("no request started");
    const taken = takeStartedRequest(pageKey(search, now));
    expect(taken).toBeDefined();
    answer();
    const result = await taken;
    expect(result?.ok && (result.data as unknown as { Answer: number }).Answer).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
    // Once answered, the loader of a later visit reads again.
    expect(await visit(runtime, "subs", `?${search}`)).toBeNull();
    await arrived(2);
  });

  it("starts at once, without waiting for a task, when the module was fetched ahead", async () => {
    const runtime = await runtimeAs("admin");
    preloadRouteData("dashboard");
    // The same module the preload asked for: loaded once it has resolved here.
    await import("../screens/dashboard/landing-request");
    await new Promise((resolve) => setTimeout(resolve, 0));
    const search = "range=thisYear&tz=UTC";
    const url = new URL(`http://127.0.0.1/dashboard/subs?${search}`);
    const running = startRouteData("dashboard", { params: { "*": "subs" }, url, runtime });
    // Started in the same turn: the page can already find the request's clock.
    const now = startedClock("subs", search);
    expect(now).toBeInstanceOf(Date);
    await running;
    if (now === undefined) return;
    await arrived(1);
    expect(await takeStartedRequest(pageKey(search, now))).toBeDefined();
  });
});
