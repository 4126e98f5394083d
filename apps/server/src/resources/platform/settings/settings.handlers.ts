/** `getClientSettings`, `getPortalSettings` and `logUsageEvent`: the open calls of the console. */
import type { Schema } from "@canvass/sdk/contract";
import { conditional, notFound, tooManyRequests, type HandlerMap } from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";
import { PORTAL_SETTINGS_PATH } from "../assets/asset-files.js";
import { readAsset } from "../assets/asset-store.js";
import { parseJsonObject } from "../assets/file-checks.js";
import { toClientSettings } from "./client-settings.js";
import { createRateLimiter } from "./usage-events.js";

export function settingsHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  const usageLimiter = createRateLimiter();
  return {
    getClientSettings: async (ctx) => {
      const row = await db
        .selectFrom("settings")
        .select(["data", "modified"])
        .where("key", "=", "client")
        .executeTakeFirst();
      const cache = conditional(ctx.headers["If-Modified-Since"], row?.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      return {
        status: 200,
        body: toClientSettings(row?.data, row?.modified ?? new Date(0)),
        headers: cache.headers,
      };
    },

    getPortalSettings: async (ctx) => {
      const file = await readAsset(db, PORTAL_SETTINGS_PATH);
      if (file === undefined) throw notFound("This host has no portal settings file.");
      const cache = conditional(ctx.headers["If-Modified-Since"], file.modified);
      if (cache.notModified) return { status: 304, headers: cache.headers };
      const parsed = parseJsonObject(file.bytes);
      if (!parsed.ok) throw notFound("The portal settings file is not readable.");
      // Stored only by the seed and the settings tools, which write a `PortalSettings` object.
      const body = parsed.value as Schema<"PortalSettings">;
      return { status: 200, body, headers: cache.headers };
    },

    logUsageEvent: (ctx) => {
      const wait = usageLimiter.take(ctx.request.ip, deps.now());
      if (wait > 0) throw tooManyRequests(wait, "Too many usage events from this address.");
      const { category, action, label, value, client, platform, app, user, time } = ctx.body;
      deps.log(
        { usage: { category, action, label, value, client, platform, app, user, time } },
        "usage event",
      );
      return { status: 202 };
    },
  };
}
