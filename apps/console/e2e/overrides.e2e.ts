/**
 * `/overrides` (exclusions) end to end (issue 22): an admin picks a campaign, creates an
 * exclusion scoped to one team and to a period (a period ending before it starts is refused next
 * to its end, nothing sent), edits its reason and opens its period's start, then deletes it; the
 * list (with the time it was fetched) follows each change, and the server holds what the form
 * said.
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { UI_TIMEOUT_MS, expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";

type OptionList = Schema<"CampaignOptionList">;
type ScopeList = Schema<"TeamCampaignOptionList">;
type CampaignList = Schema<"CampaignList">;
type TeamList = Schema<"TeamList">;

const browser = browserFixture();

let admin: SignedIn;
let winter: string;
let toronto: string;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const campaigns = await apiGet<CampaignList>(admin, "/campaigns/?PageSize=100");
  winter = campaigns.Result.find((row) => row.title === "Winter Appeal")?.id ?? "";
  const teams = await apiGet<TeamList>(admin, `/campaigns/${winter}/teams/?PageSize=100`);
  toronto = teams.Result.find((row) => row.title === "Toronto Downtown")?.id ?? "";
});

async function optionWithRule(rule: string) {
  const list = await apiGet<OptionList>(
    admin,
    `/campaignoptions/?campaign=${winter}&PageSize=1000`,
  );
  return list.Result.find((row) => row.rule === rule);
}

describe("exclusions", () => {
  it("creates, edits and deletes an exclusion of a campaign", async () => {
    const rule = `^.*@e2e-${String(Date.now())}\\.test$`;
    const page = await browser.openPage({ session: admin });
    await page.goto("/overrides");
    await (await visible(page.getByRole("combobox", { name: "Campaign" }))).click();
    await page.getByRole("option", { name: "Winter Appeal", exact: true }).click();
    await expectPath(page, `/overrides/${winter}`);
    await visible(page.getByText(/^Fetched at /));

    await page.getByRole("link", { name: "New exclusion" }).click();
    await expectPath(page, `/overrides/${winter}/new`);
    await (await visible(page.getByRole("combobox", { name: "Submission field" }))).click();
    await page.getByRole("option", { name: /Email/ }).first().click();
    await page.getByRole("textbox", { name: "Rule", exact: true }).fill(rule);
    await page.getByRole("textbox", { name: "Value to set", exact: true }).fill("EXCLUDED");
    await page.getByRole("textbox", { name: "Reason", exact: true }).fill("Staff test sign-ups");
    await page.getByRole("checkbox", { name: "Toronto Downtown" }).check();
    await page.getByLabel("From", { exact: true }).fill("2026-11-01");
    await page.getByLabel("To", { exact: true }).fill("2026-10-31");
    await page.locator("form").getByRole("button", { name: "New exclusion" }).click();
    await visible(page.getByText("Must not be before the start"));
    await expectPath(page, `/overrides/${winter}/new`);
    expect(await optionWithRule(rule)).toBeUndefined();
    await page.getByLabel("To", { exact: true }).fill("2026-11-30");
    await page.locator("form").getByRole("button", { name: "New exclusion" }).click();
    await expectPath(page, `/overrides/${winter}`);

    const created = await optionWithRule(rule);
    expect(created).toMatchObject({
      field: "Email",
      value: "EXCLUDED",
      description: "Staff test sign-ups",
      ActiveFrom: "2026-11-01",
      ActiveTo: "2026-11-30",
    });
    const scopes = await apiGet<ScopeList>(
      admin,
      `/teamcampaignoptions/?option=${created?.id ?? ""}`,
    );
    expect(scopes.Result.map((scope) => scope.team)).toEqual([toronto]);
    const row = page.getByRole("row").filter({ hasText: rule });
    await visible(row.getByText("Toronto Downtown"));
    await visible(row.getByText("2026-11-01 – 2026-11-30"));
    await visible(page.getByText(/^Fetched at /));

    await row.getByRole("link", { name: "Email" }).click();
    await expectPath(page, `/overrides/${winter}/${created?.id ?? ""}`);
    const reason = await visible(page.getByRole("textbox", { name: "Reason", exact: true }));
    await expect.poll(() => reason.inputValue()).toBe("Staff test sign-ups");
    await reason.fill("Staff addresses");
    const from = page.getByLabel("From", { exact: true });
    await expect.poll(() => from.inputValue()).toBe("2026-11-01");
    await from.fill("");
    await page.getByRole("checkbox", { name: "Toronto Downtown" }).uncheck();
    await page.locator("form").getByRole("button", { name: "Save" }).click();
    await expectPath(page, `/overrides/${winter}`);
    const edited = page.getByRole("row").filter({ hasText: rule });
    await visible(edited.getByText("Every team"));
    await visible(edited.getByText("… – 2026-11-30"));
    expect(await optionWithRule(rule)).toMatchObject({
      description: "Staff addresses",
      ActiveFrom: null,
      ActiveTo: "2026-11-30",
    });
    const after = await apiGet<ScopeList>(
      admin,
      `/teamcampaignoptions/?option=${created?.id ?? ""}`,
    );
    expect(after.Count).toBe(0);

    await page.getByRole("row").filter({ hasText: rule }).getByRole("link").click();
    await (await visible(page.getByRole("button", { name: "Delete exclusion" }))).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete exclusion" }).click();
    await expectPath(page, `/overrides/${winter}`);
    await expect
      .poll(() => page.getByRole("row").filter({ hasText: rule }).count(), {
        timeout: UI_TIMEOUT_MS,
      })
      .toBe(0);
    expect(await optionWithRule(rule)).toBeUndefined();
    await page.close();
  });
});
