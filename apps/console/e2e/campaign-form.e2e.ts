/**
 * The sign-up form builder (`/campaign/{id}/edit/form`, issue 19, decision 0031) end to end
 * against the real server: five fields added from the account field list, one moved by keyboard,
 * the phone preview following, saved and still there after a reload; an invalid form refused
 * with the problem named on its row; a 500 on save that keeps the form. A campaign of its own,
 * created through the API, so no other suite sees these changes.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { e2eEnv, loginOf } from "./support/env";

const browser = browserFixture();

let admin: SignedIn;
let id: string;
const title = `E2E form ${String(Date.now())}`;

beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  const answer = await fetch(`${e2eEnv().baseUrl}/api/campaigns/`, {
    method: "PUT",
    headers: { authorization: authorization(admin), "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  if (answer.status !== 201) throw new Error(`create campaign: HTTP ${String(answer.status)}`);
  id = ((await answer.json()) as { id: string }).id;
});

async function open(page: Page): Promise<void> {
  await page.goto(`/campaign/${id}/edit/form`);
  await page.getByRole("button", { name: "Save", exact: true }).waitFor();
}

/** The names of the form's rows, in order. */
async function rowNames(page: Page): Promise<string[]> {
  return page
    .getByRole("list", { name: "Form fields" })
    .locator('[data-slot="form-field-row"] > div:first-child span.font-mono')
    .allTextContents();
}

/** The labels of the phone preview, in order (required marks dropped). */
async function previewLabels(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole("figure", { name: "Preview as a fundraiser sees it" })
    .locator("label")
    .allTextContents();
  return texts.map((text) => text.replace(/ \*$/u, "").trim());
}

describe("the form builder", () => {
  it("builds a form of five fields, reorders by keyboard, previews, saves and keeps it", async () => {
    const page = await browser.openPage({ session: admin });
    await open(page);
    const picker = page.getByLabel("Account field", { exact: true });
    for (let added = 0; added < 5; added += 1) {
      await picker.selectOption({ index: 1 });
      await page.getByRole("button", { name: "Add field", exact: true }).click();
    }
    const names = await rowNames(page);
    expect(names).toHaveLength(5);
    const [first, second, ...rest] = names;
    if (first === undefined || second === undefined) throw new Error("no rows");
    // The keyboard: focus the first row's "Move down" and press Enter.
    const firstLabel = (await previewLabels(page))[0] ?? "";
    await page.getByRole("button", { name: `Move down: ${firstLabel}` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => rowNames(page)).toEqual([second, first, ...rest]);
    const labels = await previewLabels(page);
    expect(labels).toHaveLength(5);
    expect(labels[1]).toBe(firstLabel);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    await expect.poll(() => rowNames(page)).toEqual([second, first, ...rest]);
    expect(await previewLabels(page)).toEqual(labels);
  });

  it("refuses an invalid form with the problem named on its row, and stores nothing", async () => {
    const page = await browser.openPage({ session: admin });
    await open(page);
    const stored = await rowNames(page);
    await page.getByRole("button", { name: "JSON", exact: true }).click();
    await page.getByLabel("The form as JSON", { exact: true }).fill(
      JSON.stringify({
        version: 1,
        fields: [{ name: "Size", type: "select", label: "Size" }],
      }),
    );
    await page.getByRole("button", { name: "Builder", exact: true }).click();
    await page.getByText("Choices: A choice field needs at least one choice.").waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").first().waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    expect(await rowNames(page)).toEqual(stored);
  });

  it("keeps the form through a 500 on save, and a retry stores it", async () => {
    const page = await browser.openPage({ session: admin });
    await open(page);
    await page.route("**/assets/campaigns/*/form.json", (route) =>
      route.request().method() === "GET"
        ? route.fallback()
        : route.fulfill({
            status: 500,
            contentType: "application/problem+json",
            body: JSON.stringify({ type: "about:blank", title: "Server error", status: 500 }),
          }),
    );
    await page.getByRole("button", { name: "Add section", exact: true }).click();
    const names = await rowNames(page);
    expect(names.at(-1)).toMatch(/^section_\d+$/u);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Nothing you typed is lost").waitFor();
    expect(await rowNames(page)).toEqual(names);
    await page.unroute("**/assets/campaigns/*/form.json");
    await page.getByRole("button", { name: "Try again", exact: true }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    await expect.poll(() => rowNames(page)).toEqual(names);
  });
});
