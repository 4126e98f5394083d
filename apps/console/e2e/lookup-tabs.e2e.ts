/**
 * The lookup's location, recording and communications tabs against the real server and the demo
 * seed: a rich submission's sign-up point on the offline map (one marker) beside its location
 * label, and a plain submission without a point; the recording's player, its transcription and
 * the admin's "Request transcription" (offered only: the server has no `requestTranscription`
 * handler yet, so the request itself is not sent here); the e-mails sent for a rich submission,
 * and a plain submission's empty communications.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { loginOf } from "./support/env";

const browser = browserFixture();

interface Located {
  readonly ID: string;
  readonly Region?: string;
  readonly Country?: string;
  readonly Latitude?: number;
  readonly Longitude?: number;
}

let admin: SignedIn;
let rich: Located;
let plain: Located;

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const ada = await apiGet<{ Accounts: Located[] }>(
    admin,
    "/query/accounts/?PageSize=1&Fields=ID,Region,Country,Latitude,Longitude&q=ada.lovelace%40example.org",
  );
  const found = ada.Accounts[0];
  if (found === undefined) throw new Error("the seed has no rich submission");
  rich = found;
  const page = await apiGet<{ Accounts: Located[] }>(
    admin,
    "/query/accounts/?PageSize=50&Fields=ID,Latitude,Longitude&Sort=-Received",
  );
  const without = page.Accounts.find((account) => account.Latitude === undefined);
  if (without === undefined) throw new Error("every listed submission has a point");
  plain = without;
});

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const fact = (page: Page, id: "label" | "point") => page.locator(`[data-fact="${id}"] dd`);

describe("the lookup's location, recording and communications tabs", () => {
  it("draws a rich submission's sign-up point on the map beside its location label", async () => {
    const { Latitude: lat, Longitude: lng } = rich;
    if (lat === undefined || lng === undefined) throw new Error("the rich submission has no point");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${rich.ID}/location`);
    await expect.poll(() => tab(page, "Location").getAttribute("aria-selected")).toBe("true");
    const map = page.getByRole("region", { name: "Map of the sign-up point" });
    await map.waitFor();
    const markers = map.locator("[data-slot=active-map-marker]");
    await expect.poll(() => markers.count()).toBe(1);
    expect(await markers.first().getAttribute("data-marker-id")).toBe("point");
    expect(await markers.first().isVisible()).toBe(true);
    expect(await fact(page, "point").innerText()).toBe(`${lat.toFixed(5)}, ${lng.toFixed(5)}`);
    const suffix = [rich.Region, rich.Country]
      .filter((part): part is string => part !== undefined && part !== "")
      .map((part) => part.toUpperCase())
      .join(", ");
    expect(suffix).not.toBe("");
    expect(await fact(page, "label").innerText()).toMatch(new RegExp(`^\\S.*, ${suffix}$`));
    await page.close();
  });

  it("says when a submission has no sign-up point, and draws no map", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${plain.ID}/location`);
    await page.getByText("No sign-up point recorded").waitFor();
    expect(await page.getByRole("region", { name: "Map of the sign-up point" }).count()).toBe(0);
    await page.close();
  });

  it("plays the recording, shows its transcription and offers an admin to request one", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${rich.ID}/recording`);
    const player = page.getByRole("group", { name: "Recording recording.wav" });
    await player.waitFor();
    await player.getByRole("button", { name: "Play" }).waitFor();
    await page.getByText(/Donor \(Ada Lovelace\): Happy to\./).waitFor();
    const request = page.getByRole("button", { name: "Request transcription" });
    await request.waitFor();
    expect(await request.isEnabled()).toBe(true);
    await page.close();

    const other = await browser.openPage({ session: admin });
    await other.goto(`/lookup/${plain.ID}/recording`);
    await other.getByText("No recording", { exact: true }).waitFor();
    await other.getByText("No transcription yet").waitFor();
    await other.close();
  });

  it("lists the e-mails sent for a rich submission, and says when none was sent", async () => {
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${rich.ID}/communications`);
    await expect.poll(() => tab(page, "Communications").getAttribute("aria-selected")).toBe("true");
    const sent = page.getByRole("listitem").filter({ hasText: /— Sent$/ });
    await sent.waitFor();
    expect(await sent.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    await page
      .getByRole("listitem")
      .filter({ hasText: /— Delivered$/ })
      .waitFor();
    await page.close();

    const other = await browser.openPage({ session: admin });
    await other.goto(`/lookup/${plain.ID}/communications`);
    await other.getByText("No e-mail was sent for this submission").waitFor();
    await other.close();
  });
});
