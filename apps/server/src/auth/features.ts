/**
 * The host's features (spec feature toggles and per-role restriction defaults), read from the
 * `settings` row `client` through the SDK's `resolveFeatures`, cached for a few seconds so a
 * change reaches every server process quickly without a query per request.
 */
import { resolveFeatures, type Features } from "@canvass/sdk/permissions";
import type { Kysely } from "kysely";
import type { Database } from "../db/index.js";

export const FEATURES_CACHE_MS = 5_000;

export interface FeatureSource {
  current(): Promise<Features>;
  /** Forget the cached value (after the settings change). */
  invalidate(): void;
}

export function createFeatureSource(db: Kysely<Database>, now: () => Date): FeatureSource {
  let cached: { at: number; value: Promise<Features> } | undefined;
  const load = async (): Promise<Features> => {
    const row = await db
      .selectFrom("settings")
      .select("data")
      .where("key", "=", "client")
      .executeTakeFirst();
    const data = row?.data ?? {};
    const features =
      typeof data.features === "object" && data.features !== null && !Array.isArray(data.features)
        ? data.features
        : {};
    // `user.*` and `team.*` switches live beside `features` in the settings (spec: user.metadata…).
    return resolveFeatures({
      user: data.user,
      team: data.team,
      ...features,
      roleRestrictions: data.roleRestrictions,
    });
  };
  return {
    current() {
      const at = now().getTime();
      if (cached === undefined || at - cached.at > FEATURES_CACHE_MS) {
        const value = load();
        cached = { at, value };
        value.catch(() => {
          cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
