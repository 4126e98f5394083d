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

export interface ResolveHostConfigOptions {
  readonly logger: WarningLogger;
}

function normaliseHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, "");
}

/**
 * Picks the per-host configuration (spec §1): keyed by hostname, falling back to the `localhost`
 * one with a warning. When neither exists the result says so instead of throwing.
 */
export function resolveHostConfig<Config>(
  configsByHostname: Readonly<Record<string, Config>>,
  hostname: string,
  { logger }: ResolveHostConfigOptions,
): HostConfigResolution<Config> {
  const wanted = normaliseHostname(hostname);
  if (Object.hasOwn(configsByHostname, wanted)) {
    return {
      ok: true,
      config: configsByHostname[wanted] as Config,
      hostname: wanted,
      fallback: false,
    };
  }
  if (Object.hasOwn(configsByHostname, FALLBACK_HOSTNAME)) {
    logger.warn(`No configuration for host "${wanted}"; using the ${FALLBACK_HOSTNAME} one.`, {
      hostname: wanted,
    });
    return {
      ok: true,
      config: configsByHostname[FALLBACK_HOSTNAME] as Config,
      hostname: FALLBACK_HOSTNAME,
      fallback: true,
    };
  }
  logger.warn(`No configuration for host "${wanted}" and no ${FALLBACK_HOSTNAME} fallback.`, {
    hostname: wanted,
  });
  return { ok: false, reason: "noConfig", hostname: wanted };
}
