/**
 * Boot: the host configuration (branding applied at once), the SDK services, the client
 * settings, then the long-lived actors. Navigation only starts once this is done (spec §2:
 * navigation waits for the configuration).
 */
import { notificationsMachine } from "@canvass/machines";
import { applyBranding } from "@canvass/ui";
import { createActor } from "xstate";
import type { Runtime } from "../app/runtime";
import { createLanguageRuntime, initialLocale } from "../i18n/language-runtime";
import { createServices } from "../services/services";
import { applyPreferencesOnSignIn } from "../session/apply-preferences";
import { createSessionActor } from "../session/session-actor";
import { loadClientSettings } from "./client-settings";
import { loadHostConfig } from "./load-host-config";

export async function boot(hostname: string): Promise<Runtime> {
  const { config } = await loadHostConfig(hostname, { logger: console });
  applyBranding(document.documentElement, config.branding);
  const services = createServices(config);
  const settings = await loadClientSettings(services.client, console);
  const session = createSessionActor(services, config.session);
  const overrides =
    Object.keys(config.localeOverrides).length === 0
      ? undefined
      : (await import("../i18n/compile-overrides")).compileOverrides(
          config.localeOverrides,
          console,
        );
  const language = createLanguageRuntime({
    client: services.client,
    ...(overrides === undefined ? {} : { overrides }),
    allowed: settings.allowedLocales,
    initialLocale: initialLocale(settings.defaultLocale),
  });
  const notifications = createActor(notificationsMachine);
  const runtime: Runtime = { config, settings, services, session, language, notifications };
  applyPreferencesOnSignIn(runtime);
  notifications.start();
  language.actor.start();
  session.start();
  return runtime;
}
