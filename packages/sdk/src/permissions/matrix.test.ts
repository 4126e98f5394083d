/**
 * The matrix: every role × (no flag, or each restriction flag alone) × (default features, each
 * feature switch alone turned on, all enabling switches on, every switch on) × (root team or
 * not), with the invariants of spec §6 checked on every combination.
 */
import { describe, expect, it } from "vitest";
import { capabilities } from "./capabilities";
import {
  ENABLING_TOGGLES,
  FEATURE_TOGGLES,
  HIDING_TOGGLES,
  featureToggle,
  withFeatureToggle,
  type Features,
} from "./features";
import {
  FEATURE_STATES,
  FLAG_STATES,
  allOn,
  at,
  cells,
  label,
  minus,
  violations,
  ADMIN_ONLY,
  ADMIN_OR_MANAGER,
  HIDES,
  IMPLIES,
  NEEDS_FEATURE,
  RANK_CHAIN,
  ROOT_TEAM_ONLY,
  type Caps,
} from "./matrix.fixtures";
import { CREATE_MENU, NAMED_PERMISSIONS } from "./permission-names";
import { RESTRICTION_FLAGS, RESTRICTION_FLAG_RULES, flagAppliesTo } from "./restriction-flags";
import { ROLES } from "./roles";
import { SEARCH_SECTIONS, SEARCH_SECTION_PERMISSIONS, searchSections } from "./search-sections";
import { contextFor } from "./test-support";

