/**
 * The handlers of the dashboard area (issue #20): `GET /dashboard/{type}/`, every panel's
 * series of a dashboard in one call. Readable by whoever may read submissions (ViewDashboard
 * is `accounts:get`), within the caller's scope as on the submissions list. The types are the
 * built-in `subs` and the type of every dashboard page the caller sees (decision 0056): each
 * answers the same panels, and the page picks which it draws.
 */
import { BUILT_IN_DASHBOARD_TYPE } from "@canvass/sdk/dashboard";
import type { Kysely } from "kysely";
import { principalOf, requireRule, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { rowScope } from "../accounts/row-scope.js";
import { visiblePagesCondition } from "../admin/dash-page-rows.js";
import { dashboardFilters } from "./dashboard-filters.js";
import { dashboardFromRollup } from "./rollup-dashboard.js";

export function dashboardHandlers(deps: ServerDeps): HandlerMap {
  return {
    getDashboard: async ({ principal, params, query }) => {
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "get", "ViewDashboard");
      if (!(await dashboardTypeExists(deps.db, caller, params.type))) {
        throw notFound(`No dashboard of type ${params.type}.`);
      }
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

/** `subs`, or a type of which the caller sees a dashboard page. */
async function dashboardTypeExists(
  db: Kysely<Database>,
  caller: Principal,
  type: string,
): Promise<boolean> {
  if (type === BUILT_IN_DASHBOARD_TYPE) return true;
  let pages = db.selectFrom("dash_pages").select("id").where("type", "=", type);
  const visible = visiblePagesCondition(caller);
  if (visible !== undefined) pages = pages.where(visible);
  return (await pages.limit(1).executeTakeFirst()) !== undefined;
}
