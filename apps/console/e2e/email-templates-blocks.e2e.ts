/**
 * `/blocks` end to end (issue 24): an admin creates a reusable footer block through the form,
 * finds it in the list with its tag, and deletes it; the server stored and then removed it.
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";

type BlockList = Schema<"EmailBlockList">;

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

async function stored(name: string) {
  const list = await apiGet<BlockList>(admin, `/emails/blocks/?q=${encodeURIComponent(name)}`);
  return list.Result.filter((row) => row.name === name);
}

describe("e-mail blocks", () => {
  it("creates a footer block, lists it with its tag, and deletes it", async () => {
    const name = `e2e-footer-${Date.now().toString(36)}`;
    const page = await browser.openPage({ session: admin });
    await page.goto("/blocks");
    await (await visible(page.getByRole("button", { name: "Create block" }))).click();
    const form = page.getByRole("region", { name: "Create block" });
    await (await visible(form.getByRole("textbox", { name: "Block name" }))).fill(name);
    await form.getByRole("combobox", { name: "Kind" }).selectOption("footer");
    await form
      .getByRole("textbox", { name: "Content (HTML or MJML)" })
      .fill("<p>Bye {{ FirstName }}</p>");
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await stored(name)).length).toBe(1);
    const [block] = await stored(name);
    expect(block).toMatchObject({ kind: "footer", locale: "en", usedBy: [] });

    await page.getByRole("searchbox").first().fill(name);
    await visible(page.getByText(`{% include "${name}" %}`));
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect.poll(async () => (await stored(name)).length).toBe(0);
  });
});
