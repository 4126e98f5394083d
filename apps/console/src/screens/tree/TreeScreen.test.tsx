/**
 * The /tree screen against a loopback API (see tree-test-server.ts), with a real runtime: the
 * SDK client, a signed-in session, the language bundles and the notifications machine, whose
 * confirmation and toasts the test reads and answers as the shell's modal would.
 */
import { selectConfirmation, selectToasts } from "@canvass/machines";
import type { Role } from "@canvass/sdk/permissions";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderScreen, stopScreens } from "../../testing/render-screen";
import { waitFor as waitForActor } from "xstate";
import type { Runtime } from "../../app/runtime";
import { TreeScreen } from "./TreeScreen";
import { startTreeTestServer, type TreeTestServer } from "./tree-test-server";
import { messages as problems } from "../../i18n/messages/problems/en-CA";

const TEAMS = [
  { id: "root", title: "Canvass HQ", parent: null, role: "root", players: 1, activePlayers: 1 },
  {
    id: "na",
    title: "North America",
    parent: "root",
    role: "manager",
    players: 2,
    activePlayers: 1,
  },
  { id: "eu", title: "Europe", parent: "root", role: "manager", players: 3, activePlayers: 3 },
  { id: "to", title: "Toronto", parent: "na", role: "rep", players: 5, activePlayers: 4 },
] as const;

let server: TreeTestServer;
beforeAll(async () => {
  server = await startTreeTestServer(TEAMS);
  const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
  happyDOM.setURL(`${server.origin}/tree`);
});
afterAll(() => server.close());

afterEach(async () => {
  cleanup();
  await stopScreens();
  for (const team of TEAMS) {
    const kept = server.teams.get(team.id);
    if (kept !== undefined) kept.parent = team.parent;
  }
  localStorage.clear();
});

async function renderTree(role: Role): Promise<Runtime> {
  const runtime = await renderScreen({
    role,
    routes: [
      { path: "/tree", Component: TreeScreen },
      { path: "/team/:id", Component: () => <p>team profile</p> },
    ],
    initialEntry: "/tree",
  });
  await screen.findByRole("treeitem", { name: /^Canvass HQ / });
  return runtime;
}

const node = (title: string) => screen.getByRole("treeitem", { name: new RegExp(`^${title} `) });

/** Answers the open confirmation with "continue", as its modal's button would. */
async function continueConfirmation(runtime: Runtime): Promise<string | undefined> {
  const asked = selectConfirmation(runtime.notifications.getSnapshot());
  runtime.notifications.send({ type: "confirm.continue" });
  await waitForActor(runtime.notifications, (s) => selectConfirmation(s) === null);
  return asked?.confirmation.description;
}

const lastToast = (runtime: Runtime) => selectToasts(runtime.notifications.getSnapshot()).at(-1);

describe("TreeScreen", () => {
  it("shows the teams with their roles and counts and a summary", async () => {
    await renderTree("admin");
    expect(
      screen.getByRole("treeitem", { name: "Canvass HQ Root 1 user · 1 active · 2 sub-teams" }),
    ).toBeTruthy();
    expect(node("North America").getAttribute("aria-level")).toBe("2");
    expect(screen.getByText("4 teams · 11 users, 9 active")).toBeTruthy();
    expect(within(node("Europe")).getByRole("link", { name: "Europe" }).getAttribute("href")).toBe(
      "/team/eu",
    );
  });

  it("moves a team through the picker and the confirmation, then loads the tree again", async () => {
    const runtime = await renderTree("admin");
    const calls = server.treeCalls();
    act(() => {
      screen.getByRole("button", { name: "Move Europe…" }).click();
    });
    const dialog = await screen.findByRole("dialog", { name: "Move Europe" });
    // Every team but itself and its current parent, in tree order.
    const choices = [...dialog.querySelectorAll("[data-slot=move-choice] > span:first-child")];
    expect(choices.map((choice) => choice.textContent)).toEqual(["North America", "Toronto"]);
    act(() => {
      within(dialog)
        .getByRole("button", { name: /^Toronto/ })
        .click();
    });

    await waitFor(() => {
      expect(selectConfirmation(runtime.notifications.getSnapshot())).not.toBeNull();
    });
    expect(await continueConfirmation(runtime)).toBe(
      "“Europe” will move under “Toronto”, with its sub-teams and users.",
    );
    expect(server.teams.get("eu")?.parent).toBe("to");
    expect(lastToast(runtime)).toMatchObject({ severity: "success", title: "Team moved" });
    await waitFor(() => {
      expect(node("Europe").getAttribute("aria-level")).toBe("4");
    });
    expect(server.treeCalls()).toBe(calls + 1);
  });

  it("shows the server's refusal of a cycle and keeps the tree as it was", async () => {
    const runtime = await renderTree("admin");
    const calls = server.treeCalls();
    // Behind the screen's back, North America goes under Europe.
    const na = server.teams.get("na");
    if (na !== undefined) na.parent = "eu";
    act(() => {
      screen.getByRole("button", { name: "Move Europe…" }).click();
    });
    const dialog = await screen.findByRole("dialog", { name: "Move Europe" });
    act(() => {
      within(dialog)
        .getByRole("button", { name: /^North America/ })
        .click();
    });
    await waitFor(() => {
      expect(selectConfirmation(runtime.notifications.getSnapshot())).not.toBeNull();
    });
    await continueConfirmation(runtime);
    expect(lastToast(runtime)).toMatchObject({
      severity: "error",
      title: "“Europe” was not moved",
      description: problems["problem.field.parent"],
    });
    expect(server.teams.get("eu")?.parent).toBe("root");
    expect(server.treeCalls()).toBe(calls);
    expect(node("North America").getAttribute("aria-level")).toBe("2");
  });

  it("offers no move without EditTeam", async () => {
    await renderTree("rep");
    expect(screen.queryAllByRole("button", { name: /^Move / })).toEqual([]);
    expect(
      screen.getAllByRole("treeitem").some((item) => item.getAttribute("draggable") === "true"),
    ).toBe(false);
  });

  it("says when the teams could not be loaded, and loads them on retry", async () => {
    server.failTree(1);
    // A failed first load: the alert comes instead of the tree.
    const rendering = renderTree("admin");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The teams could not be loaded");
    act(() => {
      within(alert).getByRole("button", { name: "Try again" }).click();
    });
    await rendering;
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
