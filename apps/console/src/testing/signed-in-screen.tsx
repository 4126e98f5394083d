/**
 * Renders screens as a signed-in demo user against the real reference server (started with
 * `startTestServer`, the page on its origin): the SDK client signs in over HTTP, the session
 * machine loads the user and team, and the screens read and write through the real API. Every
 * request path is recorded, so a test can say what the screen never asked for.
 */
import { notificationsMachine } from "@canvass/machines";
import { SUPPORTED_LOCALES, type Locale } from "@canvass/sdk/locale";
import type { Role } from "@canvass/sdk/permissions";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { createActor, waitFor } from "xstate";
import type { Runtime } from "../app/runtime";
import { RuntimeProvider } from "../app/runtime-context";
import { loadClientSettings } from "../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../boot/host-config";
import { I18nProvider } from "../i18n/I18nProvider";
import { createLanguageRuntime } from "../i18n/language-runtime";
import { bufferedFetch } from "../session-pages/test-harness";
import { createServices } from "../services/services";
import { createSessionActor } from "../session/session-actor";

export interface SignedInRuntime {
  readonly runtime: Runtime;
  /** The signed-in user's id and team. */
  readonly playerId: string;
  readonly teamId: string;
  /** Every request's method and path, in order. */
  readonly requests: string[];
  stop(): Promise<void>;
}

const quiet = { warn: () => undefined };

/**
 * Signs `username` in with the demo password of `role` and starts a runtime around it, in
 * `locale` (Canadian English unless told).
 */
export async function signedInRuntime(
  username: string,
  role: Role,
  locale: Locale = "en-CA",
): Promise<SignedInRuntime> {
  const requests: string[] = [];
  const recording: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    // happy-dom's own HTTP cache throws on the server's 304s; the SDK keeps its own cache.
    request.headers.set("Cache-Control", "no-cache");
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return bufferedFetch(request);
  };
  const config = DEFAULT_HOST_CONFIG;
  const services = createServices(config, { fetch: recording });
  const signIn = await services.client.call("signIn", {
    body: { username, password: `canvass-${role}-demo` },
  });
  if (!signIn.ok || signIn.data.status !== "signedIn") throw new Error(`${username}: no sign-in`);
  const token = services.tokens.write(signIn.data.token);
  if (token === null) throw new Error("unreadable token");
  const settings = await loadClientSettings(services.client, quiet);
  const session = createSessionActor(services, config.session);
  const notifications = createActor(notificationsMachine);
  const language = createLanguageRuntime({
    client: services.client,
    allowed: SUPPORTED_LOCALES,
    initialLocale: locale,
  });
  const runtime: Runtime = { config, settings, services, session, language, notifications };
  notifications.start();
  language.actor.start();
  session.start();
  const signedIn = await waitFor(session, (s) => s.matches("signedIn") || s.matches("signedOut"), {
    timeout: 20_000,
  });
  if (!signedIn.matches("signedIn")) throw new Error(`${username}: session not signed in`);
  return {
    runtime,
    playerId: token.playerId,
    teamId: signedIn.context.team?.id ?? "",
    requests,
    stop: async () => {
      session.stop();
      language.actor.stop();
      notifications.stop();
      services.tokens.clear();
      await services.client.clearStoredData();
      localStorage.clear();
    },
  };
}

/** Renders `routes` (path → screen) at `path` in the runtime. */
export function renderSignedIn(
  runtime: Runtime,
  routes: Readonly<Record<string, ComponentType>>,
  path: string,
) {
  const router = createMemoryRouter(
    Object.entries(routes).map(([route, Component]) => ({ path: route, Component })),
    { initialEntries: [path] },
  );
  return render(
    <RuntimeProvider runtime={runtime}>
      <I18nProvider fallback={<p>loading messages</p>}>
        <RouterProvider router={router} />
      </I18nProvider>
    </RuntimeProvider>,
  );
}
