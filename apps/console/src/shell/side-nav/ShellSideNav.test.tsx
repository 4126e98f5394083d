/**
 * ShellSideNav against the real reference server on loopback (in-memory seeded database): the
 * page's origin is the server's, as when the server serves the console, so the SDK client,
 * the session machine and the menu's preference reads and saves all go over HTTP for real.
 */
import { notificationsMachine, selectToasts, type MenuOrder } from "@canvass/machines";
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import type { RunningServer } from "@canvass/server/server";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { IntlProvider } from "react-intl";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createActor, waitFor as waitForActor } from "xstate";
import type { Runtime } from "../../app/runtime";
import { RuntimeProvider } from "../../app/runtime-context";
import { loadClientSettings } from "../../boot/client-settings";
import { DEFAULT_HOST_CONFIG } from "../../boot/host-config";
import { messages as enCA } from "../../i18n/messages/nav/en-CA";
import { messages as frCA } from "../../i18n/messages/nav/fr-CA";
import { createLanguageRuntime } from "../../i18n/language-runtime";
import { createServices } from "../../services/services";
import { createSessionActor } from "../../session/session-actor";
import { recordLastEdited } from "./last-edited";
import { ShellSideNav } from "./ShellSideNav";
import { startSeededServer } from "../../testing/seeded-server";
import { SERVER_START_TIMEOUT_MS } from "../../testing/server-start";

interface HappyDom {
  setURL(url: string): void;
  setViewport(viewport: { width: number; height: number }): void;
}
const happyDOM = (window as unknown as { happyDOM: HappyDom }).happyDOM;

let server: RunningServer;
let runtime: Runtime;
let playerId: string;

const quiet = { warn: () => undefined };

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * happy-dom's `fetch` as a plain network client: its own response cache is kept out (it throws
 * on the server's 304 answers to the SDK's revalidations), and each response is read in full
 * first (a streamed happy-dom response loses its body when cloned; the SDK reads bodies
 * through `.clone()`).
 */
const bufferedFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  request.headers.set("Cache-Control", "no-cache");
  const response = await fetch(request);
  const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

beforeAll(async () => {
  server = await startSeededServer(10);
  happyDOM.setURL(`${server.address}/`);
  localStorage.clear();
  const config = DEFAULT_HOST_CONFIG;
  const services = createServices(config, { fetch: bufferedFetch });
  const signIn = await services.client.call("signIn", {
    body: { username: "admin", password: "canvass-admin-demo" },
  });
  if (!signIn.ok || signIn.data.status !== "signedIn") throw new Error("admin sign-in failed");
  const session = services.tokens.write(signIn.data.token);
  if (session === null) throw new Error("unreadable token");
  playerId = session.playerId;
  const settings = await loadClientSettings(services.client, quiet);
  const sessionActor = createSessionActor(services, config.session);
  const notifications = createActor(notificationsMachine);
  const language = createLanguageRuntime({
    client: services.client,
    allowed: SUPPORTED_LOCALES,
    initialLocale: "en-CA",
  });
  runtime = { config, settings, services, session: sessionActor, language, notifications };
  notifications.start();
  sessionActor.start();
  await waitForActor(sessionActor, (s) => s.matches("signedIn") || s.matches("signedOut"), {
    timeout: 20_000,
  });
  if (!sessionActor.getSnapshot().matches("signedIn")) throw new Error("session not signed in");
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  runtime.session.stop();
  runtime.notifications.stop();
  await server.close();
});

afterEach(() => {
  cleanup();
  happyDOM.setViewport({ width: 1024, height: 768 });
});

async function saveSorting(sorting: MenuOrder | undefined) {
  const { client } = runtime.services;
  const path = { id: playerId };
  const current = await client.call("getPlayerPreferences", { params: { path } });
  if (!current.ok) throw current.error;
  const menu = sorting === undefined ? {} : { sorting: [...sorting] };
  const saved = await client.call("replacePlayerPreferences", {
    params: { path },
    body: { ...current.data, menu },
  });
  if (!saved.ok) throw saved.error;
}

