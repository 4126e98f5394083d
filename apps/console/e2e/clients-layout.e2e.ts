/**
 * The clients and exclusions screens at 400 px and 1280 px (issue 22): none scrolls sideways and
 * each keeps the page frame's padding, as every built screen does (see layout.e2e.ts).
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { measureLayout } from "./support/layout";

const browser = browserFixture();
const FRAME_PADDING_PX = 24;
const WIDTHS = [400, 1280] as const;

let admin: SignedIn;
let acme: string;
let winter: string;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const clients = await apiGet<Schema<"ClientList">>(admin, "/clients/?q=Acme");
  acme = clients.Result.find((row) => row.name === "Acme Relief")?.id ?? "";
  const campaigns = await apiGet<Schema<"CampaignList">>(admin, "/campaigns/?PageSize=100");
  winter = campaigns.Result.find((row) => row.title === "Winter Appeal")?.id ?? "";
});

const SCREENS: Record<string, () => string> = {
  clients: () => "/clients",
  client: () => `/client/${acme}`,
  clientNew: () => "/client/new",
  overrides: () => `/overrides/${winter}`,
  overrideNew: () => `/overrides/${winter}/new`,
};

describe.each(WIDTHS)("clients and exclusions at %i px", (width) => {
  it.each(Object.keys(SCREENS))("%s: no sideways scrolling, padded content", async (name) => {
    const path = SCREENS[name]?.() ?? "";
    const page = await browser.openPage({ session: admin, viewport: { width, height: 800 } });
    await page.goto(path);
    await expectPath(page, path);
    await visible(page.locator("main [data-slot=page-frame] h1").first());
    await visible(page.locator("main form, main table, main ul").first());
    const facts = await measureLayout(page);
    expect(facts.documentOverflowX, "the document scrolls sideways").toBeLessThanOrEqual(0);
    expect(facts.mainOverflowX, "the page scrolls sideways").toBeLessThanOrEqual(0);
    expect(facts.framePadding).toEqual({
      top: FRAME_PADDING_PX,
      right: FRAME_PADDING_PX,
      bottom: FRAME_PADDING_PX,
      left: FRAME_PADDING_PX,
    });
    await page.close();
  });
});
