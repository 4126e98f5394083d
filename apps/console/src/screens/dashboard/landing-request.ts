/**
 * The built-in dashboard's request, started by the route's loader once the gate has passed (the
 * session is known; `routing/route-data.ts`) instead of once the dashboard's code (with ECharts)
 * and the signed-in frame have loaded and drawn (decision 0070). The page takes it over when it
 * asks for the same query, and reads the clock of the request for its address, so "today" and
 * the range are the ones the request was made with. A dashboard page (`/dashboard/{type}/{id}`)
 * waits for its filters and is not started here; nor is an address the page rewrites first.
 */
import type { CallData, Result } from "@canvass/sdk/client";
import {
  BUILT_IN_DASHBOARD_TYPE,
  dashboardQuery,
  parseDashboardAddress,
} from "@canvass/sdk/dashboard";
import type { RouteDataArgs } from "../../routing/route-data";
import { SPLAT_PARAM } from "../../routing/route-path";
import { subsAddressOptions } from "../subs/use-subs-view";

type Dashboard = CallData<"getDashboard">;

interface Started {
  readonly search: string;
  readonly now: Date;
  readonly key: string;
  readonly result: Promise<Result<Dashboard>>;
  /** Its answer has come. */
  answered: boolean;
}

/** The request the last loader started, until the page takes it. */
let started: Started | undefined;
/** The request the last loader started, taken or not. */
let last: Started | undefined;

/** What the page's `getDashboard` query is known by: the same query, the same key. */
export const dashboardQueryKey = (type: string, query: unknown): string =>
  `dashboard:${type}:${JSON.stringify(query)}`;

interface Planned {
  readonly search: string;
  readonly now: Date;
  readonly key: string;
  readonly query: ReturnType<typeof dashboardQuery>;
}

/** The built-in page's query for this address, or undefined when the loader sends nothing. */
function requestOf(params: RouteDataArgs["params"], url: URL): Planned | undefined {
  if ((params[SPLAT_PARAM] ?? "") !== BUILT_IN_DASHBOARD_TYPE) return undefined;
  const search = url.searchParams.toString();
  const options = subsAddressOptions();
  const parsed = parseDashboardAddress(new URLSearchParams(search), options);
  if (parsed.notices.length > 0) return undefined;
  const now = new Date();
  const query = dashboardQuery(parsed.view, { now }, options);
  return { search, now, query, key: dashboardQueryKey(BUILT_IN_DASHBOARD_TYPE, query) };
}

export function start({ params, url, runtime }: RouteDataArgs): void {
  const next = requestOf(params, url);
  // The loader ran again for the same address (two navigations to one page, the second before
  // the first one's page was drawn): the same read is still on its way, offered or taken, and a
  // second one would read the same rows twice (the start-up requests e2e caught this).
  if (next !== undefined && last?.key === next.key && !last.answered) return;
  started = undefined;
  if (next === undefined) return;
  const { search, now, key, query } = next;
  const type = BUILT_IN_DASHBOARD_TYPE;
  const request: Started = {
    search,
    now,
    key,
    result: runtime.services.client.call("getDashboard", { params: { path: { type }, query } }),
    answered: false,
  };
  started = request;
  last = request;
  void request.result.finally(() => {
    request.answered = true;
  });
}

/** The clock reading of the request started for the built-in page at this address, if one was. */
export function startedClock(type: string, search: string): Date | undefined {
  return type === BUILT_IN_DASHBOARD_TYPE && started?.search === search ? started.now : undefined;
}

/**
 * The request started for this key, once: a later ask (a retry) calls again. A page that is
 * unmounted before the answer came (its `signal` aborts first) leaves the request for the page
 * drawn next, which would otherwise send the same read a second time.
 */
export function takeStartedRequest(
  key: string,
  signal?: AbortSignal,
): Promise<Result<Dashboard>> | undefined {
  if (started?.key !== key) return undefined;
  const taken = started;
  started = undefined;
  signal?.addEventListener(
    "abort",
    () => {
      if (!taken.answered && started === undefined) started = taken;
    },
    { once: true },
  );
  return taken.result;
}