async function savedSorting() {
  const result = await runtime.services.client.call("getPlayerPreferences", {
    params: { path: { id: playerId } },
  });
  if (!result.ok) throw result.error;
  return result.data.menu?.sorting;
}

const toastTitles = () =>
  selectToasts(runtime.notifications.getSnapshot()).map((toast) => toast.title);

function Harness({ locale }: { locale: "en-CA" | "fr-CA" }) {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale={locale} messages={locale === "en-CA" ? enCA : frCA}>
      <button
        type="button"
        aria-controls="side-nav"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open the menu
      </button>
      <ShellSideNav
        id="side-nav"
        narrowOpen={open}
        onNarrowClose={() => {
          setOpen(false);
        }}
      />
    </IntlProvider>
  );
}

function renderAt(path: string, locale: "en-CA" | "fr-CA" = "en-CA") {
  const router = createMemoryRouter([{ path: "*", element: <Harness locale={locale} /> }], {
    initialEntries: [path],
  });
  const view = render(
    <RuntimeProvider runtime={runtime}>
      <RouterProvider router={router} />
    </RuntimeProvider>,
  );
  return { router, view };
}

/** The menu once the saved order is read (the edit button shows then). */
async function menu(name = "Main menu", edit = "Edit menu") {
  const nav = screen.getByRole("navigation", { name });
  await within(nav).findByRole("button", { name: edit });
  return nav;
}

const groupNames = (nav: HTMLElement) =>
  [...nav.querySelectorAll("[data-slot=side-nav-group-trigger]")].map((el) =>
    el.textContent.trim(),
  );

