import {
  DEFAULT_FEATURES,
  ROLES,
  can,
  createPermissionContext,
  visibleMenuEntries,
  type Features,
  type PermissionContext,
  type Role,
} from "@canvass/sdk/permissions";
import { defaultMenuOrder, type SideNavItem, type SideNavLinkItem } from "@canvass/ui";
import { describe, expect, it } from "vitest";
import { PROFILE_ENTRY, createLinks, menuItems } from "./menu-items";
import { translator } from "./test-translate";

const t = translator();

/** Every feature switched on that adds entries, none that hides them. */
const ALL_ON: Features = {
  ...DEFAULT_FEATURES,
  messageTracking: true,
  clientManagement: true,
  emailManagement: true,
  emailManagementTemplates: true,
  transcription: true,
  user: { hide_location: false, metadata: true },
  team: { metadata: true },
};

const ALL_HIDDEN: Features = {
  ...ALL_ON,
  hide_batch_edit: true,
  hide_source_codes: true,
  hide_field_opts: true,
  hide_overrides: true,
  hide_dash_pages: true,
};

function context(role: Role, features: Features = DEFAULT_FEATURES, isRootTeam = true) {
  return createPermissionContext({ role, isRootTeam, features, selfId: "p-42" });
}

const isGroup = (item: SideNavItem) => "children" in item;

function links(items: readonly SideNavItem[]): SideNavLinkItem[] {
  return items.flatMap((item) => ("children" in item ? [...item.children] : [item]));
}

function group(items: readonly SideNavItem[], id: string) {
  const found = items.find((item) => item.id === id);
  return found !== undefined && "children" in found ? found : undefined;
}

const CASES: readonly { name: string; ctx: PermissionContext }[] = ROLES.flatMap((role) => [
  { name: `${role}, default features`, ctx: context(role) },
  { name: `${role}, every feature on`, ctx: context(role, ALL_ON) },
  { name: `${role}, every area hidden`, ctx: context(role, ALL_HIDDEN) },
  { name: `${role}, not the root team`, ctx: context(role, ALL_ON, false) },
]);

describe("menuItems and createLinks", () => {
  for (const { name, ctx } of CASES) {
    it(`${name}: exactly the SDK's visible menu entries`, () => {
      const shown = [...links(menuItems(ctx, t)), ...createLinks(ctx, t)].map((link) => link.id);
      expect(new Set(shown).size).toBe(shown.length);
      expect([...shown].sort()).toEqual([...visibleMenuEntries(ctx)].sort());
    });

    it(`${name}: no empty group, the create menu only with CreateAnything`, () => {
      const items = menuItems(ctx, t);
      for (const item of items.filter(isGroup)) {
        expect("children" in item && item.children.length > 0, item.id).toBe(true);
      }
      expect(createLinks(ctx, t).length > 0).toBe(can(ctx, "CreateAnything"));
    });

    it(`${name}: the imports/exports group is titled by StartImports`, () => {
      const exports = group(menuItems(ctx, t), "exports");
      if (exports === undefined) return;
      expect(exports.label).toBe(can(ctx, "StartImports") ? "Imports and exports" : "Export list");
    });
  }

  it("covers both titles of the imports/exports group", () => {
    const titles = new Set(
      CASES.map(({ ctx }) => group(menuItems(ctx, t), "exports")?.label).filter(Boolean),
    );
    expect(titles).toEqual(new Set(["Imports and exports", "Export list"]));
  });

  it("leaves out a group none of whose entries the operator may use", () => {
    // Email management needs the emailManagement feature.
    expect(group(menuItems(context("admin"), t), "email")).toBeUndefined();
    expect(group(menuItems(context("admin", ALL_ON), t), "email")?.children.length).toBe(3);
    // A manager has no administration entry, a client no import or export entry.
    expect(menuItems(context("manager"), t).map((item) => item.id)).not.toContain("admin");
    expect(menuItems(context("client"), t).map((item) => item.id)).not.toContain("exports");
    // The host hides entries: they go, the group keeps the others.
    const admin = group(menuItems(context("admin", ALL_HIDDEN), t), "admin");
    expect(admin?.children.map((child) => child.id)).toEqual(["/configuration"]);
  });

  it("labels, icons and the operator's own profile", () => {
    const items = menuItems(context("admin", ALL_ON), t);
    expect(items.map((item) => item.id)).toEqual([
      "/dashboard",
      "submissions",
      "users",
      "campaigns",
      "exports",
      "email",
      "admin",
      PROFILE_ENTRY,
    ]);
    for (const item of items) expect(item.icon, item.id).toBeDefined();
    const profile = items.at(-1);
    expect(profile).toMatchObject({ label: "Profile", href: "/user/p-42" });
    const admin = group(items, "admin");
    expect(admin?.children.find((child) => child.id === "/overrides")?.label).toBe("Exclusions");
    expect(group(items, "users")?.children.find((c) => c.id === "/tree")?.label).toBe(
      "Team hierarchy",
    );
  });

  it("sorts each group's children by translated label (defaultMenuOrder)", () => {
    const ctx = context("admin", ALL_ON);
    const users = (locale: "en-CA" | "fr-CA") =>
      defaultMenuOrder(menuItems(ctx, translator(locale)), locale).find((e) => e.id === "users")
        ?.children;
    expect(users("en-CA")).toEqual(["/active", "/feedback", "/tree", "/teams", "/users"]);
    // Commentaires, Équipes, Hiérarchie des équipes, Utilisateurs, Utilisateurs actifs
    expect(users("fr-CA")).toEqual(["/feedback", "/teams", "/tree", "/users", "/active"]);
  });

  it("gives the create menu its translated links, each with its own capability", () => {
    const labels = createLinks(context("admin", ALL_ON), t).map((link) => link.label);
    expect(labels).toEqual([
      "User",
      "Users in bulk",
      "Team",
      "Campaign",
      "Export",
      "Custom report",
    ]);
  });
});
