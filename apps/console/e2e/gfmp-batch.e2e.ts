/**
 * `/gfmp-batch` end to end (issue 23, decision 0038) against the local fundraising platform of
 * the run: an admin fetches a campaign's donations, sees the batch with its results, opens its
 * rows (a failed row names its field), and the page fits 400 px and 1280 px wide.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { setDonations } from "./support/gfmp-provider";

const browser = browserFixture();
const CAMPAIGN = "Winter Appeal";

let admin: SignedIn;
let campaign: string;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const list = await apiGet<{ Result: { id: string; title: string }[] }>(
    admin,
    "/campaigns/?PageSize=500",
  );
  campaign = list.Result.find((item) => item.title === CAMPAIGN)?.id ?? "";
  await setDonations(campaign, [
    { id: "e2e-1", amount: 20, currency: "EUR", first_name: "Ana", last_name: "Ruiz" },
    { id: "e2e-2", amount: 35, currency: "EUR", first_name: "Ben", last_name: "Okafor" },
    { id: "e2e-3", amount: -4, currency: "EUR", first_name: "Bad", last_name: "Amount" },
  ]);
});

describe("fundraising-platform batch", () => {
  it("fetches a campaign's donations and shows the batch's rows and problems", async () => {
    const page = await browser.openPage({ session: admin, viewport: { width: 1280, height: 900 } });
    await page.goto("/gfmp-batch");
    await (
      await visible(page.getByRole("combobox", { name: "Campaign to fetch donations for" }))
    ).click();
    await page.getByRole("option", { name: CAMPAIGN, exact: true }).click();
    await page.getByRole("button", { name: "Fetch donations" }).click();

    const detail = page.getByRole("region", { name: /^Batch / });
    await visible(detail);
    const rows = detail.getByRole("table", { name: "Rows of the batch" });
    await expect
      .poll(async () => {
        await detail.getByRole("button", { name: "Refresh" }).click();
        return rows.locator("tbody tr").count();
      })
      .toBe(3);
    expect(await detail.textContent()).toContain("3 rows: 2 created, 0 already imported, 1 failed");
    const bad = rows.locator("tbody tr", { hasText: "e2e-3" });
    expect(await bad.textContent()).toContain("Amount");
    expect(await bad.textContent()).toContain("Failed");
    await visible(detail.getByRole("button", { name: "Run again" }));

    const table = page.getByRole("table", { name: "Fundraising platform batches", exact: true });
    await visible(table.locator("tbody tr", { hasText: CAMPAIGN }).first());

    await page.setViewportSize({ width: 400, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
