/**
 * `/clients` end to end (issue 22): an admin creates a client with a restriction flag, assigns it
 * two campaigns through the assignment picker and removes one (the server keeps exactly the
 * other); the page lists the client's users with links; with the host's `clientManagement`
 * feature off the clients are neither in the menu nor reachable.
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { UI_TIMEOUT_MS, expectPath, pathOf, sideNav, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { uniqueTitle } from "./support/teams-api";

type Client = Schema<"Client">;
type ClientList = Schema<"ClientList">;
type CampaignList = Schema<"CampaignList">;

const browser = browserFixture();

let admin: SignedIn;
let campaignIds: Map<string, string>;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const campaigns = await apiGet<CampaignList>(admin, "/campaigns/?PageSize=100");
  campaignIds = new Map(campaigns.Result.map((campaign) => [campaign.title, campaign.id]));
});

async function clientNamed(name: string): Promise<Client | undefined> {
  const list = await apiGet<ClientList>(admin, `/clients/?q=${encodeURIComponent(name)}`);
  return list.Result.find((row) => row.name === name);
}

describe("clients", () => {
  it("creates a client, assigns two campaigns, removes one", async () => {
    const name = uniqueTitle("Partner");
    const page = await browser.openPage({ session: admin });
    await page.goto("/clients");
    await (await visible(page.getByRole("link", { name: "Create client" }))).click();
    await expectPath(page, "/client/new");
    await (await visible(page.getByRole("textbox", { name: "Name", exact: true }))).fill(name);
    await page.getByRole("switch", { name: "Restricted: nosubreceipt" }).click();
    await page.locator("form").getByRole("button", { name: "Create client" }).click();
    await expect
      .poll(async () => (await clientNamed(name))?.id, { timeout: UI_TIMEOUT_MS })
      .toBeDefined();
    const created = await clientNamed(name);
    expect(created?.restrictions).toEqual(["nosubreceipt"]);
    await expectPath(page, `/client/${created?.id ?? ""}`);

    const picker = page.getByRole("region", { name: "Campaign assignments" });
    await (await visible(picker.getByRole("checkbox", { name: "Winter Appeal" }))).check();
    await picker.getByRole("checkbox", { name: "Online Giving" }).check();
    await picker.getByRole("button", { name: "Assign 2 campaigns" }).click();
    await visible(picker.getByRole("button", { name: "Remove Winter Appeal" }));
    await visible(picker.getByRole("button", { name: "Remove Online Giving" }));
    await expect
      .poll(async () => [...((await clientNamed(name))?.campaigns ?? [])].sort())
      .toEqual([campaignIds.get("Winter Appeal"), campaignIds.get("Online Giving")].sort());

    await picker.getByRole("button", { name: "Remove Winter Appeal" }).click();
    await expect
      .poll(() => picker.getByRole("button", { name: "Remove Winter Appeal" }).count())
      .toBe(0);
    await visible(picker.getByRole("checkbox", { name: "Winter Appeal" }));
    await expect
      .poll(async () => (await clientNamed(name))?.campaigns)
      .toEqual([campaignIds.get("Online Giving")]);
    await page.close();
  });

  it("lists 10 a page and links a client's users", async () => {
    const page = await browser.openPage({ session: admin });
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/clients/") asked.push(url.search);
    });
    await page.goto("/clients");
    await (await visible(page.getByRole("link", { name: "Acme Relief", exact: true }))).click();
    expect(asked.some((search) => search.includes("PageSize=10"))).toBe(true);
    const users = page.getByRole("region", { name: "Users of this client" });
    const link = await visible(users.getByRole("link", { name: "Carl Client" }));
    expect(await link.getAttribute("href")).toMatch(/^\/user\/[A-Za-z0-9_-]+$/);
    await page.close();
  });

  it("is hidden when the host turns client management off", async () => {
    const page = await browser.openPage({ session: admin });
    await page.route(/\/api\/settings\/(?:client\/)?(?:\?.*)?$/, async (route) => {
      const answer = await route.fetch();
      const settings = (await answer.json()) as { features?: Record<string, unknown> };
      await route.fulfill({
        response: answer,
        json: { ...settings, features: { ...settings.features, clientManagement: false } },
      });
    });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/clients/")) asked.push(request.url());
    });
    await page.goto("/clients");
    await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).not.toBe("/clients");
    await visible(sideNav(page));
    await expect(sideNav(page).getByRole("link", { name: "Clients" }).count()).resolves.toBe(0);
    expect(asked).toEqual([]);
    await page.close();
  });
});
