/**
 * `/sourcecodes` end to end (issue 20): an admin creates a source code through the form (lands
 * on the list, where the search finds it and the server stored every field), edits it, and a
 * code taken in the campaign (other case) is answered next to Code with nothing written.
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as problems } from "../src/i18n/messages/problems/en-CA";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { uniqueTitle } from "./support/teams-api";

type SourceCodeList = Schema<"SourceCodeList">;

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

async function storedWithCode(code: string) {
  const list = await apiGet<SourceCodeList>(admin, `/sourcecodes/?q=${encodeURIComponent(code)}`);
  return list.Result.filter((row) => row.code.toUpperCase() === code.toUpperCase());
}

describe("source codes", () => {
  it("creates, finds, edits, and names a taken code next to Code", async () => {
    const name = uniqueTitle("Mailer");
    const code = `E2E-${name.replace(/[^A-Za-z0-9]/g, "").slice(-10)}`;
    const page = await browser.openPage({ session: admin });
    await page.goto("/sourcecodes");
    await (await visible(page.getByRole("link", { name: "Create source code" }))).click();
    await expectPath(page, "/sourcecodes/new");
    const text = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    await (await visible(text("Name"))).fill(name);
    await text("Code").fill(code);
    await page.getByRole("combobox", { name: "Campaign" }).click();
    await page.getByRole("option", { name: "Winter Appeal", exact: true }).click();
    await page.getByLabel("Active from").fill("2026-10-01");
    await page.getByLabel("Active until").fill("2026-10-31");
    await page.locator("form").getByRole("button", { name: "Create source code" }).click();
    await expectPath(page, "/sourcecodes");

    const [stored] = await storedWithCode(code);
    expect(stored).toMatchObject({ name, code, ActiveFrom: "2026-10-01", ActiveTo: "2026-10-31" });

    await page.getByRole("searchbox", { name: "Search Source codes" }).fill(code);
    await (await visible(page.getByRole("link", { name, exact: true }))).click();
    await expectPath(page, `/sourcecodes/${stored?.id ?? ""}`);
    await (await visible(text("Name"))).fill(`${name} (north)`);
    await page.locator("form").getByRole("button", { name: "Save" }).click();
    await expectPath(page, "/sourcecodes");
    await expect.poll(async () => (await storedWithCode(code))[0]?.name).toBe(`${name} (north)`);

    await page.goto("/sourcecodes/new");
    await (await visible(text("Name"))).fill(`${name} copy`);
    await text("Code").fill(code.toLowerCase());
    await page.getByRole("combobox", { name: "Campaign" }).click();
    await page.getByRole("option", { name: "Winter Appeal", exact: true }).click();
    await page.locator("form").getByRole("button", { name: "Create source code" }).click();
    await visible(page.getByText(problems["problem.field.taken"] ?? "", { exact: true }));
    await expectPath(page, "/sourcecodes/new");
    expect(await storedWithCode(code)).toHaveLength(1);
  });
});
