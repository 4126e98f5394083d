/**
 * The people screens as a demo user sees their own pages, against the real reference server:
 * a rep or call-centre agent (who may not read the history) sees no history panels and asks
 * for none; on their own edit page a rep or manager sees their current role and team read-only,
 * saying why; an admin sees the root team's edit page read-only, saying why (the SDK's rules,
 * which the server enforces).
 */
import type { Role } from "@canvass/sdk/permissions";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages as lists } from "../../i18n/messages/lists/en-CA";
import { messages as teamWords } from "../../i18n/messages/teams/en-CA";
import { messages as userWords } from "../../i18n/messages/users/en-CA";
import { renderSignedIn, type SignedInRuntime } from "../../testing/signed-in-screen";
import { signedInSuite, SLOW_TEST_MS } from "../../testing/signed-in-suite";
import { TeamEditGeneralPage } from "../teams/TeamEditPages";
import { UserEditGeneralPage } from "./UserEditPages";
import { UserProfilePage } from "./UserProfilePage";

const { signIn } = signedInSuite();

const as = (username: string, role: Role): Promise<SignedInRuntime> => signIn(username, role);

const SLOW = SLOW_TEST_MS;

const USER_ROUTES = {
  "/user/:id": UserProfilePage,
  "/user/:id/edit/general": UserEditGeneralPage,
};

describe("a field user's own profile", () => {
  it.each([
    ["rep", "Remy Rep"],
    ["callcenter", undefined],
  ] as const)(
    "shows %s no history panel and asks for no history",
    async (role, name) => {
      const session = await as(role, role);
      renderSignedIn(session.runtime, USER_ROUTES, `/user/${session.playerId}`);
      const heading = await screen.findByRole("heading", { level: 1 });
      if (name !== undefined) expect(heading.textContent).toBe(name);
      await screen.findByText(lists["profile.details"] ?? "?");
      expect(session.requests.some((request) => request.includes("/api/players/"))).toBe(true);
      expect(screen.queryByText(lists["history.error"] ?? "?")).toBeNull();
      expect(screen.queryByText(userWords["users.historyOf"] ?? "?")).toBeNull();
      expect(session.requests.filter((request) => request.includes("/api/history/"))).toEqual([]);
    },
    SLOW,
  );

  it(
    "still shows the history to a manager",
    async () => {
      const session = await as("manager", "manager");
      renderSignedIn(session.runtime, USER_ROUTES, `/user/${session.playerId}`);
      await screen.findByText(userWords["users.historyOf"] ?? "?");
      await waitFor(() => {
        expect(session.requests.some((request) => request.includes("/api/history/"))).toBe(true);
      });
    },
    SLOW,
  );
});

describe("your own edit page", () => {
  it.each([
    ["rep", "Rep"],
    ["manager", "Manager"],
  ] as const)(
    "shows a %s their role and team read-only, saying why",
    async (role, label) => {
      const session = await as(role, role);
      renderSignedIn(session.runtime, USER_ROUTES, `/user/${session.playerId}/edit/general`);
      const roleField = await screen.findByRole("combobox", { name: /^Role/ });
      expect(roleField.textContent).toContain(label);
      expect(roleField).toHaveProperty("disabled", true);
      expect(screen.getByText(userWords["users.roleFixed"] ?? "?")).toBeTruthy();
      const teamField = screen.getByRole("combobox", { name: /^Team/ });
      expect(teamField).toHaveProperty("disabled", true);
      await waitFor(() => {
        expect(teamField.textContent).not.toContain(userWords["users.pickTeam"] ?? "?");
      });
      expect(screen.getByText(userWords["users.teamFixed"] ?? "?")).toBeTruthy();
    },
    SLOW,
  );
});

describe("the root team's edit page", () => {
  it(
    "is read-only for an admin, saying why; root may edit it",
    async () => {
      const admin = await as("admin", "admin");
      const hq = await admin.runtime.services.client.call("listTeams", {
        params: { query: { q: "Canvass HQ" } },
      });
      if (!hq.ok) throw hq.error;
      const root = hq.data.Result.find((team) => team.parent === null);
      if (root === undefined) throw new Error("no root team");
      renderSignedIn(
        admin.runtime,
        { "/team/:id/edit/general": TeamEditGeneralPage },
        `/team/${root.id}/edit/general`,
      );
      const status = await screen.findByText(teamWords["teams.rootTeamLocked"] ?? "?");
      expect(status.getAttribute("role")).toBe("status");
      expect(screen.getByRole("textbox", { name: /^Title/ })).toHaveProperty("disabled", true);
      expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
      expect(screen.getByText(teamWords["teams.flags.lock.rootTeam"] ?? "?")).toBeTruthy();
      cleanup();
      await admin.stop();

      const rootUser = await as("root", "root");
      renderSignedIn(
        rootUser.runtime,
        { "/team/:id/edit/general": TeamEditGeneralPage },
        `/team/${root.id}/edit/general`,
      );
      const title = await screen.findByRole("textbox", { name: /^Title/ });
      expect(title).toHaveProperty("disabled", false);
      expect(screen.queryByText(teamWords["teams.rootTeamLocked"] ?? "?")).toBeNull();
      expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", false);
    },
    SLOW,
  );
});
