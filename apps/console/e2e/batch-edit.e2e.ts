/**
 * The batch edit end to end against the real server (decision 0041): 50 submissions chosen by the
 * /subs filter of the address with a Reason → preview → apply as a job → the report, and every
 * one's history carries the Reason; a CSV with 3 bad rows is reported row by row while the
 * others are applied.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
let ids: string[] = [];
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const list = await apiGet<{ Accounts: { ID: string }[] }>(
    admin,
    "/query/accounts/?PageSize=60&Fields=ID",
  );
  ids = list.Accounts.map((account) => account.ID);
  if (ids.length < 56) throw new Error("the seed has too few submissions");
});

interface HistoryPage {
  Result: { Reason?: string; Changes: { field: string; to?: unknown }[] }[];
}

describe("the batch edit", () => {
  it("edits 50 submissions of a filter with a Reason that each history entry keeps", async () => {
    const chosen = ids.slice(0, 50);
    const town = `Batch${String(Date.now()).slice(-6)}`;
    const reason = `Wrong city on the ${town} day`;
    const page = await browser.openPage({ session: admin, viewport: { width: 1280, height: 900 } });
    await page.goto(`/batch-edit?id=${chosen.join(",")}`);
    await page.getByRole("button", { name: "Use this filter" }).click();
    await page.getByRole("combobox", { name: "Field" }).selectOption("City");
    await page.getByRole("button", { name: "Add field" }).click();
    await page.getByRole("textbox", { name: "City" }).fill(town);
    await page.getByRole("textbox", { name: "Reason" }).fill(reason);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await page.getByText(/^50 submissions: 50 will change/).waitFor();
    expect(await page.locator('tr[data-outcome="change"]').count()).toBe(50);
    await page.getByRole("button", { name: "Apply to 50 submissions" }).click();
    await page.getByText("50 changed, 0 unchanged, 0 failed.").waitFor({ timeout: 60_000 });
    for (const id of chosen) {
      const history = await apiGet<HistoryPage>(admin, `/history/?Target=${id}&PageSize=1`);
      expect(history.Result[0]?.Reason).toBe(reason);
      expect(history.Result[0]?.Changes).toEqual([
        expect.objectContaining({ field: "City", to: town }),
      ]);
    }
    await page.close();
  });

  it("applies a CSV's good rows and reports its 3 bad rows with their reasons", async () => {
    const [a = "", b = "", c = "", d = ""] = ids.slice(50, 54);
    const amount = 1000 + (Date.now() % 500);
    const csv = [
      "ID,Amount,City",
      `${a},${String(amount)},`,
      `${b},${String(amount)},`,
      `${c},,CsvTown`,
      "ffffff9,25,",
      `${d},lots,`,
      `${a.slice(0, 3)},25,`,
    ].join("\n");
    const page = await browser.openPage({ session: admin, viewport: { width: 400, height: 900 } });
    await page.goto("/batch-edit");
    await page.getByRole("radio", { name: "A CSV file of ID and changed columns" }).check();
    await page.locator('[data-slot="batch-csv"]').setInputFiles({
      name: "changes.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByText("6 rows read").waitFor();
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await page
      .getByText(/^6 submissions: 3 will change, 0 already hold these values, 3 cannot/)
      .waitFor();
    // No reason yet: its translated message stands next to the field and nothing can be applied.
    await page.getByText("Give a reason: it is kept in each submission's history.").waitFor();
    expect(await page.getByRole("button", { name: "Apply to 3 submissions" }).isDisabled()).toBe(
      true,
    );
    await page.getByRole("textbox", { name: "Reason" }).fill("Corrected from the call list");
    await page.getByRole("button", { name: "Apply to 3 submissions" }).click();
    await page.getByText("3 changed, 0 unchanged, 3 failed.").waitFor({ timeout: 60_000 });
    const failed = page.getByRole("list", { name: "Failed submissions" });
    await failed.getByText(/ffffff9/).waitFor();
    await failed.getByText(new RegExp(`${d}.*Amount`)).waitFor();
    expect(await failed.getByRole("listitem").count()).toBe(3);
    const answer = await apiGet<{ Accounts: { ID: string; Amount?: number; City?: string }[] }>(
      admin,
      `/query/accounts/?ID=${[a, b, c].join(",")}&Fields=ID,Amount,City`,
    );
    const byId = new Map(answer.Accounts.map((row) => [row.ID, row]));
    expect(byId.get(a)?.Amount).toBe(amount);
    expect(byId.get(b)?.Amount).toBe(amount);
    expect(byId.get(c)?.City).toBe("CsvTown");
    await page.close();
  });
});