describe("ShellSideNav", () => {
  it("draws the operator's menu, marks the current page, and follows the address", async () => {
    await saveSorting(undefined);
    const { router } = renderAt("/subs");
    const nav = await menu();
    expect(nav.closest("#side-nav")).not.toBeNull();
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveProperty(
      "pathname",
      "/dashboard",
    );
    expect(within(nav).getByRole("link", { name: "Profile" }).getAttribute("href")).toBe(
      `/user/${playerId}`,
    );
    expect(
      within(nav).getByRole("link", { name: "Submissions" }).getAttribute("aria-current"),
    ).toBe("page");
    // Children in the order of their labels (the demo host tracks messages: Communications).
    const submissions = nav.querySelector("[data-group=submissions]");
    expect(
      [...(submissions?.querySelectorAll("a") ?? [])].map((link) => link.textContent.trim()),
    ).toEqual(["Communications", "Digital ear", "Lookup", "Submissions"]);

    fireEvent.click(within(nav).getByRole("button", { name: "User management" }));
    fireEvent.click(await within(nav).findByRole("link", { name: "Users" }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/users");
    });
    expect(within(nav).getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(
      within(nav).getByRole("button", { name: "User management" }).getAttribute("aria-expanded"),
    ).toBe("true");
  });

  it("collapses to the icon rail and expands again", async () => {
    renderAt("/subs");
    const nav = await menu();
    fireEvent.click(within(nav).getByRole("button", { name: "Collapse menu" }));
    await waitFor(() => {
      expect(nav.getAttribute("data-state")).toBe("closed");
    });
    expect(within(nav).queryByRole("button", { name: "Edit menu" })).toBeNull();
    fireEvent.click(within(nav).getByRole("button", { name: "Expand menu" }));
    await waitFor(() => {
      expect(nav.getAttribute("data-state")).toBe("open");
    });
  });

  it("draws the saved order, and saves the default order after a reset", async () => {
    await saveSorting([{ id: "campaigns" }, { id: "submissions", children: ["/subs", "/lookup"] }]);
    renderAt("/dashboard");
    const nav = await menu();
    const names = groupNames(nav);
    expect(names.indexOf("Campaigns")).toBeLessThan(names.indexOf("Submissions"));

    fireEvent.click(within(nav).getByRole("button", { name: "Edit menu" }));
    expect(await within(nav).findByRole("button", { name: "Save" })).toBeDefined();
    fireEvent.click(within(nav).getByRole("button", { name: "Reset" }));
    fireEvent.click(within(nav).getByRole("button", { name: "Save" }));
    await within(nav).findByRole("button", { name: "Edit menu" });
    await waitFor(() => {
      expect(toastTitles()).toContain("Menu order saved");
    });
    const sorting = await savedSorting();
    expect(sorting?.map((entry) => entry.id).slice(0, 3)).toEqual([
      "/dashboard",
      "submissions",
      "users",
    ]);
    expect(sorting?.find((entry) => entry.id === "submissions")?.children).toEqual([
      "/messages",
      "/subs/ear",
      "/lookup",
      "/subs",
    ]);
    const after = groupNames(nav);
    expect(after.indexOf("Submissions")).toBeLessThan(after.indexOf("Campaigns"));
  });

  it("cancelling the edit leaves the order as it was", async () => {
    await saveSorting(undefined);
    renderAt("/dashboard");
    const nav = await menu();
    const before = groupNames(nav);
    fireEvent.click(within(nav).getByRole("button", { name: "Edit menu" }));
    fireEvent.click(await within(nav).findByRole("button", { name: "Reset" }));
    fireEvent.click(within(nav).getByRole("button", { name: "Cancel" }));
    await within(nav).findByRole("button", { name: "Edit menu" });
    expect(groupNames(nav)).toEqual(before);
  });

  it("shows the last-edited shortcuts, except while on one of their links", async () => {
    act(() => {
      recordLastEdited("campaign", { id: "c-77", label: "Spring appeal" });
    });
    const { router } = renderAt("/dashboard");
    const nav = await menu();
    expect(within(nav).getByText("Last edited")).toBeDefined();
    const shortcut = within(nav).getByRole("button", { name: /Spring appeal/ });
    fireEvent.click(shortcut);
    expect((await within(nav).findByRole("link", { name: "Edit" })).getAttribute("href")).toBe(
      "/campaign/c-77/edit/general",
    );
    await act(() => router.navigate("/campaign/c-77"));
    await waitFor(() => {
      expect(within(nav).queryByRole("button", { name: /Spring appeal/ })).toBeNull();
    });
  });

  it("speaks the operator's language, children sorted in it", async () => {
    renderAt("/subs", "fr-CA");
    const nav = await menu("Menu principal", "Modifier le menu");
    const submissions = nav.querySelector("[data-group=submissions]");
    expect(
      [...(submissions?.querySelectorAll("a") ?? [])].map((link) => link.textContent.trim()),
    ).toEqual(["Communications", "Oreille numérique", "Recherche", "Soumissions"]);
    expect(within(nav).getByRole("button", { name: "Réduire le menu" })).toBeDefined();
  });

  it("on a narrow screen, opens over the page from the menu button and closes with Escape", async () => {
    happyDOM.setViewport({ width: 400, height: 800 });
    renderAt("/subs");
    const container = document.getElementById("side-nav");
    await waitFor(() => {
      expect(container?.hidden).toBe(true);
    });
    const opener = screen.getByRole("button", { name: "Open the menu" });
    fireEvent.click(opener);
    await waitFor(() => {
      expect(container?.hidden).toBe(false);
    });
    expect(container?.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => {
      expect(container?.hidden).toBe(true);
    });
    expect(document.activeElement).toBe(opener);
  });

  it("shows the translated error and a toast when saving fails", async () => {
    renderAt("/dashboard");
    const nav = await menu();
    fireEvent.click(within(nav).getByRole("button", { name: "Edit menu" }));
    await within(nav).findByRole("button", { name: "Save" });
    // The server forgets the token: the save is refused.
    const signOut = await runtime.services.client.call("signOut");
    expect(signOut.ok).toBe(true);
    fireEvent.click(within(nav).getByRole("button", { name: "Save" }));
    expect((await within(nav).findByRole("alert")).textContent).toBe(
      "The menu order could not be saved. Try again.",
    );
    expect(toastTitles()).toContain("The menu order could not be saved. Try again.");
  });
});
