/**
 * Deleting a team from its profile (issue #17 item 18) against the real server: Delete asks
 * first (cancelling keeps the team), then deletes and goes to the team list; a team that still
 * has a sub-team is refused with the console's own words for the problem's code, not the
 * server's English detail; Delete shows only where the SDK's `mayDeleteTeam` holds (not for a
 * client, not on the root team); in French, the refusal names each blocker in French.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { TEAM_DELETE_BLOCKER_MESSAGES } from "@canvass/sdk/teams";
import { messages as teamWords } from "../src/i18n/messages/teams/en-CA";
import { messages as frTeamWords } from "../src/i18n/messages/teams/fr-CA";
import { apiSignIn, authorization, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { e2eEnv, loginOf } from "./support/env";
import { replacePreferences } from "./support/preferences";
import { createTeam, uniqueTitle } from "./support/teams-api";
import { createUser, uniqueName } from "./support/users-api";

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

/** A message of a locale's file, or a failed test when the key is missing. */
function word(messages: Readonly<Record<string, string>>, key: string): string {
  const text = messages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
}

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

describe("deleting a team in French", () => {
  it("asks and refuses in French, naming each blocker, with none of the server's English", async () => {
    // A manager of their own, reading French, so no seeded user's language changes (the
    // session wants the user's role to be their team's: a manager in a team of managers).
    const home = await createTeam(admin, {
      title: uniqueTitle("Zz Maison"),
      parent: admin.team,
      role: "manager",
    });
    const username = uniqueName("fr-manager-");
    await createUser(admin, { username, team: home.id, role: "manager" });
    const manager = await apiSignIn({
      username,
      password: "correct-horse-battery",
      role: "manager",
    });
    await replacePreferences(manager, { language: "fr-CA" });

    const team = await createTeam(admin, { title: uniqueTitle("Zz Pleine"), parent: home.id });
    await createTeam(admin, { title: uniqueTitle("Zz Sous"), parent: team.id });
    await createUser(admin, { username: uniqueName("fr-member-"), team: team.id });

    const page = await browser.openPage({ session: manager });
    await page.goto(`/team/${team.id}`);
    await visible(heading(page, team.title));
    const frDelete = word(frTeamWords, "teams.delete");
    await (await visible(page.getByRole("button", { name: frDelete, exact: true }))).click();
    const dialog = await visible(page.getByRole("alertdialog"));
    expect(await dialog.textContent()).toContain(
      word(frTeamWords, "teams.deleteTitle").replace("{title}", team.title),
    );
    await dialog.getByRole("button", { name: frDelete, exact: true }).click();

    const toast = await visible(
      page.locator('[data-slot="toast"]').filter({
        hasText: word(frTeamWords, "teams.deleteFailed").replace("{title}", team.title),
      }),
    );
    const text = (await toast.textContent()) ?? "";
    expect(text).toContain(word(frTeamWords, "teams.deleteHasSubTeams"));
    expect(text).toContain(word(frTeamWords, "teams.deleteHasUsers"));
    for (const english of [
      ...Object.values(TEAM_DELETE_BLOCKER_MESSAGES),
      word(teamWords, "teams.deleteHasSubTeams"),
      word(teamWords, "teams.deleteHasUsers"),
      "status",
    ]) {
      expect(text, "no English in the French toast").not.toContain(english);
    }
    expect(new URL(page.url()).pathname).toBe(`/team/${team.id}`);
    expect(await teamStatus(admin, team.id)).toBe(200);
  });
});
