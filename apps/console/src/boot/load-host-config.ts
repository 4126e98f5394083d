/**
 * Loads the host configuration file for this page's hostname, falling back to `localhost.json`
 * when the host has none (spec §8: "Host configuration fails to load → falls back to the default
 * (localhost) configuration"), and to the built-in defaults when even that one fails. The
 * fallback is the SDK's `resolveHostConfig`; this file only says where the files are.
 */
import { resolveHostConfig, type WarningLogger } from "@canvass/sdk/settings";
import { fetchJson, hostConfigUrl, type FetchJson } from "./host-config-file";
import { DEFAULT_HOST_CONFIG, parseHostConfig, type HostConfig } from "./host-config";

export interface LoadedHostConfig {
  readonly config: HostConfig;
  /** The file that was used (`localhost` when the host fell back), or `null` for the defaults. */
  readonly source: string | null;
}

export async function loadHostConfig(
  hostname: string,
  { fetchJson: get = fetchJson, logger }: { fetchJson?: FetchJson; logger: WarningLogger },
): Promise<LoadedHostConfig> {
  const resolved = await resolveHostConfig(hostname, {
    load: (name) => get(hostConfigUrl(name)),
    logger,
  });
  if (resolved.ok) {
    return { config: parseHostConfig(resolved.config, logger), source: resolved.hostname };
  }
  logger.warn("No host configuration could be loaded; using the built-in defaults.");
  return { config: DEFAULT_HOST_CONFIG, source: null };
}
