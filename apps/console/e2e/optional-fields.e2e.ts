/**
 * The optional fields the portal settings configure (decision 0011), end to end against the real
 * server and its demo settings (users: employee number, start date, shirt size, badge printed;
 * teams: region, cost centre): typed inputs on the optional pages, values stored by type, shown
 * with their labels on the profiles, an impossible date refused before saving, and the server's
 * own check of a value the page would not send. (Labels in other languages: the SDK's tests.)
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { createTeam, getTeam, uniqueTitle } from "./support/teams-api";
import { apiSend, createUser, getUser, uniqueName } from "./support/users-api";
import { messages as problems } from "../src/i18n/messages/problems/en-CA";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

const textbox = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });
const save = (page: Page) =>
  page.locator("form").getByRole("button", { name: "Save", exact: true }).click();
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).first().click();
}
/** The value a profile's fact list shows for a label. */
const fact = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

describe("a user's optional fields", () => {
  it("edits the configured fields by type, stores typed values and shows them on the profile", async () => {
    const username = uniqueName("zzopt");
    const user = await createUser(admin, { username, team: admin.team });
    await apiSend(admin, "POST", `/players/${user.id}/`, { metadata: { note: "kept" } });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/user/${user.id}/edit/optional`);

    await (await visible(textbox(page, "Employee number"))).fill("E-1234");
    const startDate = textbox(page, "Start date");
    await startDate.pressSequentially("31022026");
    await startDate.blur();
    await visible(page.getByText("Enter a date as dd.mm.yyyy.").first());
    await save(page);
    await expectPath(page, `/user/${user.id}/edit/optional`);
    expect((await getUser(admin, user.id)).metadata).toEqual({ note: "kept" });

    await startDate.fill("");
    await startDate.pressSequentially("02032026");
    await startDate.blur();
    await choose(page, "Shirt size", "M");
    await page.getByRole("checkbox", { name: "Badge printed" }).check();
    await save(page);
    await expectPath(page, `/user/${user.id}`);
    expect((await getUser(admin, user.id)).metadata).toEqual({
      note: "kept",
      employeeId: "E-1234",
      startDate: "2026-03-02",
      shirtSize: "M",
      badgePrinted: true,
    });
    expect(await fact(page, "Employee number").textContent()).toBe("E-1234");
    expect(await fact(page, "Shirt size").textContent()).toBe("M");
    expect(await fact(page, "Badge printed").textContent()).toBe("Yes");
    expect(await fact(page, "Start date").textContent()).toMatch(/2026/);

    // Emptying a field removes its key; the other keys stay.
    await page.goto(`/user/${user.id}/edit/optional`);
    await (await visible(textbox(page, "Employee number"))).fill("");
    await page.getByRole("checkbox", { name: "Badge printed" }).uncheck();
    await save(page);
    await expectPath(page, `/user/${user.id}`);
    expect((await getUser(admin, user.id)).metadata).toEqual({
      note: "kept",
      startDate: "2026-03-02",
      shirtSize: "M",
      badgePrinted: false,
    });
  });

  it("shows the server's refusal of a value next to its field", async () => {
    const username = uniqueName("zzoptsrv");
    const user = await createUser(admin, { username, team: admin.team });
    const page = await browser.openPage({ session: admin });
    // What the page itself would refuse, sent as if it had not: the server answers 422 for
    // /metadata/shirtSize and the message lands on the Shirt size field.
    await page.route(`**/api/players/${user.id}/`, async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const body = request.postDataJSON() as { metadata: Record<string, unknown> };
      return route.continue({
        postData: JSON.stringify({ ...body, metadata: { ...body.metadata, shirtSize: "XXL" } }),
      });
    });
    await page.goto(`/user/${user.id}/edit/optional`);
    await (await visible(textbox(page, "Employee number"))).fill("E-9");
    await save(page);
    // In the console's words for the problem's code, not the server's English text.
    const choice = problems["problem.field.choice"] ?? "";
    expect(choice).not.toBe("");
    await visible(page.getByText(choice));
    expect(await page.getByText("Must be one of: S, M, L, XL.").count()).toBe(0);
    expect((await getUser(admin, user.id)).metadata ?? {}).toEqual({});
  });
});

describe("a team's optional fields", () => {
  it("edits region and cost centre and shows them on the profile", async () => {
    const title = uniqueTitle("Zz Opt");
    const team = await createTeam(admin, { title, parent: admin.team });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${team.id}/edit/optional`);
    await choose(page, "Region", "West");
    await (await visible(textbox(page, "Cost centre"))).fill("CC-77");
    await save(page);
    await expectPath(page, `/team/${team.id}`);
    expect((await getTeam(admin, team.id)).metadata).toMatchObject({
      region: "West",
      costCenter: "CC-77",
    });
    expect(await fact(page, "Region").textContent()).toBe("West");
    expect(await fact(page, "Cost centre").textContent()).toBe("CC-77");
  });
});
