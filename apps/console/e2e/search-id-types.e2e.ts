/**
 * The top-bar search with the id of something other than a submission (issue #17 item 16): the
 * id check says which kind of entity owns the id, and the console opens that entity's page (a
 * user's profile, a team's profile) rather than a submission lookup of an id that is no
 * submission. What the check answers comes from the API, not from the test.
 */
import type { Schema } from "@canvass/sdk/contract";
import { idEntityPath } from "@canvass/sdk/search";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiGet, apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { permissionsOf } from "./support/permissions";
import { searchBox } from "./support/top-bar";
import { createUser, uniqueName } from "./support/users-api";

const browser = browserFixture();

let admin: SignedIn;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
});

async function searchPage(): Promise<Page> {
  const page = await browser.openPage({ session: admin });
  await page.goto(await expectedHomePath(admin));
  await visible(searchBox(page));
  return page;
}

const idCheck = (id: string) => apiGet<Schema<"IdExistsResult">>(admin, `/ids/${id}/exists/`);

describe("the top-bar search with an id", () => {
  it.each([
    ["a user's id opens their profile", "player", "/user/"],
    ["a team's id opens its profile", "team", "/team/"],
  ] as const)("%s", async (_, type, prefix) => {
    const id =
      type === "player"
        ? (await createUser(admin, { username: uniqueName("idsearch"), team: admin.team })).id
        : admin.team;
    expect(id).toMatch(/^[0-9a-f]{6,8}$/);
    const check = await idCheck(id);
    expect(check).toMatchObject({ exists: true, type });
    const expected = idEntityPath(await permissionsOf(admin), check.type, id);
    expect(expected).toBe(`${prefix}${id}`);

    const page = await searchPage();
    await searchBox(page).fill(id);
    await expectPath(page, expected ?? "");
  });
});
