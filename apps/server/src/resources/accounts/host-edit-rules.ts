/**
 * The host's rules for editing submissions, read from its portal settings file
 * (`assets/settings/portal.json`, `options`) by the SDK's `accountEditRulesOf` — the same
 * function the console's editor uses, so both hold a change to the same `accountValidators`.
 * No file, an unreadable one or a malformed entry means the defaults for what is missing
 * (a bad settings file never blocks saving; each skipped entry is logged).
 */
import { accountEditRulesOf, type AccountEditRules } from "@canvass/sdk/accounts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { PORTAL_SETTINGS_PATH } from "../platform/assets/asset-files.js";
import { readAsset } from "../platform/assets/asset-store.js";
import { parseJsonObject } from "../platform/assets/file-checks.js";

export type WarningLog = (message: string, context?: Readonly<Record<string, unknown>>) => void;

export async function hostEditRules(
  db: Kysely<Database>,
  warn: WarningLog = () => undefined,
): Promise<AccountEditRules> {
  const file = await readAsset(db, PORTAL_SETTINGS_PATH);
  const parsed = file === undefined ? undefined : parseJsonObject(file.bytes);
  if (parsed !== undefined && !parsed.ok) warn(`Portal settings ignored: ${parsed.reason}`);
  const options = parsed?.ok === true ? parsed.value.options : undefined;
  return accountEditRulesOf(options, { warn });
}
