/** `validateEmail` and `validatePolygonSearch`: verdicts for any signed-in caller, never cached. */
import { principalOf } from "../../../auth/index.js";
import type { HandlerMap } from "../../../http/index.js";
import { checkEmailAddress } from "./email-check.js";
import { checkPolygonSearch } from "./polygon-check.js";

const NO_STORE = { "cache-control": "no-store" };

export function validationHandlers(): HandlerMap {
  return {
    validateEmail: (ctx) => {
      principalOf(ctx);
      return { status: 200, body: checkEmailAddress(ctx.query.email), headers: NO_STORE };
    },
    validatePolygonSearch: async (ctx) => {
      principalOf(ctx);
      return { status: 200, body: await checkPolygonSearch(ctx.query.polygon), headers: NO_STORE };
    },
  };
}
