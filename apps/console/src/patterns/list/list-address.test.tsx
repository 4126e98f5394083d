/**
 * The list pattern's address against the real reference server (loopback, seeded in memory), on
 * the users list as an operator opens it from an old or hand-edited link: values the list does
 * not know are dropped with a notice instead of failing the list as "malformed", and a page past
 * the last one is replaced by the last page (decision 0013).
 */
import { notificationsMachine } from "@canvass/machines";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import type { RunningServer } from "@canvass/server/server";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createActor, waitFor as waitForActor } from "xstate";
import type { Runtime } from "../../app/runtime";
import { RuntimeProvider } from "../../app/runtime-context";
import { DEFAULT_CLIENT_SETTINGS } from "../../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../../boot/host-config";
import { I18nProvider } from "../../i18n/I18nProvider";
import { createLanguageRuntime } from "../../i18n/language-runtime";
import { UsersPage } from "../../screens/users/UsersPage";
import { createServices } from "../../services/services";
import { startTestServer } from "../../session-pages/test-harness";
import { createSessionActor } from "../../session/session-actor";
import { SERVER_START_TIMEOUT_MS } from "../../testing/server-start";

let server: RunningServer;
let runtime: Runtime;

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The page's `fetch` with happy-dom's own HTTP cache kept out (it throws on the server's 304
 * answers to the SDK's revalidations) and each body read in full (the SDK reads through clone()).
 */
const bufferedFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  request.headers.set("Cache-Control", "no-cache");
  const response = await fetch(request);
  return new Response(NULL_BODY.has(response.status) ? null : await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

beforeAll(async () => {
  server = await startTestServer();
  const config = DEFAULT_HOST_CONFIG;
  const services = createServices(config, { fetch: bufferedFetch });
  const signIn = await services.client.call("signIn", {
    body: { username: "admin", password: "canvass-admin-demo" },
  });
  if (!signIn.ok || signIn.data.status !== "signedIn") throw new Error("admin sign-in failed");
  services.tokens.write(signIn.data.token);
  const session = createSessionActor(services, config.session);
  const language = createLanguageRuntime({
    client: services.client,
    allowed: SUPPORTED_LOCALES,
    initialLocale: "en-CA",
  });
  const notifications = createActor(notificationsMachine);
  runtime = {
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
  await waitForActor(session, (s) => s.matches("signedIn") || s.matches("signedOut"), {
    timeout: 20_000,
  });
  if (!session.getSnapshot().matches("signedIn")) throw new Error("session not signed in");
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  runtime.session.stop();
  runtime.language.actor.stop();
  runtime.notifications.stop();
  runtime.services.tokens.clear();
  await runtime.services.client.clearStoredData();
  await server.close();
});

afterEach(() => {
  cleanup();
});

/** The address the list ended on, as the router holds it. */
function AddressProbe() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderUsers(address: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/users",
        Component: () => (
          <>
            <UsersPage />
            <AddressProbe />
          </>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <RuntimeProvider runtime={runtime}>
      <I18nProvider fallback={<p>loading messages</p>}>
        <RouterProvider router={router} />
      </I18nProvider>
    </RuntimeProvider>,
  );
  return router;
}

/** The rows the table holds (its `aria-rowcount` less the header row; rows are virtual). */
async function rowsLoaded(): Promise<number> {
  let rows = 0;
  await waitFor(() => {
    rows = Number(screen.getByRole("table").getAttribute("aria-rowcount")) - 1;
    expect(rows).toBeGreaterThan(0);
  });
  return rows;
}

const address = () => screen.getByRole("status", { name: "address" }).textContent;

describe("a list's address", () => {
  it("ignores a filter value the list does not know, says so, and lists the users", async () => {
    renderUsers("/users?role=xyz&status=1");
    expect(
      await screen.findByText(
        "Some values in the address were not understood and are ignored: role.",
      ),
    ).toBeTruthy();
    // The list loads (the server never sees `role=xyz`), still filtered by the known status.
    const active = await runtime.services.client.call("listPlayers", {
      params: { query: { status: 1, PageSize: 1000 } },
    });
    if (!active.ok) throw active.error;
    expect(await rowsLoaded()).toBe(active.data.Count);
    expect(screen.queryByText("The list could not be loaded")).toBeNull();
    await waitFor(() => {
      expect(address()).toBe("?status=1");
    });
  }, 60_000);

  it("clamps a page past the last one to the last page, and says so", async () => {
    const router = renderUsers("/users?page=999&size=10");
    expect(
      await screen.findByText(/^Page 999 does not exist: showing page \d+, the last one\.$/),
    ).toBeTruthy();
    const shown = /showing page (\d+)/.exec(
      screen.getByText(/^Page 999 does not exist/).textContent,
    );
    const last = Number(shown?.[1]);
    const count = await runtime.services.client.call("listPlayers", {
      params: { query: { PageSize: 10 } },
    });
    if (!count.ok) throw count.error;
    expect(last).toBe(Math.max(1, Math.ceil(count.data.Count / 10)));
    await waitFor(() => {
      expect(address()).toBe(last > 1 ? `?size=10&page=${last}` : "?size=10");
    });
    // The last page has rows, and going back does not return to the empty page 999.
    expect(await rowsLoaded()).toBe(count.data.Count - (last - 1) * 10);
    expect(router.state.historyAction).toBe("REPLACE");
  }, 60_000);
});
