import type { WarningLogger } from "./logger";

/** The hostname whose configuration every other host falls back to. */
export const FALLBACK_HOSTNAME = "localhost";

export type HostConfigResolution<Config> =
  | {
      readonly ok: true;
      readonly config: Config;
      readonly hostname: string;
      readonly fallback: boolean;
    }
  | { readonly ok: false; readonly reason: "noConfig"; readonly hostname: string };

/** Reads the configuration of one hostname; throws (or rejects) when it has none it can use. */
export type HostConfigLoader<Config> = (hostname: string) => Config | Promise<Config>;

export interface ResolveHostConfigOptions<Config> {
  readonly load: HostConfigLoader<Config>;
  readonly logger: WarningLogger;
}

/** A hostname as configurations are keyed: trimmed, lower case, no trailing dot. */
export function normaliseHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, "");
}

/**
 * Picks the per-host configuration (spec §1, §8 "Host configuration fails to load → falls back
 * to the default (localhost) configuration"): the hostname's own, else the `localhost` one with
 * a warning. When neither loads the result says so instead of throwing.
 */
export async function resolveHostConfig<Config>(
  hostname: string,
  { load, logger }: ResolveHostConfigOptions<Config>,
): Promise<HostConfigResolution<Config>> {
  const wanted = normaliseHostname(hostname) || FALLBACK_HOSTNAME;
  try {
    return { ok: true, config: await load(wanted), hostname: wanted, fallback: false };
  } catch {
    // the fallback below
  }
  if (wanted !== FALLBACK_HOSTNAME) {
    try {
      const config = await load(FALLBACK_HOSTNAME);
      logger.warn(`No configuration for host "${wanted}"; using the ${FALLBACK_HOSTNAME} one.`, {
        hostname: wanted,
      });
      return { ok: true, config, hostname: FALLBACK_HOSTNAME, fallback: true };
    } catch {
      // no configuration at all
    }
  }
  logger.warn(`No configuration for host "${wanted}" and no ${FALLBACK_HOSTNAME} fallback.`, {
    hostname: wanted,
  });
  return { ok: false, reason: "noConfig", hostname: wanted };
}
