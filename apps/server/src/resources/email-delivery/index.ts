/**
 * The e-mail delivery area (issue 24, decision 0040): sender domains with their DNS records and
 * validation, the messages log (`/messages`), bounces, the tracking pixel (decision 0061).
 * Registers the `mail-send` job kind.
 */
import type { HandlerMap } from "../../http/index.js";
import { registerMail } from "../../mail/index.js";
import type { ServerDeps } from "../../services.js";
import { bounceHandlers } from "./bounces.handlers.js";
import { domainHandlers } from "./domains.handlers.js";
import { messageHandlers } from "./messages.handlers.js";
import { trackingHandlers } from "./tracking.handlers.js";

export function emailDeliveryHandlers(deps: ServerDeps): HandlerMap {
  registerMail(deps);
  return {
    ...domainHandlers(deps),
    ...messageHandlers(deps),
    ...bounceHandlers(deps),
    ...trackingHandlers(deps),
  };
}
