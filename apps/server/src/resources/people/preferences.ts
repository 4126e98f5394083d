/**
 * `GET` and `PUT /players/{id}/preferences/`: one user's preferences, for the user themself or an
 * admin (403 otherwise; 404 for a user the admin may not see). A user without saved preferences
 * gets `{}`. The `PUT` replaces the whole object; a `language` the client settings do not allow
 * (`opts.languages.allowed`, the SDK's `canSwitchLanguage`) is a 422 naming `/language`.
 *
 * Older stores kept the language inside a group (`{ "general": { "language": "fr" } }`): the
 * answer lifts it to the top-level `language`, spelt as a supported locale (`parseLocale`).
 */
import type { Schema } from "@canvass/sdk/contract";
import { SUPPORTED_LOCALES, canSwitchLanguage, parseLocale } from "@canvass/sdk/locale";
import { isAdminLevel } from "@canvass/sdk/permissions";
import type { Kysely } from "kysely";
import { principalOf, type Principal } from "../../auth/index.js";
import type { Database, JsonObject } from "../../db/index.js";
import { toJson } from "../../db/index.js";
import {
  conditional,
  forbidden,
  tablesModified,
  unprocessable,
  type OperationHandler,
} from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { visiblePlayer } from "./player-lookup.js";
import { rejectNulInBody } from "./text-input.js";

type Preferences = Schema<"PlayerPreferences">;

/** Yourself, or an admin for a user they may see. */
async function requireSelfOrAdmin(
  db: Kysely<Database>,
  principal: Principal,
  player: string,
): Promise<void> {
  if (player === principal.player.id) return;
  if (!isAdminLevel(principal.player.role)) {
    throw forbidden("Only the user themself or an admin may use a user's preferences.");
  }
  await visiblePlayer(db, principal, player);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The stored object as the contract answers it: the language at the top, as a locale. */
export function upgradePreferences(stored: JsonObject): Preferences {
  const { language, ...rest } = stored;
  const groups: unknown[] = Object.values(rest);
  const older = groups.find(
    (group): group is Record<string, unknown> =>
      isObject(group) && typeof group.language === "string",
  );
  const source = typeof language === "string" ? language : older?.language;
  const locale = typeof source === "string" ? parseLocale(source) : null;
  return locale === null ? rest : { ...rest, language: locale };
}

/** The locales a preference may hold: the client settings' allowed list, else every one. */
async function allowedLanguages(db: Kysely<Database>): Promise<readonly string[]> {
  const row = await db
    .selectFrom("settings")
    .select("data")
    .where("key", "=", "client")
    .executeTakeFirst();
  const opts = row?.data.opts;
  const languages = isObject(opts) ? opts.languages : undefined;
  const allowed = isObject(languages) ? languages.allowed : undefined;
  return Array.isArray(allowed) && allowed.every((item) => typeof item === "string")
    ? allowed
    : SUPPORTED_LOCALES;
}

export function getPlayerPreferences(deps: ServerDeps): OperationHandler<"getPlayerPreferences"> {
  return async ({ params, headers, ...context }) => {
    const principal = principalOf(context);
    await requireSelfOrAdmin(deps.db, principal, params.id);
    const row = await deps.db
      .selectFrom("preferences")
      .select(["data", "updated"])
      .where("player", "=", params.id)
      .executeTakeFirst();
    const modified = row?.updated ?? (await tablesModified(deps.db, ["preferences"]));
    const cache = conditional(headers["If-Modified-Since"], modified);
    if (cache.notModified) return { status: 304, headers: cache.headers };
    return { status: 200, body: upgradePreferences(row?.data ?? {}), headers: cache.headers };
  };
}

export function replacePlayerPreferences(
  deps: ServerDeps,
): OperationHandler<"replacePlayerPreferences"> {
  return async ({ params, body, ...context }) => {
    const principal = principalOf(context);
    await requireSelfOrAdmin(deps.db, principal, params.id);
    rejectNulInBody(body);
    if (body.language !== undefined) {
      const allowed = await allowedLanguages(deps.db);
      if (!canSwitchLanguage(body.language, allowed)) {
        throw unprocessable("This language is not offered here.", [
          {
            field: "/language",
            message: `${body.language} is not one of the allowed languages (${allowed.join(", ")}).`,
            code: "language",
          },
        ]);
      }
    }
    const now = deps.now();
    const data = toJson(body);
    // One statement: the upsert is its own transaction.
    await deps.db
      .insertInto("preferences")
      .values({ player: params.id, data, created: now, updated: now })
      .onConflict((conflict) => conflict.column("player").doUpdateSet({ data, updated: now }))
      .execute();
    return { status: 200, body };
  };
}
