/**
 * The row actions of `/users` (issue #17 item 25): each row's buttons (Deactivate or Activate,
 * Move, Delete) sit on one line, whatever the label's length, at 1280 px and at 400 px (where
 * the table scrolls sideways rather than wrapping them).
 */
import { describe, expect, it } from "vitest";
import { apiSignIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";

const browser = browserFixture();

describe("row actions on /users", () => {
  it.each([1280, 400])("keep each row's buttons on one line at %i px", async (width) => {
    const admin = await apiSignIn(loginOf("admin"));
    const page = await browser.openPage({ session: admin, viewport: { width, height: 800 } });
    await page.goto("/users");
    await visible(page.getByRole("button", { name: "Move", exact: true }).first());
    const rows = await page.getByRole("row").evaluateAll((elements) =>
      elements
        .map((row) =>
          Array.from(row.querySelectorAll("button"))
            .filter((button) =>
              ["Deactivate", "Activate", "Move", "Delete"].includes(button.textContent.trim()),
            )
            .map((button) => Math.round(button.getBoundingClientRect().top)),
        )
        .filter((tops) => tops.length > 0),
    );
    expect(rows.length).toBeGreaterThan(3);
    const lines = rows.map((tops) => new Set(tops).size);
    expect(lines.every((count) => count === 1)).toBe(true);
  });
});
