/**
 * `GET /query/accounts/` (and its CSV, `/query/accounts/csv/`), `/query/cancels/` and
 * `/query/checkins/`: the permission of each list,
 * then the shared list engine. Submissions are readable by every role (`accounts:get`) within
 * their scope, with the fields their flags hide left out; cancels and check-ins need
 * ViewCancelsList and ViewCheckinsList.
 */
import { principalOf, requireRule } from "../../auth/index.js";
import type { HandlerMap } from "../../http/index.js";
import { refuseUndeclaredParameters } from "../lists/index.js";
import { accountsCsv } from "./account-csv.js";
import { ACCOUNT_LIST } from "./account-fields.js";
import { CANCEL_LIST } from "./cancel-fields.js";
import { CHECKIN_LIST, CHECKIN_LISTS_BY_GEOFENCE } from "./checkin-fields.js";
import { refreshCheckinGeofence } from "./checkin-geofence.js";
import { answerList } from "./list-handler.js";
import type { ListContext } from "./list-query.js";
import { hiddenGroups } from "./visibility.js";

const NOTHING_HIDDEN = new Set<never>();

export function listHandlers(context: ListContext): HandlerMap {
  return {
    queryAccounts: (ctx) => {
      const { principal, query, headers, reply } = ctx;
      const caller = principalOf({ principal });
      requireRule(caller, "accounts", "get", "ViewSubList");
      refuseUndeclaredParameters(ctx);
      return answerList(
        context,
        ACCOUNT_LIST,
        { principal: caller, query, ifModifiedSince: headers["If-Modified-Since"], reply },
        hiddenGroups(caller),
      );
    },
    exportAccountsCsv: async (ctx) => {
      const caller = principalOf({ principal: ctx.principal });
      requireRule(caller, "accounts", "get", "ViewSubList");
      refuseUndeclaredParameters(ctx);
      const csv = await accountsCsv(context, caller, ctx.query);
      return {
        status: 200,
        body: csv.body,
        contentType: "text/csv; charset=utf-8",
        headers: {
          "Content-Disposition": `attachment; filename="${csv.fileName}"`,
          "Cache-Control": "no-store",
        },
      };
    },
    queryCancels: (ctx) => {
      const { principal, query, headers, reply } = ctx;
      const caller = principalOf({ principal });
      requireRule(caller, "cancels", "get", "ViewCancelsList");
      refuseUndeclaredParameters(ctx);
      return answerList(
        context,
        CANCEL_LIST,
        { principal: caller, query, ifModifiedSince: headers["If-Modified-Since"], reply },
        NOTHING_HIDDEN,
      );
    },
    queryCheckins: async (ctx) => {
      const { principal, query, headers, reply } = ctx;
      const caller = principalOf({ principal });
      requireRule(caller, "checkins", "get", "ViewCheckinsList");
      refuseUndeclaredParameters(ctx);
      // The geofence flags first: a check-in or territory that changed is checked again.
      await refreshCheckinGeofence(context.db);
      return answerList(
        context,
        query.Geofence === undefined ? CHECKIN_LIST : CHECKIN_LISTS_BY_GEOFENCE[query.Geofence],
        { principal: caller, query, ifModifiedSince: headers["If-Modified-Since"], reply },
        NOTHING_HIDDEN,
      );
    },
  };
}
