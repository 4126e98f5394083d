/**
 * Boot: the host configuration (branding applied at once), the SDK services, then the session
 * and the client settings together, then the long-lived actors. Navigation only starts once this
 * is done (spec §2: navigation waits for the configuration).
 *
 * Each request leaves as soon as its inputs are known (decision 0080): the host configuration's
 * file is read from `main.tsx` (`readFile`), before this code has loaded; the session needs only
 * the configuration, so its reads (the user and the team, together) leave with the client
 * settings' instead of after them; the preferences' read leaves when the session is signed in,
 * and the language it names is applied once the language runtime is made.
 */
import { notificationsMachine } from "@canvass/machines";
import { applyBranding } from "@canvass/ui";
import { createActor } from "xstate";
import type { Runtime } from "../app/runtime";
import {
  createLanguageRuntime,
  initialLocale,
  type LanguageRuntime,
} from "../i18n/language-runtime";
import { holdNavigationUntilRouter } from "../services/navigation";
import { createServices } from "../services/services";
import { applyPreferencesOnSignIn } from "../session/apply-preferences";
import { createSessionActor } from "../session/session-actor";
import { loadClientSettings } from "./client-settings";
import type { FetchJson } from "./host-config-file";
import { loadHostConfig } from "./load-host-config";

export async function boot(hostname: string, readFile?: FetchJson): Promise<Runtime> {
  const { config } = await loadHostConfig(hostname, {
    ...(readFile === undefined ? {} : { fetchJson: readFile }),
    logger: console,
  });
  applyBranding(document.documentElement, config.branding);
  const services = createServices(config);
  const session = createSessionActor(services, config.session);
  let languageMade: (language: LanguageRuntime) => void = () => undefined;
  const language = new Promise<LanguageRuntime>((resolve) => {
    languageMade = resolve;
  });
  applyPreferencesOnSignIn({ session, services, language });
  // A redirect the session decides before the router exists is made by the router.
  holdNavigationUntilRouter();
  session.start();
  const settings = await loadClientSettings(services.client, console);
  const overrides =
    Object.keys(config.localeOverrides).length === 0
      ? undefined
      : (await import("../i18n/compile-overrides")).compileOverrides(
          config.localeOverrides,
          console,
        );
  const languageRuntime = createLanguageRuntime({
    client: services.client,
    ...(overrides === undefined ? {} : { overrides }),
    allowed: settings.allowedLocales,
    initialLocale: initialLocale(settings.defaultLocale),
  });
  const notifications = createActor(notificationsMachine);
  const runtime: Runtime = {
    config,
    settings,
    services,
    session,
    language: languageRuntime,
    notifications,
  };
  notifications.start();
  languageRuntime.actor.start();
  languageMade(languageRuntime);
  return runtime;
}