describe(`permission matrix: ${ROLES.length} roles × ${FLAG_STATES.length} flag states × ${FEATURE_STATES.length} feature states × 2 team states = ${cells.length} combinations`, () => {
  it("covers every combination", () => {
    expect(cells.length).toBe(6 * 19 * 16 * 2);
  });

  it("a flag only ever removes capabilities, and only those it declares", () => {
    const found = violations((report) => {
      for (const c of cells) {
        if (!c.flag) continue;
        const none = at(c.role, undefined, c.featureState, c.isRootTeam);
        for (const name of minus(c.caps, none)) report(`${label(c)} adds ${name}`);
        const removed = minus(none, c.caps);
        const declared = RESTRICTION_FLAG_RULES[c.flag].removes;
        for (const name of removed)
          if (!declared.includes(name)) report(`${label(c)} removes undeclared ${name}`);
        if (!flagAppliesTo(c.flag, c.role) && removed.length > 0)
          report(`${label(c)} does not apply but removes`);
      }
    });
    expect(found).toEqual([]);
  });

  it("every flag takes something away from every role it applies to (fully enabled, root team)", () => {
    const found = violations((report) => {
      for (const flag of RESTRICTION_FLAGS) {
        for (const role of RESTRICTION_FLAG_RULES[flag].appliesTo) {
          if (RESTRICTION_FLAG_RULES[flag].defaultOn.includes(role)) continue;
          const on = at(role, flag, "all enabling on", true);
          if (minus(at(role, undefined, "all enabling on", true), on).length === 0)
            report(`${flag} on ${role}`);
        }
      }
    });
    expect(found).toEqual([]);
  });

  it("a team permission list naming the flag restores the capability", () => {
    const found = violations((report) => {
      for (const c of cells) {
        if (!c.flag) continue;
        const base = { isRootTeam: c.isRootTeam, features: c.features, teamPermissions: [c.flag] };
        const lifted = capabilities(contextFor(c.role, { ...base, teamRestrictions: [c.flag] }));
        const liftOnly = capabilities(contextFor(c.role, base));
        if (minus(lifted, liftOnly).length + minus(liftOnly, lifted).length > 0)
          report(`${label(c)} not lifted`);
        const none = at(c.role, undefined, c.featureState, c.isRootTeam);
        for (const name of minus(none, lifted)) report(`${label(c)} lifted still lacks ${name}`);
      }
    });
    expect(found).toEqual([]);
  });

  it("root is never restricted", () => {
    const found = violations((report) => {
      for (const c of cells.filter((cell) => cell.role === "root")) {
        const none = at("root", undefined, c.featureState, c.isRootTeam);
        if (minus(none, c.caps).length > 0) report(label(c));
      }
    });
    expect(found).toEqual([]);
  });

  it("enabling switches only add, hiding switches only remove", () => {
    const found = violations((report) => {
      for (const c of cells) {
        if (!FEATURE_TOGGLES.some((toggle) => toggle === c.featureState)) continue;
        const defaults = at(c.role, c.flag, "defaults", c.isRootTeam);
        const hiding = HIDING_TOGGLES.some((toggle) => toggle === c.featureState);
        const wrong = hiding ? minus(c.caps, defaults) : minus(defaults, c.caps);
        for (const name of wrong) report(`${label(c)} ${hiding ? "adds" : "removes"} ${name}`);
      }
    });
    expect(found).toEqual([]);
  });

  it("every switch matters to root on the root team", () => {
    const full = at("root", undefined, "all enabling on", true);
    const rootWith = (features: Features): Caps =>
      capabilities(contextFor("root", { isRootTeam: true, features }));
    for (const toggle of ENABLING_TOGGLES) {
      const off = rootWith(withFeatureToggle(allOn(ENABLING_TOGGLES), toggle, false));
      expect(minus(full, off).length, toggle).toBeGreaterThan(0);
    }
    for (const toggle of HIDING_TOGGLES) {
      const hidden = rootWith(withFeatureToggle(allOn(ENABLING_TOGGLES), toggle, true));
      expect(minus(full, hidden), toggle).toEqual([HIDES[toggle]]);
    }
  });

  it("feature-gated areas need their switch; hidden areas stay hidden", () => {
    const found = violations((report) => {
      for (const c of cells) {
        for (const [name, toggle] of NEEDS_FEATURE) {
          if (!featureToggle(c.features, toggle) && c.caps.has(name)) report(`${label(c)} ${name}`);
        }
        for (const toggle of HIDING_TOGGLES) {
          if (featureToggle(c.features, toggle) && c.caps.has(HIDES[toggle]))
            report(`${label(c)} ${toggle}`);
        }
      }
    });
    expect(found).toEqual([]);
  });

  it("rep never sees personal details or recordings; rep and client never edit submissions", () => {
    const found = violations((report) => {
      for (const c of cells) {
        if (c.role === "rep" && (c.caps.has("ViewSubDetails") || c.caps.has("ViewSubRecordings")))
          report(label(c));
        if ((c.role === "rep" || c.role === "client") && c.caps.has("EditSubmissions"))
          report(label(c));
      }
    });
    expect(found).toEqual([]);
    const everything = {
      isRootTeam: true,
      features: allOn(FEATURE_TOGGLES),
      teamPermissions: RESTRICTION_FLAGS,
    };
    const liftedAll = capabilities(contextFor("rep", everything));
    expect(liftedAll.has("ViewSubDetails")).toBe(false);
    expect(liftedAll.has("ViewSubRecordings")).toBe(false);
  });

  it("client never sees cancels, check-ins or chats", () => {
    const found = violations((report) => {
      for (const c of cells.filter((cell) => cell.role === "client")) {
        for (const name of ["ViewCancelsList", "ViewCheckinsList", "ViewChatsList"] as const) {
          if (c.caps.has(name)) report(`${label(c)} ${name}`);
        }
      }
    });
    expect(found).toEqual([]);
  });

  it("root-team-only permissions need the root team", () => {
    const found = violations((report) => {
      for (const c of cells.filter((cell) => !cell.isRootTeam)) {
        for (const name of ROOT_TEAM_ONLY) if (c.caps.has(name)) report(`${label(c)} ${name}`);
      }
    });
    expect(found).toEqual([]);
  });

  it("admin-only things never go to manager, client, callcenter or rep; admin-or-manager things never to field roles", () => {
    const found = violations((report) => {
      for (const c of cells) {
        const forbidden =
          c.role === "root" || c.role === "admin"
            ? []
            : c.role === "manager"
              ? ADMIN_ONLY
              : [...ADMIN_ONLY, ...ADMIN_OR_MANAGER];
        for (const name of forbidden) if (c.caps.has(name)) report(`${label(c)} ${name}`);
      }
    });
    expect(found).toEqual([]);
  });

  it("a higher role holds everything the lower one does", () => {
    const found = violations((report) => {
      for (const c of cells) {
        for (const [higher, lower] of RANK_CHAIN) {
          if (c.role !== lower) continue;
          const above = at(higher, c.flag, c.featureState, c.isRootTeam);
          for (const name of minus(c.caps, above)) report(`${higher} lacks ${name} of ${label(c)}`);
        }
      }
    });
    expect(found).toEqual([]);
  });

  it("derived permissions stay consistent", () => {
    const found = violations((report) => {
      for (const c of cells) {
        for (const [a, b] of IMPLIES)
          if (c.caps.has(a) && !c.caps.has(b)) report(`${label(c)} ${a} without ${b}`);
        if (c.caps.has("CreateAnything") !== CREATE_MENU.some((name) => c.caps.has(name))) {
          report(`${label(c)} CreateAnything`);
        }
        if (!c.caps.has("ViewOwnProfile")) report(`${label(c)} ViewOwnProfile`);
        for (const name of c.caps)
          if (!NAMED_PERMISSIONS.includes(name)) report(`${label(c)} ${name}`);
      }
    });
    expect(found).toEqual([]);
  });

  it("search sections follow the capabilities", () => {
    const found = violations((report) => {
      for (const c of cells) {
        const ctx = contextFor(c.role, {
          isRootTeam: c.isRootTeam,
          features: c.features,
          teamRestrictions: c.flag ? [c.flag] : [],
        });
        const expected = SEARCH_SECTIONS.filter((section) =>
          c.caps.has(SEARCH_SECTION_PERMISSIONS[section]),
        );
        if (searchSections(ctx).join() !== expected.join()) report(label(c));
      }
    });
    expect(found).toEqual([]);
  });
});
