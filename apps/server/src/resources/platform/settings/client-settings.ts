/**
 * The client settings document (`settings` row `client`) as the contract's `ClientSettings`. The
 * call is open, so only the keys the contract names are passed on (`opts`, `features`, `user`,
 * `team`); other host settings in the row (per-role restriction defaults, …) stay private.
 * `user` and `team` are host switches, not data about the caller, so anonymous callers get them
 * too: the SDK caches this read by path, and a copy without them would outlive the sign-in.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { JsonObject } from "../../../db/index.js";

export type ClientSettings = Schema<"ClientSettings">;

/** What the console runs on when the row is missing. */
const FALLBACK: Omit<ClientSettings, "modified"> = {
  opts: { languages: { default: "en-CA", allowed: ["en-CA"] } },
  features: {},
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function toClientSettings(data: JsonObject | undefined, modified: Date): ClientSettings {
  if (data === undefined) return { modified: modified.toISOString(), ...FALLBACK };
  // The stored document is written by the server in this shape (seed, settings updates).
  const stored = data as unknown as Partial<ClientSettings>;
  return {
    modified: modified.toISOString(),
    opts: isObject(stored.opts) ? stored.opts : FALLBACK.opts,
    features: isObject(stored.features) ? stored.features : FALLBACK.features,
    ...(isObject(stored.user) ? { user: stored.user } : {}),
    ...(isObject(stored.team) ? { team: stored.team } : {}),
  };
}
