/**
 * Test support for the page tests: the real reference server on a loopback port (in-memory
 * database, seeded), the page's address moved onto it so the SDK's relative `/api` base is
 * same-origin, and a real runtime (SDK services, session, language) around a memory router that
 * holds the sign-in pages and a home page that only says where it is.
 */
import { notificationsMachine } from "@canvass/machines";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import type { RunningServer } from "@canvass/server/server";
import { render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { createActor } from "xstate";
import type { Runtime } from "../app/runtime";
import { RuntimeProvider } from "../app/runtime-context";
import { DEFAULT_CLIENT_SETTINGS } from "../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../boot/host-config";
import { I18nProvider } from "../i18n/I18nProvider";
import { createLanguageRuntime } from "../i18n/language-runtime";
import { setNavigator } from "../services/navigation";
import { createServices } from "../services/services";
import { createTokenStore } from "../services/token-store";
import { createSessionActor } from "../session/session-actor";
import { LoginPage } from "./LoginPage";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { TwoFactorPage } from "./TwoFactorPage";
import { startSeededServer } from "../testing/seeded-server";

interface HappyDomWindow {
  readonly happyDOM: {
    setURL(url: string): void;
    readonly settings: { readonly fetch: { disableCache: boolean } };
  };
}

/** Starts the server and puts the page on its origin. */
export async function startTestServer(): Promise<RunningServer> {
  const server = await startSeededServer(20);
  const { happyDOM } = window as unknown as HappyDomWindow;
  happyDOM.setURL(`${server.address}/`);
  // happy-dom keeps its own HTTP cache, which loses bodies between tests; the SDK has its own.
  happyDOM.settings.fetch.disableCache = true;
  return server;
}

/**
 * The page's own `fetch`, with each answer's body read into memory first. happy-dom's
 * `Response.clone()` loses the body of a network answer (both copies read empty), and the SDK
 * reads bodies through `clone()`; a response made from a buffer clones correctly. Every call
 * still goes to the real server.
 */
export const bufferedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const nullBody = [101, 103, 204, 205, 304].includes(response.status);
  return new Response(nullBody ? null : await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

let runtimes = 0;

/** A runtime like boot's, on the default host configuration and settings. */
export function createTestRuntime(): Runtime {
  runtimes += 1;
  const config = DEFAULT_HOST_CONFIG;
  const services = createServices(config, {
    fetch: bufferedFetch,
    tokens: createTokenStore(`canvass-test/session-${runtimes}`),
  });
  const session = createSessionActor(services, config.session);
  const language = createLanguageRuntime({
    client: services.client,
    allowed: SUPPORTED_LOCALES,
    initialLocale: "en-CA",
  });
  const notifications = createActor(notificationsMachine);
  const runtime: Runtime = {
    config,
    settings: DEFAULT_CLIENT_SETTINGS,
    services,
    session,
    language,
    notifications,
  };
  notifications.start();
  language.actor.start();
  session.start();
  return runtime;
}

/**
 * Stops the runtime's actors and forgets what it stored (token, the SDK's read cache), so the
 * next test starts as a first visit. (A cached read would make the SDK ask with
 * If-Modified-Since, and happy-dom's fetch throws on a 304 it did not cache itself.)
 */
export async function stopTestRuntime(runtime: Runtime): Promise<void> {
  runtime.session.stop();
  runtime.language.actor.stop();
  runtime.notifications.stop();
  runtime.services.tokens.clear();
  await runtime.services.client.clearStoredData();
  localStorage.clear();
}

/** The home page's stand-in: says where it is. */
function HomeProbe() {
  return <p>home page</p>;
}

/** A deep link's stand-in: says where it is. */
function TeamProbe() {
  return <p>team page</p>;
}

/** Renders the sign-in pages at `path`; `/` only shows "home page", `/team/:id` "team page". */
export function renderPages(runtime: Runtime, path: string) {
  const router = createMemoryRouter(
    [
      // Lazy like the console's routes, so navigations take the same asynchronous turns.
      { path: "/login", lazy: () => Promise.resolve({ Component: LoginPage }) },
      { path: "/2fa", lazy: () => Promise.resolve({ Component: TwoFactorPage }) },
      { path: "/reset_password", lazy: () => Promise.resolve({ Component: ResetPasswordPage }) },
      { path: "/", lazy: () => Promise.resolve({ Component: HomeProbe }) },
      { path: "/team/:id", lazy: () => Promise.resolve({ Component: TeamProbe }) },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <I18nProvider fallback={<p>loading messages</p>}>
        <RouterProvider router={router} />
      </I18nProvider>
    </RuntimeProvider>,
  );
  return { router, ...view };
}
