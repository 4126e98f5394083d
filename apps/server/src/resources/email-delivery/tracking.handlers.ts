/**
 * The tracking pixel (`trackEmailOpen`, designed, decision 0061): no token, the message's
 * random tracking token is the capability. The first load with the right token marks the
 * message `opened`; every well-formed request gets the same uncacheable 1×1 GIF, so the call
 * says nothing about which messages exist or are tracked.
 */
import type { HandlerMap } from "../../http/index.js";
import { OPEN_PIXEL_GIF, recordOpened } from "../../mail/index.js";
import type { ServerDeps } from "../../services.js";

const PIXEL_HEADERS = {
  "Cache-Control": "no-store, private",
  "Referrer-Policy": "no-referrer",
};

export function trackingHandlers(deps: ServerDeps): HandlerMap {
  return {
    trackEmailOpen: async (ctx) => {
      const opened = await recordOpened(deps.db, ctx.params.id, ctx.query.t, deps.now());
      if (opened) deps.log({ messageId: ctx.params.id }, "mail opened");
      return {
        status: 200,
        body: OPEN_PIXEL_GIF,
        contentType: "image/gif",
        headers: PIXEL_HEADERS,
      };
    },
  };
}
