import { describe, expect, it } from "vitest";
import {
  RESTRICTION_FLAGS,
  RESTRICTION_FLAG_RULES,
  defaultRestrictions,
  effectiveRestrictions,
  isRestrictionFlag,
} from "./restriction-flags";
import { ROLES } from "./roles";

const sorted = (set: ReadonlySet<string>): string[] => [...set].sort();

describe("restriction flags", () => {
  it("lists every flag the spec names", () => {
    expect([...RESTRICTION_FLAGS].sort()).toEqual(
      [
        "nocreatecampaigns",
        "noupdatecampaigns",
        "nocreateexports",
        "norunexports",
        "nosubpay",
        "nosubreceipt",
        "nosublocation",
        "nosubdetails",
        "nosubassets",
        "nosubaudiotranscription",
        "noviewcancels",
        "noviewcheckins",
        "nomanageclients",
        "nomanageemails",
        "noupdatesubmissions",
        "noupdateplayers",
        "nocreateteams",
        "nocreateplayers",
      ].sort(),
    );
    expect(isRestrictionFlag("nosubpay")).toBe(true);
    expect(isRestrictionFlag("NOSUBPAY")).toBe(false);
  });

  it("never applies to root, and is on by default only where it applies", () => {
    for (const flag of RESTRICTION_FLAGS) {
      const rule = RESTRICTION_FLAG_RULES[flag];
      expect(rule.appliesTo).not.toContain("root");
      for (const role of rule.defaultOn) expect(rule.appliesTo).toContain(role);
      expect(rule.removes.length).toBeGreaterThan(0);
    }
  });

  it("has the documented defaults", () => {
    expect(defaultRestrictions("root")).toEqual([]);
    expect(defaultRestrictions("admin")).toEqual([]);
    expect(defaultRestrictions("manager")).toEqual([]);
    expect(defaultRestrictions("callcenter")).toEqual([]);
    expect(defaultRestrictions("rep")).toEqual(["nosubpay"]);
    expect(defaultRestrictions("client")).toEqual([
      "nosubpay",
      "nosublocation",
      "nosubaudiotranscription",
    ]);
  });
});

describe("effective restrictions", () => {
  it("are the role's defaults when nothing is set", () => {
    for (const role of ROLES) {
      expect(sorted(effectiveRestrictions({ role }))).toEqual(
        [...defaultRestrictions(role)].sort(),
      );
    }
  });

  it("add the flags set on the team and on the client", () => {
    const flags = effectiveRestrictions({
      role: "manager",
      teamRestrictions: ["norunexports"],
      clientRestrictions: ["nosubdetails"],
    });
    expect(sorted(flags)).toEqual(["norunexports", "nosubdetails"]);
  });

  it("a team's own permission list removes possible flags, set or default", () => {
    const flags = effectiveRestrictions({
      role: "client",
      teamRestrictions: ["nosubdetails", "nosubassets"],
      teamPermissions: ["nosubpay", "nosubassets"],
    });
    expect(sorted(flags)).toEqual(["nosubaudiotranscription", "nosubdetails", "nosublocation"]);
  });

  it("the permission list also lifts a flag set on the client", () => {
    const flags = effectiveRestrictions({
      role: "admin",
      clientRestrictions: ["nomanageemails"],
      teamPermissions: ["nomanageemails"],
    });
    expect(sorted(flags)).toEqual([]);
  });

  it("ignore flags that do not apply to the role, and unknown strings", () => {
    expect(
      sorted(effectiveRestrictions({ role: "rep", teamRestrictions: ["nocreatecampaigns"] })),
    ).toEqual(["nosubpay"]);
    expect(
      sorted(
        effectiveRestrictions({ role: "admin", teamRestrictions: ["nosuchflag", "NOSUBPAY"] }),
      ),
    ).toEqual([]);
  });

  it("never restrict root", () => {
    const flags = effectiveRestrictions({
      role: "root",
      teamRestrictions: RESTRICTION_FLAGS,
      clientRestrictions: RESTRICTION_FLAGS,
      roleDefaults: RESTRICTION_FLAGS,
    });
    expect(flags.size).toBe(0);
  });

  it("take per-role defaults from the settings instead of the built-in ones", () => {
    expect(sorted(effectiveRestrictions({ role: "client", roleDefaults: [] }))).toEqual([]);
    expect(
      sorted(effectiveRestrictions({ role: "manager", roleDefaults: ["norunexports"] })),
    ).toEqual(["norunexports"]);
  });
});
