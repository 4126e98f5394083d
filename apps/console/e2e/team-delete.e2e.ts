/**
 * Deleting a team from its profile (issue #17 item 18) against the real server: Delete asks
 * first (cancelling keeps the team), then deletes and goes to the team list; a team that still
 * has a sub-team is refused with the console's own words for the problem's code, not the
 * server's English detail; Delete shows only where the SDK's `mayDeleteTeam` holds (not for a
 * client, not on the root team).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { messages as teamWords } from "../src/i18n/messages/teams/en-CA";
import { apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import { createTeam, uniqueTitle } from "./support/teams-api";

const browser = browserFixture();

let admin: SignedIn;
let root: SignedIn;
let client: SignedIn;
beforeAll(async () => {
  [admin, root, client] = await Promise.all([
    apiSignIn(loginOf("admin")),
    apiSignIn(loginOf("root")),
    apiSignIn(loginOf("client")),
  ]);
});

/** The status of `GET /teams/{id}/` for the session (200 while the team exists). */
async function teamStatus(session: SignedIn, id: string): Promise<number> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api/teams/${id}/`, {
    headers: { authorization: authorization(session), accept: "application/json" },
  });
  await answer.arrayBuffer();
  return answer.status;
}

const deleteButton = (page: Page) => page.getByRole("button", { name: "Delete", exact: true });
const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 });

describe("deleting a team from its profile", () => {
  it("asks first, then deletes an empty team and goes to the team list", async () => {
    const team = await createTeam(admin, { title: uniqueTitle("Zz Delete"), parent: admin.team });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${team.id}`);
    await visible(heading(page, team.title));

    await (await visible(deleteButton(page))).click();
    const dialog = await visible(page.getByRole("alertdialog"));
    expect(await dialog.textContent()).toContain(`Delete ${team.title}?`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "hidden" });
    expect(await teamStatus(admin, team.id), "cancelling keeps the team").toBe(200);

    await deleteButton(page).click();
    await (
      await visible(page.getByRole("alertdialog"))
    )
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expectPath(page, "/teams");
    await visible(
      page.locator('[data-slot="toast"]').filter({ hasText: `Team ${team.title} is deleted` }),
    );
    expect(await teamStatus(admin, team.id)).toBe(404);
  });

  it("shows the refusal of a team with a sub-team in the console's words, and keeps it", async () => {
    const parent = await createTeam(admin, { title: uniqueTitle("Zz Holder"), parent: admin.team });
    await createTeam(admin, { title: uniqueTitle("Zz Held"), parent: parent.id });
    const page = await browser.openPage({ session: admin });
    await page.goto(`/team/${parent.id}`);
    await visible(heading(page, parent.title));
    await (await visible(deleteButton(page))).click();
    await (
      await visible(page.getByRole("alertdialog"))
    )
      .getByRole("button", { name: "Delete", exact: true })
      .click();

    const toast = await visible(
      page
        .locator('[data-slot="toast"]')
        .filter({ hasText: `Team ${parent.title} was not deleted` }),
    );
    const text = (await toast.textContent()) ?? "";
    expect(text).toContain(teamWords["teams.deleteHasSubTeams"]);
    expect(text, "not the server's English detail").not.toContain("Move or delete its sub-teams");
    expect(new URL(page.url()).pathname).toBe(`/team/${parent.id}`);
    expect(await teamStatus(admin, parent.id)).toBe(200);
  });

  it("offers Delete only where the SDK's rule allows it", async () => {
    const team = await createTeam(admin, { title: uniqueTitle("Zz Gate"), parent: admin.team });
    const viewer = await browser.openPage({ session: client });
    await viewer.goto(`/team/${client.team}`);
    await visible(viewer.getByRole("heading", { level: 1 }));
    expect(await deleteButton(viewer).count(), "a client may not delete teams").toBe(0);

    const top = await browser.openPage({ session: root });
    await top.goto(`/team/${root.team}`);
    await visible(heading(top, "Canvass HQ"));
    expect(await deleteButton(top).count(), "nobody deletes the root team").toBe(0);
    await top.goto(`/team/${team.id}`);
    await visible(heading(top, team.title));
    await visible(deleteButton(top));
  });
});
