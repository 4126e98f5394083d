/**
 * Creating a dashboard page through `/dashpages` makes a new dashboard type (issue 20, decision
 * 0070). The suite's shared server seeds the demo with `hide_dash_pages` on, and no call changes a
 * host's features, so this file starts a server of its own: an in-memory database with a small
 * seed whose client settings leave dashboard pages shown (`StartOptions.seedFeatures`), serving the
 * same console build. An admin creates the page in the editor; the dashboard then offers it in its
 * page menu and opens it at `/dashboard/{type}/{id}` with its panels only; before, the type is
 * unknown to the dashboard and the menu does not name it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, type RunningServer } from "@canvass/server/server";
import type { Schema } from "@canvass/sdk/contract";
import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { sideNav, visible } from "./support/console-page";
import { panelNames } from "./support/dashboard-panels";

const browser = browserFixture();

/** The page the admin creates: a type of its own, two panels, for admins and managers. */
const TYPE = "field-week";
const TITLE = "Field week";

let server: RunningServer;
let admin: SignedIn;
let manager: SignedIn;

function consoleBuildDir(): string {
  const dir = process.env.E2E_CONSOLE_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));
  if (!existsSync(join(dir, "index.html"))) throw new Error(`no console build in ${dir}`);
  return dir;
}

async function signIn(role: string): Promise<SignedIn> {
  const login = server.logins.find((item) => item.role === role && item.totpSecret === undefined);
  if (login === undefined) throw new Error(`no demo login for the role ${role}`);
  const answer = await fetch(`${server.address}/api/users/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: login.username, password: login.password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${login.username}: HTTP ${answer.status}`);
  const result = (await answer.json()) as Schema<"SignInResult">;
  if (result.status !== "signedIn") throw new Error(`${login.username} needs a second step`);
  return result;
}

beforeAll(async () => {
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    dataDir: "memory://",
    seedAccounts: 60,
    consoleDir: consoleBuildDir(),
    logger: false,
    seedFeatures: { hide_dash_pages: false },
  });
  if (!server.servesConsole) throw new Error("the server does not serve the console build");
  [admin, manager] = await Promise.all([signIn("admin"), signIn("manager")]);
});
afterAll(async () => {
  await server.close();
});

const open = (session: SignedIn) => browser.openPage({ session, baseUrl: server.address });

const isDashboardCall = (type: string) => (response: Response) =>
  new URL(response.url()).pathname === `/api/dashboard/${type}/`;

const pagesMenu = (page: Page) => page.getByRole("navigation", { name: "Dashboard pages" });

describe("a dashboard page created through /dashpages", () => {
  it("is not a dashboard type before it exists", async () => {
    const page = await open(admin);
    const answer = page.waitForResponse(isDashboardCall(TYPE));
    await page.goto(`/dashboard/${TYPE}`);
    expect((await answer).status()).toBe(404);
    await visible(
      page.getByRole("alert").filter({ hasText: `There is no dashboard called “${TYPE}”.` }),
    );
    expect(await page.getByRole("link", { name: TITLE, exact: true }).count()).toBe(0);
  });

  it("is offered on the dashboard as a type of its own and opens with its panels", async () => {
    const page = await open(admin);
    // The screen is in the admin's menu on this server (the shared one hides it).
    await page.goto("/dashboard/subs?range=thisYear&tz=UTC");
    const adminGroup = await visible(sideNav(page).locator("[data-group=admin]"));
    if ((await adminGroup.getAttribute("data-state")) !== "open") {
      await adminGroup.locator("[data-slot=side-nav-group-trigger]").click();
    }
    await (
      await visible(sideNav(page).getByRole("link", { name: "Dashboard pages", exact: true }))
    ).click();
    await visible(page.getByRole("heading", { name: "Dashboard pages", level: 1 }));
    await page.getByRole("button", { name: "Create dashboard page", exact: true }).click();
    const form = await visible(page.getByRole("form", { name: "New dashboard page" }));
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
    await form.getByRole("textbox", { name: "Dashboard", exact: true }).fill(TYPE);
    // Key figures, then the team breakdown: added in that order.
    await form.getByRole("button", { name: "Add Key figures", exact: true }).click();
    await form.getByRole("button", { name: "Add By team", exact: true }).click();
    for (const role of ["Admin", "Manager"]) {
      await form.getByRole("checkbox", { name: role, exact: true }).check();
    }
    const created = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/dashpages/" &&
        response.request().method() === "PUT",
    );
    await form.getByRole("button", { name: "Create dashboard page", exact: true }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await visible(page.getByRole("cell", { name: TYPE, exact: true }));

    // The dashboard offers it in its page menu, beside the built-in page.
    const landed = page.waitForResponse(isDashboardCall("subs"));
    await page.goto("/dashboard/subs?range=thisYear&tz=UTC");
    expect((await landed).status()).toBe(200);
    const menu = await visible(pagesMenu(page));
    const link = menu.getByRole("link", { name: TITLE, exact: true });
    expect(await link.getAttribute("href")).toBe(`/dashboard/${TYPE}/${id}`);

    // It opens as its own dashboard type, with its panels only.
    const answer = page.waitForResponse(isDashboardCall(TYPE));
    await link.click();
    const opened = await answer;
    expect(opened.status()).toBe(200);
    expect(((await opened.json()) as { Type: string }).Type).toBe(TYPE);
    await visible(page.getByRole("heading", { name: TITLE, level: 1 }));
    expect(new URL(page.url()).pathname).toBe(`/dashboard/${TYPE}/${id}`);
    expect(await link.getAttribute("aria-current")).toBe("page");
    await visible(page.getByRole("region", { name: "Sign-ups", exact: true }));
    await visible(page.getByRole("region", { name: "Sign-ups by team", exact: true }));
    expect(await panelNames(page)).toEqual(["Kpis", "Sign-ups by team"]);

    // A manager, whom the page lists, lands on the type by its address alone.
    const other = await open(manager);
    const managers = other.waitForResponse(isDashboardCall(TYPE));
    await other.goto(`/dashboard/${TYPE}`);
    expect((await managers).status()).toBe(200);
    await visible(other.getByRole("heading", { name: TITLE, level: 1 }));
    await visible(pagesMenu(other).getByRole("link", { name: TITLE, exact: true }));
  });
});
