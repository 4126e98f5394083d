/**
 * `/fieldopts/{name}` end to end (issue 20): an admin starts options for a new field (a bad field
 * name is answered next to the box), types choices (a repeat in another case is named next to its
 * box, with nothing saved), reorders with Alt+Arrow, saves as the default, renames a choice, and
 * deletes the option from the list; the Gender editor shows how many submissions hold each value,
 * as the server counts them.
 */
import type { Schema } from "@canvass/sdk/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as admin_ } from "../src/i18n/messages/admin/en-CA";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";

type OptionList = Schema<"OptionalFieldOptionList">;
type Usage = Schema<"OptionalFieldUsage">;

const browser = browserFixture();
const words = (key: string) => admin_[key] ?? key;

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

async function optionsOf(field: string) {
  const list = await apiGet<OptionList>(admin, "/accounts/optfields/");
  return list.Result.filter((option) => option.field === field);
}

describe("field options", () => {
  it("creates a field's default choices, reorders, renames and deletes them", async () => {
    const field = `E2e_${Date.now().toString(36)}`;
    const page = await browser.openPage({ session: admin });
    await page.goto("/fieldopts");
    const fieldBox = page.getByRole("textbox", { name: "Field", exact: true });
    await (await visible(fieldBox)).fill("9colour");
    await page.getByRole("button", { name: "Add options", exact: true }).click();
    await visible(page.getByText(words("admin.fieldOptions.problem.field.badCharacters")));
    await fieldBox.fill(field);
    await page.getByRole("button", { name: "Add options", exact: true }).click();
    await expectPath(page, `/fieldopts/${field}/new`);

    const choice = (n: number) => page.getByRole("textbox", { name: `Choice ${String(n)}` });
    await (await visible(choice(1))).fill("Red");
    await page.getByRole("button", { name: "Add a choice" }).click();
    await choice(2).fill("red");
    await visible(page.getByText(words("admin.fieldOptions.problem.duplicate")));
    await page.getByRole("radio", { name: /^By default/ }).check();
    await page.getByRole("button", { name: "Create options" }).click();
    await visible(page.getByText(words("admin.fieldOptions.problem.duplicate")));
    expect(await optionsOf(field)).toHaveLength(0);

    await choice(2).fill("Blue");
    await page.getByRole("button", { name: "Add a choice" }).click();
    await choice(3).fill("Green");
    await choice(3).press("Alt+ArrowUp");
    await expect.poll(() => choice(2).inputValue()).toBe("Green");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("choices.1.text");
    await page.getByRole("button", { name: "Create options" }).click();
    await expectPath(page, `/fieldopts/${field}`);
    await expect
      .poll(async () => (await optionsOf(field))[0])
      .toMatchObject({ options: ["Red", "Green", "Blue"], campaigns: "default" });

    await (await visible(choice(3))).fill("Navy");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(async () => (await optionsOf(field))[0]?.options)
      .toEqual(["Red", "Green", "Navy"]);

    await page.goto("/fieldopts");
    await (
      await visible(page.getByRole("button", { name: `Delete these options of ${field}` }))
    ).click();
    await (await visible(page.getByRole("button", { name: "Delete", exact: true }))).click();
    await expect.poll(async () => (await optionsOf(field)).length).toBe(0);
  });

  it("shows how many submissions hold each Gender choice, as the server counts them", async () => {
    const usage = await apiGet<Usage>(admin, "/accounts/optfields/usage/?field=Gender");
    const counts = new Map(usage.Result.map((row) => [row.value, row.count]));
    const option = (await optionsOf("Gender")).find((found) => found.campaigns === "default");
    if (option === undefined) throw new Error("the seed has no default Gender option");
    const page = await browser.openPage({ session: admin });
    await page.goto("/fieldopts/Gender");
    const form = page.getByRole("form", { name: /^Options for Default/ });
    await visible(form);
    for (const [index, value] of option.options.entries()) {
      const name = `Choice ${String(index + 1)}`;
      const box = form.getByRole("textbox", { name, exact: true });
      await expect.poll(() => box.inputValue()).toBe(value);
      const count = counts.get(value) ?? 0;
      const expected =
        count === 0
          ? "No submission holds it"
          : `Held by ${String(count)} submission${count === 1 ? "" : "s"}`;
      const row = form
        .locator("li")
        .filter({ has: page.getByRole("textbox", { name, exact: true }) });
      await expect.poll(() => row.textContent()).toContain(expected);
    }
    expect(usage.Result.some((row) => option.options.includes(row.value))).toBe(true);
  });
});
