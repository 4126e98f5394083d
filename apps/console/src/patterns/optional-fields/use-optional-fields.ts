/**
 * The optional fields the portal settings configure for users or teams (`user.metadata`,
 * `team.metadata`; decision 0011), read through the open `getPortalSettings` call (cached with
 * `If-Modified-Since`). No settings file means no configured fields; a malformed definition is
 * skipped with a warning in the console log.
 */
import type { ClientError } from "@canvass/sdk/client";
import { metadataFieldsOf, type MetadataField } from "@canvass/sdk/fields";
import { defaultLogger } from "@canvass/sdk/logging";
import { useMemo } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../data/use-api-query";

/** What the page needs of the portal settings: their options, untyped until read field by field. */
interface PortalOptions {
  readonly options: unknown;
}

export interface OptionalFieldsQuery {
  /** The fields, once known (`[]` when none are configured or there is no settings file). */
  readonly fields: readonly MetadataField[] | undefined;
  readonly error: ClientError | undefined;
  readonly reload: () => void;
}

export function useOptionalFields(kind: "user" | "team"): OptionalFieldsQuery {
  const { client } = useRuntime().services;
  const settings = useApiQuery<PortalOptions>("portal-settings", async (signal) => {
    const result = await client.call("getPortalSettings", { signal });
    if (result.ok) return { ok: true, data: { options: result.data.options } };
    // No settings file on this host: the defaults, which configure no field.
    if (result.error.kind === "http" && result.error.status === 404) {
      return { ok: true, data: { options: {} } };
    }
    return result;
  });
  const options = settings.data?.options;
  const fields = useMemo(
    () => (options === undefined ? undefined : metadataFieldsOf(options, kind, defaultLogger)),
    [options, kind],
  );
  return { fields, error: settings.error, reload: settings.reload };
}
