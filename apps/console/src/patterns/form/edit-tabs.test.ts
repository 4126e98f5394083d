import { DEFAULT_FEATURES, createPermissionContext, type Role } from "@canvass/sdk/permissions";
import { describe, expect, it } from "vitest";
import { userEditTabs } from "../../screens/users/user-edit-tabs";
import { teamEditTabs } from "../../screens/teams/team-edit-tabs";
import type { Translate } from "../../i18n/use-t";

const t: Translate = (id) => id;
/** The optional-fields sub-pages need the host's `user.metadata` / `team.metadata` features. */
const features = {
  ...DEFAULT_FEATURES,
  user: { ...DEFAULT_FEATURES.user, metadata: true },
  team: { ...DEFAULT_FEATURES.team, metadata: true },
};
const as = (role: Role, withFeatures = true) =>
  createPermissionContext({ role, selfId: "me", ...(withFeatures ? { features } : {}) });
const ids = (tabs: readonly { readonly id: string }[]) => tabs.map((tab) => tab.id);

describe("edit tabs from the route gates", () => {
  it("gives admins both sub-pages of users and teams, with their addresses", () => {
    expect(userEditTabs("u 1", as("admin"), t)).toEqual([
      { id: "general", label: "users.tab.general", href: "/user/u%201/edit/general" },
      { id: "optional", label: "users.tab.optional", href: "/user/u%201/edit/optional" },
    ]);
    expect(ids(teamEditTabs("t1", as("admin"), t))).toEqual(["general", "optional"]);
  });

  it("leaves out what the route's gate refuses", () => {
    // A rep may edit their own profile and its optional fields (as the routes let them), no other.
    expect(ids(userEditTabs("me", as("rep"), t))).toEqual(["general", "optional"]);
    expect(ids(userEditTabs("u2", as("rep"), t))).toEqual([]);
    expect(ids(teamEditTabs("t1", as("rep"), t))).toEqual([]);
    expect(userEditTabs("u1", null, t)).toEqual([]);
    expect(ids(userEditTabs("u1", as("admin", false), t))).toEqual(["general"]);
  });
});
