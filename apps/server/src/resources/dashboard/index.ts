/**
 * The handlers of the dashboard area (issue #20): `GET /dashboard/{type}/`, every panel's
 * series of a dashboard in one call. Readable by whoever may read submissions (ViewDashboard
 * is `accounts:get`), within the caller's scope as on the submissions list.
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { notFound, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { rowScope } from "../accounts/row-scope.js";
import { dashboardFilters } from "./dashboard-filters.js";
import { dashboardFromRollup } from "./rollup-dashboard.js";

export function dashboardHandlers(deps: ServerDeps): HandlerMap {
  return {
    getDashboard: async ({ principal, params, query }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "get", "ViewDashboard");
      if (params.type !== "subs") throw notFound(`No dashboard of type ${params.type}.`);
      const filters = dashboardFilters(query);
      const scope = await rowScope(deps.db, caller);
      const panels = await dashboardFromRollup(deps.db, scope, filters, deps.now());
      return {
        status: 200,
        body: {
          Type: params.type,
          After: filters.range.after.toISOString(),
          Before: filters.range.before.toISOString(),
          PreviousAfter: filters.previous.after.toISOString(),
          PreviousBefore: filters.previous.before.toISOString(),
          Interval: filters.interval,
          ...panels,
        },
      };
    },
  };
}
