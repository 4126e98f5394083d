/**
 * The team hierarchy (/tree, issue #8) against the real server: the tree with each team's role and
 * counts as the server counts them, search, moving a team by the Move… picker and by dragging
 * (confirmed, then checked on the server), a move under the team's own sub-team refused (not
 * offered by the console, refused by the server: 422 on /parent) with the tree unchanged, the
 * server's refusal shown when the console's tree was out of date, a manager's sub-tree, and the
 * route's gate per role. Every test makes its own teams with run-unique titles.
 */
import type { Schema } from "@canvass/sdk/contract";
import { can, canOpenRoute } from "@canvass/sdk/permissions";
import { beforeAll, describe, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { expectPath, visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import { permissionsOf } from "./support/permissions";
import { createTeam, moveTeam, parentOf, rootOf, teamTree, uniquePrefix } from "./support/tree-api";
import {
  ROLE_NAMES,
  confirmation,
  levelOf,
  moveAction,
  nodeName,
  openTree,
  picker,
  pickerChoice,
  searchBox,
  teamNode,
  tree,
} from "./support/tree-page";
import { messages as problems } from "../src/i18n/messages/problems/en-CA";

const browser = browserFixture();

let admin: SignedIn;
let rootId: string;
beforeAll(async () => {
  admin = await apiSignIn(loginOf("admin"));
  rootId = rootOf(await teamTree(admin)).id;
});

/** Two fresh teams under the root team, titled `<prefix> <label>`. */
async function twoTeams(first: string, second: string) {
  const prefix = uniquePrefix();
  const a = await createTeam(admin, `${prefix} ${first}`, rootId);
  const b = await createTeam(admin, `${prefix} ${second}`, rootId);
  return { prefix, a, b };
}

describe("admin", () => {
  it("shows the hierarchy with each team's role and counts as the server counts them", async () => {
    const answer = await teamTree(admin);
    const root = rootOf(answer);
    const page = await browser.openPage({ session: admin });
    await openTree(page);
    const rootNode = tree(page).getByRole("treeitem", {
      name: nodeName(root, ROLE_NAMES[root.role]),
      exact: true,
    });
    await visible(rootNode);
    expect(await levelOf(rootNode)).toBe(1);
    expect(await rootNode.getAttribute("aria-expanded")).toBe("true");
    // The root is open: its sub-teams show, each with its own counts.
    const children = answer.nodes.filter((node) => node.parent === root.id);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children.slice(0, 6)) {
      const node = tree(page).getByRole("treeitem", {
        name: nodeName(child, ROLE_NAMES[child.role]),
        exact: true,
      });
      await visible(node);
      expect(await levelOf(node)).toBe(2);
    }
    // The link to a team's profile.
    const first = children[0];
    if (first === undefined) throw new Error("no sub-team");
    expect(
      await teamNode(page, first.title)
        .getByRole("link", { name: first.title, exact: true })
        .getAttribute("href"),
    ).toBe(`/team/${first.id}`);
  });

  it("finds a team by its name, opens the way to it and keeps the search in the address", async () => {
    const prefix = uniquePrefix();
    const region = await createTeam(admin, `${prefix} Region`, rootId);
    const needle = await createTeam(admin, `${prefix} Needle Street`, region.id);
    const page = await browser.openPage({ session: admin });
    await openTree(page);
    await searchBox(page).fill("needle street");
    const found = await visible(teamNode(page, needle.title));
    expect(await levelOf(found)).toBe(3);
    expect(await found.locator("mark").textContent()).toBe("Needle Street");
    expect(await teamNode(page, region.title).getAttribute("aria-expanded")).toBe("true");
    expect(await teamNode(page, "Operations").count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("q")).toBe("needle street");

    // The address brings the same search back.
    await page.reload();
    await visible(teamNode(page, needle.title));
    expect(await searchBox(page).inputValue()).toBe("needle street");
  });

  it("moves a team with the Move… picker, after a confirmation naming both teams", async () => {
    const { prefix, a, b } = await twoTeams("Alpha", "Bravo");
    const page = await browser.openPage({ session: admin });
    await openTree(page, prefix);
    await moveAction(page, a.title).click();
    const dialog = await visible(picker(page, a.title));
    await dialog.getByRole("searchbox", { name: "Search parent teams" }).fill(prefix);
    expect(await pickerChoice(dialog, a.title).count()).toBe(0);
    await pickerChoice(dialog, b.title).click();

    const confirm = await visible(confirmation(page));
    expect(await confirm.textContent()).toContain(`“${a.title}” will move under “${b.title}”`);
    await confirm.getByRole("button", { name: "Move team", exact: true }).click();
    await visible(page.getByText("Team moved", { exact: true }));
    await expect.poll(() => parentOf(admin, a.id)).toBe(b.id);
    // The tree is loaded again: Alpha now sits under Bravo.
    await expect.poll(() => levelOf(teamNode(page, a.title))).toBe(3);
    expect(await teamNode(page, b.title).getAttribute("aria-expanded")).toBe("true");
  });

  it("moves a team by dragging it onto its new parent, after a confirmation", async () => {
    const { prefix, a, b } = await twoTeams("Charlie", "Delta");
    const page = await browser.openPage({ session: admin });
    await openTree(page, prefix);
    await teamNode(page, a.title).dragTo(teamNode(page, b.title));
    const confirm = await visible(confirmation(page));
    expect(await confirm.textContent()).toContain(`“${a.title}” will move under “${b.title}”`);
    await confirm.getByRole("button", { name: "Move team", exact: true }).click();
    await expect.poll(() => parentOf(admin, a.id)).toBe(b.id);
    await expect.poll(() => levelOf(teamNode(page, a.title))).toBe(3);
  });

  it("does not offer or accept a move under the team's own sub-team, which the server refuses too", async () => {
    const prefix = uniquePrefix();
    const parent = await createTeam(admin, `${prefix} Parent`, rootId);
    const child = await createTeam(admin, `${prefix} Child`, parent.id);
    const page = await browser.openPage({ session: admin });
    await openTree(page, prefix);
    await visible(teamNode(page, child.title));

    // The picker leaves the sub-team out.
    await moveAction(page, parent.title).click();
    const dialog = await visible(picker(page, parent.title));
    await dialog.getByRole("searchbox", { name: "Search parent teams" }).fill(prefix);
    await visible(dialog.getByText("No team matches the search.", { exact: true }));
    expect(await pickerChoice(dialog, child.title).count()).toBe(0);
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await picker(page, parent.title).waitFor({ state: "hidden" });

    // Dragged over its sub-team, the team finds no drop target there; the drop asks nothing.
    await teamNode(page, parent.title).hover();
    await page.mouse.down();
    await teamNode(page, child.title).hover();
    await teamNode(page, child.title).hover({ position: { x: 20, y: 10 } });
    await expect
      .poll(() => teamNode(page, parent.title).getAttribute("data-drop-state"))
      .toBe("source");
    expect(await teamNode(page, child.title).getAttribute("data-drop-state")).toBe("dragging");
    await page.mouse.up();
    await expect
      .poll(() => teamNode(page, parent.title).getAttribute("data-drop-state"))
      .toBe("idle");
    expect(await confirmation(page).count()).toBe(0);

    // The server refuses it on its own: 422 naming /parent.
    const refused = await moveTeam(admin, parent.id, child.id);
    expect(refused.status).toBe(422);
    const fields = (refused.body as Schema<"Problem">).errors ?? [];
    expect(fields.map((field) => field.field)).toContain("/parent");

    // Nothing changed, on the server or in the tree.
    expect(await parentOf(admin, parent.id)).toBe(rootId);
    expect(await parentOf(admin, child.id)).toBe(parent.id);
    await page.reload();
    await visible(teamNode(page, child.title));
    expect(await levelOf(teamNode(page, parent.title))).toBe(2);
    expect(await levelOf(teamNode(page, child.title))).toBe(3);
  });

  it("shows the server's refusal when its tree was out of date, and keeps the tree as it was", async () => {
    const { prefix, a, b } = await twoTeams("Echo", "Foxtrot");
    const page = await browser.openPage({ session: admin });
    await openTree(page, prefix);
    await visible(teamNode(page, b.title));
    // Behind the console's back, Foxtrot goes under Echo: moving Echo under Foxtrot is now a cycle.
    expect((await moveTeam(admin, b.id, a.id)).status).toBe(200);

    await moveAction(page, a.title).click();
    const dialog = await visible(picker(page, a.title));
    await dialog.getByRole("searchbox", { name: "Search parent teams" }).fill(prefix);
    await pickerChoice(dialog, b.title).click();
    await (
      await visible(confirmation(page))
    )
      .getByRole("button", { name: "Move team", exact: true })
      .click();

    const refused = await moveTeam(admin, a.id, b.id);
    expect(refused.status).toBe(422);
    const message = (refused.body as Schema<"Problem">).errors?.find(
      (field) => field.field === "/parent",
    )?.message;
    if (message === undefined) throw new Error("no /parent message");
    await visible(page.getByText(`“${a.title}” was not moved`, { exact: true }));
    // The console's own words for the /parent problem, chosen by its code, not the server's text.
    await visible(page.getByText(problems["problem.field.parent"] ?? "?", { exact: true }));
    expect(await page.getByText(message, { exact: true }).count()).toBe(0);
    expect(await parentOf(admin, a.id)).toBe(rootId);
    // The tree the operator was looking at stays (no reload after a refusal).
    expect(await levelOf(teamNode(page, a.title))).toBe(2);
    expect(await levelOf(teamNode(page, b.title))).toBe(2);
  });
});

describe("manager", () => {
  it("sees only their own sub-tree, and may move the teams below their own", async () => {
    const manager = await apiSignIn(loginOf("manager"));
    const answer = await teamTree(manager);
    const own = rootOf(answer);
    expect(own.id).toBe(manager.team);
    const everything = await teamTree(admin);
    const mine = new Set(answer.nodes.map((node) => node.id));
    const outside = everything.nodes.find((node) => !mine.has(node.id) && node.parent !== null);
    if (outside === undefined) throw new Error("every team is the manager's");

    const page = await browser.openPage({ session: manager });
    await openTree(page);
    await page.getByRole("button", { name: "Expand all", exact: true }).click();
    await expect.poll(() => tree(page).getByRole("treeitem").count()).toBe(answer.nodes.length);
    expect(await levelOf(teamNode(page, own.title))).toBe(1);
    expect(await teamNode(page, outside.title).count()).toBe(0);
    // Their own team has nowhere to go; the ones below it can move.
    expect(await moveAction(page, own.title).count()).toBe(0);
    const below = answer.nodes.find((node) => node.parent === own.id);
    if (below === undefined) throw new Error("the manager's team has no sub-team");
    await visible(moveAction(page, below.title));
  });
});

describe("gate", () => {
  it("sends a signed-out visitor to the sign-in page", async () => {
    const page = await browser.openPage();
    await page.goto("/tree");
    await expectPath(page, "/login");
  });

  it.each(["admin", "manager", "client", "callcenter", "rep"])(
    "opens /tree for %s exactly when the SDK allows it, with moving only with EditTeam",
    async (role) => {
      const session = await apiSignIn(loginOf(role));
      const permissions = await permissionsOf(session);
      const page = await browser.openPage({ session });
      await page.goto("/tree");
      if (!canOpenRoute(permissions, "/tree")) {
        // No ViewTeamHierarchy: to / and on to the user's home, never showing the tree.
        await expectPath(page, await expectedHomePath(session));
        expect(await tree(page).count()).toBe(0);
        return;
      }
      await visible(tree(page));
      await page.getByRole("button", { name: "Expand all", exact: true }).click();
      const draggable = await tree(page).locator('[role="treeitem"][draggable="true"]').count();
      const moves = await tree(page)
        .getByRole("button", { name: /^Move / })
        .count();
      if (can(permissions, "EditTeam")) {
        expect(moves).toBeGreaterThan(0);
        expect(draggable).toBe(moves);
      } else {
        expect(moves).toBe(0);
        expect(draggable).toBe(0);
      }
    },
  );
});
