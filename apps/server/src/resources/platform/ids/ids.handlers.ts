/** `checkIdExists` (GET, JSON verdict) and `getIdType` (HEAD, type in `X-Entity-Type`). */
import { ENTITY_TYPE_HEADER } from "@canvass/sdk/client";
import { principalOf } from "../../../auth/index.js";
import type { HandlerMap } from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";
import { lookUpId } from "./id-visibility.js";

const NO_STORE = { "cache-control": "no-store" };

export function idHandlers(deps: ServerDeps): HandlerMap {
  return {
    checkIdExists: async (ctx) => {
      const principal = principalOf(ctx);
      const { exists, type } = await lookUpId(deps.db, principal, ctx.params.id);
      return {
        status: 200,
        body: { id: ctx.params.id, exists, ...(type === undefined ? {} : { type }) },
        headers: NO_STORE,
      };
    },
    getIdType: async (ctx) => {
      const principal = principalOf(ctx);
      const { type } = await lookUpId(deps.db, principal, ctx.params.id);
      // HEAD answers carry no body: a 404 here is the bare status, not a problem document.
      if (type === undefined) return { status: 404, headers: NO_STORE };
      return { status: 200, headers: { ...NO_STORE, [ENTITY_TYPE_HEADER]: type } };
    },
  };
}
