/**
 * `/configuration` end to end (issue 20): a root-team user sees the effective configuration with
 * no secret on the page (not their own password nor session token), the feature table says what
 * a switch hides, and the "why is this hidden?" explainer names the restriction flag set on a
 * user's team that hides an area; a manager (not of the root team) never sees the page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { createTeam, uniqueTitle } from "./support/teams-api";
import { createUser, uniqueName } from "./support/users-api";

const browser = browserFixture();

let root: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  [root, manager] = await Promise.all([apiSignIn(loginOf("root")), apiSignIn(loginOf("manager"))]);
});

describe("configuration", () => {
  it("shows the settings without secrets, and explains which team flag hides an area", async () => {
    const team = await createTeam(root, {
      title: uniqueTitle("No exports"),
      parent: root.team,
      role: "admin",
      restrictions: ["nocreateexports"],
    });
    const user = await createUser(root, {
      username: uniqueName("cfg"),
      team: team.id,
      role: "admin",
    });

    const page = await browser.openPage({ session: root });
    await page.goto("/configuration");
    await visible(page.getByRole("heading", { name: "Configuration", level: 1 }));
    const features = page.getByRole("table", { name: "Features" });
    await visible(features);
    const batchRow = features.getByRole("row", { name: /hide_batch_edit/ });
    expect(await batchRow.textContent()).toContain("Batch edit");
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toContain(loginOf("root").password);
    expect(text).not.toContain(root.token);

    const search = page.getByRole("combobox", { name: "Search options" });
    await page.getByRole("combobox", { name: "User" }).click();
    await (await visible(search)).fill(user.username);
    await (await visible(page.getByRole("option", { name: new RegExp(user.username) }))).click();
    await page.getByRole("combobox", { name: "Area" }).click();
    await (await visible(search)).fill("/export/new");
    await (await visible(page.getByRole("option", { name: /\/export\/new/ }))).click();
    await visible(page.getByText("Hidden", { exact: true }));
    await visible(
      page.getByText("The restriction flag nocreateexports is set (on the user's team).").first(),
    );
  });

  it("is never shown to a manager outside the root team", async () => {
    const home = await expectedHomePath(manager);
    const page = await browser.openPage({ session: manager });
    await page.goto("/configuration");
    await expectPath(page, home);
    expect(await page.getByRole("heading", { name: "Configuration", level: 1 }).count()).toBe(0);
  });
});
