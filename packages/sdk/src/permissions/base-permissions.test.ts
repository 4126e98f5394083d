import { describe, expect, it } from "vitest";
import {
  RESOURCES,
  VERBS,
  basePermissions,
  hasBasePermission,
  type Resource,
} from "./base-permissions";
import { ROLES, type Role } from "./roles";

function grants(role: Role, resource: Resource): string {
  return VERBS.filter((verb) => hasBasePermission(role, resource, verb)).join(",");
}

describe("base permissions, in the spec's words", () => {
  it("root and admin: nearly everything", () => {
    for (const role of ["root", "admin"] as const) {
      for (const resource of [
        "campaigns",
        "exports",
        "hooks",
        "sourcecodes",
        "emails",
        "clients",
      ] as const) {
        expect(grants(role, resource)).toBe("get,create,update,delete");
      }
    }
  });

  it("root and admin: accounts, activities and leads get, create, update; imports create only; cancels get, create; feedback and history get, create, delete", () => {
    for (const role of ["root", "admin"] as const) {
      expect(grants(role, "accounts")).toBe("get,create,update");
      expect(grants(role, "activities")).toBe("get,create,update");
      expect(grants(role, "leads")).toBe("get,create,update");
      expect(grants(role, "imports")).toBe("create");
      expect(grants(role, "cancels")).toBe("get,create");
      expect(grants(role, "feedback")).toBe("get,create,delete");
      expect(grants(role, "history")).toBe("get,create,delete");
    }
  });

  it("manager: accounts, activities, leads, assignments, check-ins (no delete) and calling get, create, update", () => {
    for (const resource of [
      "accounts",
      "activities",
      "leads",
      "assignments",
      "checkins",
      "calling",
    ] as const) {
      expect(grants("manager", resource)).toBe("get,create,update");
    }
  });

  it("manager: teams and players get, create, update, delete; campaigns, custom reports, exports and overrides get only; feedback get, create, delete; history get only", () => {
    expect(grants("manager", "teams")).toBe("get,create,update,delete");
    expect(grants("manager", "players")).toBe("get,create,update,delete");
    for (const resource of ["campaigns", "customreports", "exports", "overrides"] as const) {
      expect(grants("manager", resource)).toBe("get");
    }
    expect(grants("manager", "feedback")).toBe("get,create,delete");
    expect(grants("manager", "history")).toBe("get");
    expect(grants("manager", "cancels")).toBe("");
    expect(grants("manager", "emails")).toBe("");
  });

  it("rep and callcenter: accounts, activities, calling, leads get/create/update; campaigns, teams, overrides get only; players get and update; feedback get and create", () => {
    for (const role of ["rep", "callcenter"] as const) {
      for (const resource of ["accounts", "activities", "calling", "leads"] as const) {
        expect(grants(role, resource)).toBe("get,create,update");
      }
      for (const resource of ["campaigns", "teams", "overrides"] as const) {
        expect(grants(role, resource)).toBe("get");
      }
      expect(grants(role, "players")).toBe("get,update");
      expect(grants(role, "feedback")).toBe("get,create");
      expect(grants(role, "history")).toBe("");
    }
  });

  it("client: get only on accounts, assets, calling, campaigns, teams, players, history; feedback get and create", () => {
    const clientGets = [
      "accounts",
      "assets",
      "calling",
      "campaigns",
      "teams",
      "players",
      "history",
    ];
    for (const resource of RESOURCES) {
      const expected =
        resource === "feedback" ? "get,create" : clientGets.includes(resource) ? "get" : "";
      expect(grants("client", resource), resource).toBe(expected);
    }
  });

  it("never lets anyone delete a submission through the table (that is a root-team rule)", () => {
    for (const role of ROLES) expect(hasBasePermission(role, "accounts", "delete")).toBe(false);
  });

  it("has a row for every role and lists only known resources", () => {
    expect(Object.keys(basePermissions).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) {
      for (const resource of Object.keys(basePermissions[role])) {
        expect(RESOURCES).toContain(resource);
      }
    }
  });
});
