/**
 * The editor's rules of this host: the SDK's `accountEditRulesOf` over the portal settings'
 * options (field catalogue, editable fields, validators), read through the open
 * `getPortalSettings` call like the optional fields are. No settings file (404) means the
 * defaults; until the settings are read (or when they cannot be), `undefined`: the lookup
 * machine then keeps the default rules it started with.
 */
import { accountEditRulesOf, type AccountEditRules } from "@canvass/sdk/accounts";
import { defaultLogger } from "@canvass/sdk/logging";
import { useMemo } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../../patterns";

export function useEditRules(): AccountEditRules | undefined {
  const { client } = useRuntime().services;
  const settings = useApiQuery<{ readonly options: unknown }>("portal-settings", async (signal) => {
    const result = await client.call("getPortalSettings", { signal });
    if (result.ok) return { ok: true, data: { options: result.data.options } };
    if (result.error.kind === "http" && result.error.status === 404) {
      return { ok: true, data: { options: {} } };
    }
    return result;
  });
  const options = settings.data?.options;
  return useMemo(
    () => (options === undefined ? undefined : accountEditRulesOf(options, defaultLogger)),
    [options],
  );
}
