import { DEFAULT_FEATURES, createPermissionContext, type Role } from "@canvass/sdk/permissions";
import { describe, expect, it } from "vitest";
import type { LastEdited } from "./last-edited";
import { lastEditedShortcuts } from "./shortcuts";
import { translator } from "./test-translate";

const t = translator();

const TEAM = { id: "t7", label: "North region" };

const ALL: LastEdited = {
  campaign: { id: "c 1", label: "Spring appeal" },
  team: TEAM,
  user: { id: "u3", label: "Jordan Alvarez" },
};

const features = {
  ...DEFAULT_FEATURES,
  user: { hide_location: false, metadata: true },
  team: { metadata: true },
};

const context = (role: Role) =>
  createPermissionContext({ role, isRootTeam: true, features, selfId: "p-1" });

const hrefs = (role: Role, lastEdited: LastEdited = ALL) =>
  Object.fromEntries(
    lastEditedShortcuts(lastEdited, context(role), t).map((s) => [
      s.kind,
      s.links.map((link) => `${link.label} ${link.id}`),
    ]),
  );

describe("lastEditedShortcuts", () => {
  it("gives an admin every sub-link of each entity, in campaign, team, user order", () => {
    const shortcuts = lastEditedShortcuts(ALL, context("admin"), t);
    expect(shortcuts.map((s) => [s.id, s.kind, s.label])).toEqual([
      ["last-campaign", "campaign", "Spring appeal"],
      ["last-team", "team", "North region"],
      ["last-user", "user", "Jordan Alvarez"],
    ]);
    expect(hrefs("admin")).toEqual({
      campaign: ["Profile /campaign/c%201", "Edit /campaign/c%201/edit/general"],
      team: [
        "Profile /team/t7",
        "Edit /team/t7/edit/general",
        "Optional fields /team/t7/edit/optional",
      ],
      user: [
        "Profile /user/u3",
        "Edit /user/u3/edit/general",
        "Optional fields /user/u3/edit/optional",
      ],
    });
  });

  it("keeps only the links the operator may open", () => {
    expect(hrefs("manager")).toEqual({
      campaign: ["Profile /campaign/c%201"],
      team: [
        "Profile /team/t7",
        "Edit /team/t7/edit/general",
        "Optional fields /team/t7/edit/optional",
      ],
      user: [
        "Profile /user/u3",
        "Edit /user/u3/edit/general",
        "Optional fields /user/u3/edit/optional",
      ],
    });
    for (const role of ["client", "callcenter", "rep"] as const) {
      expect(hrefs(role), role).toEqual({
        campaign: ["Profile /campaign/c%201"],
        team: ["Profile /team/t7"],
        user: ["Profile /user/u3"],
      });
    }
  });

  it("shows only the kinds that were edited", () => {
    expect(lastEditedShortcuts({}, context("admin"), t)).toEqual([]);
    const onlyTeam = lastEditedShortcuts({ team: TEAM }, context("admin"), t);
    expect(onlyTeam.map((s) => s.kind)).toEqual(["team"]);
  });

  it("shows the id when the name is blank", () => {
    const [shortcut] = lastEditedShortcuts({ user: { id: "u3", label: " " } }, context("admin"), t);
    expect(shortcut?.label).toBe("u3");
  });

  it("translates the sub-links", () => {
    const [shortcut] = lastEditedShortcuts({ team: TEAM }, context("admin"), translator("fr-CA"));
    expect(shortcut?.links.map((link) => link.label)).toEqual([
      "Profil",
      "Modifier",
      "Champs facultatifs",
    ]);
  });
});
