/**
 * `/feedback` end to end (issue 20): a manager sends feedback from the top bar; an admin's
 * feedback list shows it (author, page, text) and finds it by search; the admin deletes it
 * after confirming; a rep's list shows no delete button.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { uniqueTitle } from "./support/teams-api";

const browser = browserFixture();

let admin: SignedIn;
let manager: SignedIn;
let rep: SignedIn;
beforeAll(async () => {
  [admin, manager, rep] = await Promise.all([
    apiSignIn(loginOf("admin")),
    apiSignIn(loginOf("manager")),
    apiSignIn(loginOf("rep")),
  ]);
});

describe("feedback", () => {
  it("lists a feedback just sent from the top bar, finds it, and deletes it", async () => {
    const text = `${uniqueTitle("Feedback")} the export list is hard to read`;
    const sender = await browser.openPage({ session: manager });
    await sender.goto("/campaigns");
    await (await visible(sender.getByRole("button", { name: "Send feedback" }))).click();
    await (await visible(sender.getByRole("textbox", { name: "Your feedback" }))).fill(text);
    await sender.getByRole("button", { name: "Send", exact: true }).click();
    await visible(sender.getByText("Thank you for your feedback").first());

    const page = await browser.openPage({ session: admin });
    await page.goto("/feedback");
    const table = page.getByRole("table", { name: "Feedback", exact: true });
    await visible(table);
    const row = table.locator("tbody tr", { hasText: text });
    await visible(row);
    expect(await row.textContent()).toContain("/campaigns");
    expect(await row.textContent()).toContain("Mona Manager");

    await page.getByRole("searchbox", { name: "Search Feedback" }).fill(text.slice(0, 20));
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text.slice(0, 20));
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1);

    await row.getByRole("button", { name: /^Delete the feedback of/ }).click();
    await (await visible(page.getByRole("button", { name: "Delete", exact: true }))).click();
    await expect.poll(() => table.locator("tbody tr", { hasText: text }).count()).toBe(0);

    const repPage = await browser.openPage({ session: rep });
    await repPage.goto("/feedback");
    await visible(repPage.getByRole("table", { name: "Feedback", exact: true }));
    expect(await repPage.getByRole("button", { name: /^Delete the feedback of/ }).count()).toBe(0);
  });
});
