/**
 * People read names, not ids or keys (issue 17, item 19), against the real reference server: a
 * team's profile names a parent the operator cannot see as such instead of showing its id, and the
 * history shows a changed team by its title and a role and status by their glossary names.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages as glossary } from "../../i18n/messages/glossary/en-CA";
import { messages as lists } from "../../i18n/messages/lists/en-CA";
import { renderSignedIn } from "../../testing/signed-in-screen";
import { messageOf, signedInSuite, SLOW_TEST_MS } from "../../testing/signed-in-suite";
import { TeamProfilePage } from "../../screens/teams/TeamProfilePage";
import { UserProfilePage } from "../../screens/users/UserProfilePage";

const { signIn } = signedInSuite();

const SLOW = SLOW_TEST_MS;
const word = messageOf;

describe("a team's profile", () => {
  it(
    "names a parent outside the manager's teams as one they cannot see, never by its id",
    async () => {
      const signedIn = await signIn("manager", "manager");
      const { client } = signedIn.runtime.services;
      const own = await client.call("getTeam", { params: { path: { id: signedIn.teamId } } });
      if (!own.ok) throw own.error;
      const parent = own.data.parent;
      if (parent === null) throw new Error("the manager's team has no parent");

      renderSignedIn(signedIn.runtime, { "/team/:id": TeamProfilePage }, `/team/${own.data.id}`);
      await screen.findByRole("heading", { level: 1, name: own.data.title });
      await screen.findByText(word(lists, "names.hiddenTeam"));
      expect(screen.queryByText(parent)).toBeNull();
      expect(document.body.textContent).not.toContain(parent);
    },
    SLOW,
  );
});

describe("the history", () => {
  it(
    "shows a changed team by its title and the role and status by their names",
    async () => {
      const signedIn = await signIn("admin", "admin");
      const { client } = signedIn.runtime.services;
      const teams = await client.call("listTeams", { params: { query: { PageSize: 100 } } });
      if (!teams.ok) throw teams.error;
      const [first, second] = teams.data.Result.filter((team) => team.parent !== null);
      if (first === undefined || second === undefined) throw new Error("two teams needed");
      const created = await client.call("createPlayer", {
        body: {
          firstname: "Hana",
          lastname: "History",
          username: "hana-history",
          email: "hana.history@example.com",
          password: "a long enough password",
          role: "rep",
          team: first.id,
          status: 1,
        },
      });
      if (!created.ok) throw created.error;
      const id = created.data.id;
      const changed = await client.call("updatePlayer", {
        params: { path: { id } },
        body: { role: "callcenter", team: second.id },
      });
      if (!changed.ok) throw changed.error;

      renderSignedIn(signedIn.runtime, { "/user/:id": UserProfilePage }, `/user/${id}`);
      await waitFor(
        () => {
          expect(screen.getAllByText(word(lists, "history.action.create")).length).toBeGreaterThan(
            0,
          );
        },
        { timeout: 20_000 },
      );
      await waitFor(() => {
        expect(screen.getAllByText(second.title).length).toBeGreaterThan(1);
      });
      const text = document.body.textContent;
      expect(screen.getAllByText(first.title).length).toBeGreaterThan(0);
      expect(text).toContain(word(glossary, "role.callcenter"));
      expect(text).toContain(word(glossary, "role.rep"));
      expect(text).not.toContain(first.id);
      expect(text).not.toContain(second.id);
      expect(text).not.toMatch(/\bcallcenter\b/);
    },
    SLOW,
  );
});
