/**
 * The submission lookup end to end against the real server: three ids with one unknown, the tab
 * from the address, editing with a reason that the history then shows, a save whose connection drops
 * keeping every typed value (the server's 409/422 paths are the machine's tests), delete offered to the root team only, a client who cannot
 * edit, and a rep who sees no personal details.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { loginOf } from "./support/env";

const browser = browserFixture();
const UNKNOWN = "fedcba98";

let admin: SignedIn;
let ids: string[] = [];
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const list = await apiGet<{ Accounts: { ID: string }[] }>(
    admin,
    "/query/accounts/?PageSize=3&Fields=ID,Name",
  );
  ids = list.Accounts.map((account) => account.ID);
});

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

describe("the submission lookup", () => {
  it("opens three ids with one unknown, one tab each, and the tab named in the address", async () => {
    const [first, second] = ids;
    if (first === undefined || second === undefined) throw new Error("the seed has no submissions");
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${first.toUpperCase()},${second},${UNKNOWN}/history`);
    await tab(page, first).waitFor();
    await expect
      .poll(() => page.getByRole("tablist", { name: "Open submissions" }).getByRole("tab").count())
      .toBe(3);
    await expect.poll(() => tab(page, "History").getAttribute("aria-selected")).toBe("true");
    await tab(page, UNKNOWN).click();
    await page.getByRole("heading", { name: `No submission ${UNKNOWN}` }).waitFor();
    await page.getByRole("button", { name: `Close ${UNKNOWN}` }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/lookup/${first},${second}/history`);
    await page.close();
  });

  it("saves an edit with a reason that the history shows, and keeps typed values when the connection drops", async () => {
    const id = ids[0] ?? "";
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${id}/history`);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const city = page.getByRole("textbox", { name: "City" });
    const town = `Lookup${String(Date.now()).slice(-6)}`;
    await city.fill(town);
    await page.getByRole("button", { name: "Review changes" }).click();
    await page
      .getByRole("table", { name: "Changes to save" })
      .getByRole("row", { name: /City/ })
      .waitFor();
    await page.getByRole("textbox", { name: "Reason" }).fill("Donor called to correct the city");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The changes were saved.").waitFor();
    await page.getByText(town).first().waitFor();

    // The connection drops while saving: nothing is lost, every typed value and the reason stay.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("textbox", { name: "City" }).fill(`${town}x`);
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("555 0100");
    await page.getByRole("button", { name: "Review changes" }).click();
    await page.getByRole("textbox", { name: "Reason" }).fill("Second call");
    await page.route("**/api/accounts/", (route) => route.abort("connectionreset"));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(/Nothing was saved/).waitFor();
    expect(await page.getByRole("textbox", { name: "Reason" }).inputValue()).toBe("Second call");
    await page.getByRole("button", { name: "Back to editing" }).click();
    expect(await page.getByRole("textbox", { name: "City" }).inputValue()).toBe(`${town}x`);
    expect(await page.getByRole("textbox", { name: "Phone", exact: true }).inputValue()).toBe(
      "555 0100",
    );
    await page.close();
  });

  it("offers delete to the root team only", async () => {
    const id = ids[1] ?? "";
    const rootPage = await browser.openPage({ session: await apiSignIn(loginOf("root")) });
    await rootPage.goto(`/lookup/${id}`);
    await rootPage.getByRole("button", { name: "Delete", exact: true }).waitFor();
    await rootPage.close();
    const page = await browser.openPage({ session: admin });
    await page.goto(`/lookup/${id}`);
    await tab(page, id).waitFor();
    await page.getByRole("button", { name: "Reassign" }).waitFor();
    expect(await page.getByRole("button", { name: "Delete", exact: true }).count()).toBe(0);
    await page.close();
  });

  it("lets a client look but not edit, and shows a rep no personal details", async () => {
    const id = ids[0] ?? "";
    const client = await apiSignIn(loginOf("client"));
    const visible = await apiGet<{ Accounts: { ID: string }[] }>(
      client,
      "/query/accounts/?PageSize=1&Fields=ID",
    );
    const clientId = visible.Accounts[0]?.ID ?? id;
    const page = await browser.openPage({ session: client });
    await page.goto(`/lookup/${clientId}`);
    await tab(page, clientId).waitFor();
    await page.getByRole("tablist", { name: "Submission sections" }).waitFor();
    expect(await page.getByRole("button", { name: "Edit", exact: true }).count()).toBe(0);
    await page.close();

    const rep = await apiSignIn(loginOf("rep"));
    const own = await apiGet<{ Accounts: { ID: string }[] }>(
      rep,
      "/query/accounts/?PageSize=1&Fields=ID",
    );
    const repId = own.Accounts[0]?.ID ?? id;
    const repPage = await browser.openPage({ session: rep });
    await repPage.goto(`/lookup/${repId}/details`);
    await tab(repPage, repId).waitFor();
    await repPage.getByRole("tablist", { name: "Submission sections" }).waitFor();
    expect(await tab(repPage, "Details").count()).toBe(0);
    expect(await repPage.getByRole("button", { name: "Edit", exact: true }).count()).toBe(0);
    expect(await repPage.getByText(/^E-?mail$/).count()).toBe(0);
    await repPage.close();
  });
});
