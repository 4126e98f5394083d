/**
 * The client settings (`GET /settings/client/`, open): the feature switches that hide or enable
 * areas and the languages the organisation allows. Loaded at boot, before sign-in; when they
 * cannot be read the defaults apply (every language, the SDK's default features).
 */
import type { CanvassClient } from "@canvass/sdk/client";
import { type Locale, isSupportedLocale, SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { type Features, DEFAULT_FEATURES, resolveFeatures } from "@canvass/sdk/permissions";
import type { WarningLogger } from "@canvass/sdk/settings";

export interface ClientSettings {
  readonly features: Features;
  /** The organisation's default locale. */
  readonly defaultLocale: Locale | null;
  /** The locales the language popup offers and saves (every supported one by default). */
  readonly allowedLocales: readonly Locale[];
}

export const DEFAULT_CLIENT_SETTINGS: ClientSettings = {
  features: DEFAULT_FEATURES,
  defaultLocale: null,
  allowedLocales: SUPPORTED_LOCALES,
};

export async function loadClientSettings(
  client: Pick<CanvassClient, "call">,
  logger: WarningLogger,
): Promise<ClientSettings> {
  const result = await client.call("getClientSettings");
  if (!result.ok) {
    logger.warn("The client settings could not be loaded; using the defaults.");
    return DEFAULT_CLIENT_SETTINGS;
  }
  const { data } = result;
  const allowed = data.opts.languages.allowed.filter(isSupportedLocale);
  const fallback = data.opts.languages.default;
  return {
    features: resolveFeatures(
      { ...data.features, user: data.user, team: data.team },
      {
        warn: (message) => {
          logger.warn(message);
        },
      },
    ),
    defaultLocale: isSupportedLocale(fallback) ? fallback : null,
    allowedLocales: allowed.length > 0 ? allowed : SUPPORTED_LOCALES,
  };
}
