/**
 * Renders one screen the way the console runs it — a real runtime (SDK client, a signed-in
 * session, the language bundles, notifications) and a memory router — for component tests
 * against a loopback API on the page's own origin. `stopScreens()` after each test stops every
 * runtime started since the last call.
 */
import { notificationsMachine } from "@canvass/machines";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import type { Features, Role } from "@canvass/sdk/permissions";
import { render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, type RouteObject } from "react-router-dom";
import { createActor } from "xstate";
import type { Runtime } from "../app/runtime";
import { RuntimeProvider } from "../app/runtime-context";
import { DEFAULT_CLIENT_SETTINGS } from "../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../boot/host-config";
import { I18nProvider } from "../i18n/I18nProvider";
import { createLanguageRuntime } from "../i18n/language-runtime";
import { bufferedFetch } from "../session-pages/test-harness";
import { createServices } from "../services/services";
import { settledSessionActor } from "./session-fixtures";

export interface RenderScreenOptions {
  readonly role: Role;
  readonly routes: RouteObject[];
  readonly initialEntry: string;
  /** The client settings' features (the defaults otherwise). */
  readonly features?: Features;
}

const started: Runtime[] = [];

export async function renderScreen(options: RenderScreenOptions): Promise<Runtime> {
  const config = DEFAULT_HOST_CONFIG;
  const services = createServices(config, {
    fetch: bufferedFetch,
    tokens: { read: () => null, write: () => null, clear: () => undefined },
  });
  const language = createLanguageRuntime({
    client: services.client,
    allowed: SUPPORTED_LOCALES,
    initialLocale: "en-CA",
  });
  const runtime: Runtime = {
    config,
    settings:
      options.features === undefined
        ? DEFAULT_CLIENT_SETTINGS
        : { ...DEFAULT_CLIENT_SETTINGS, features: options.features },
    services,
    session: await settledSessionActor(options.role),
    language,
    notifications: createActor(notificationsMachine).start(),
  };
  language.actor.start();
  started.push(runtime);
  const router = createMemoryRouter(options.routes, { initialEntries: [options.initialEntry] });
  render(
    <RuntimeProvider runtime={runtime}>
      <I18nProvider fallback={<p>loading messages</p>}>
        <RouterProvider router={router} />
      </I18nProvider>
    </RuntimeProvider>,
  );
  return runtime;
}

/** Stops the runtimes of the screens rendered so far and clears what their clients stored. */
export async function stopScreens(): Promise<void> {
  for (const runtime of started.splice(0)) {
    runtime.session.stop();
    runtime.language.actor.stop();
    runtime.notifications.stop();
    await runtime.services.client.clearStoredData();
  }
}
