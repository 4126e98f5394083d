import { describe, expect, it, vi } from "vitest";
import {
  ROLES,
  assertValidRole,
  canAssignRole,
  isAdminLevel,
  isAdminOrManager,
  isRole,
  rankAtOrBelow,
  rankBelow,
} from "./roles";

describe("roles", () => {
  it("lists root, admin, manager, client, callcenter, rep, highest rank first", () => {
    expect(ROLES).toEqual(["root", "admin", "manager", "client", "callcenter", "rep"]);
  });

  it("recognises only those six strings as roles", () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const value of ["Admin", "", "superuser", " rep", 1, null, undefined, {}]) {
      expect(isRole(value)).toBe(false);
    }
  });
});

describe("at or below my rank", () => {
  it("root sees all", () => {
    expect(rankAtOrBelow("root")).toEqual(ROLES);
  });
  it("admin all but root", () => {
    expect(rankAtOrBelow("admin")).toEqual(["admin", "manager", "client", "callcenter", "rep"]);
  });
  it("manager all but root and admin", () => {
    expect(rankAtOrBelow("manager")).toEqual(["manager", "client", "callcenter", "rep"]);
  });
  it("rep and client only their own role", () => {
    expect(rankAtOrBelow("rep")).toEqual(["rep"]);
    expect(rankAtOrBelow("client")).toEqual(["client"]);
  });
  it("callcenter, a field role like rep, only its own role", () => {
    expect(rankAtOrBelow("callcenter")).toEqual(["callcenter"]);
  });
});

describe("below my rank", () => {
  it("is strictly lower roles only", () => {
    expect(rankBelow("root")).toEqual(["admin", "manager", "client", "callcenter", "rep"]);
    expect(rankBelow("admin")).toEqual(["manager", "client", "callcenter", "rep"]);
    expect(rankBelow("manager")).toEqual(["client", "callcenter", "rep"]);
    expect(rankBelow("client")).toEqual([]);
    expect(rankBelow("callcenter")).toEqual([]);
    expect(rankBelow("rep")).toEqual([]);
  });

  it("never contains my own role", () => {
    for (const role of ROLES) expect(rankBelow(role)).not.toContain(role);
  });

  it("decides which roles I may assign", () => {
    expect(canAssignRole("admin", "manager")).toBe(true);
    expect(canAssignRole("admin", "admin")).toBe(false);
    expect(canAssignRole("admin", "root")).toBe(false);
    expect(canAssignRole("manager", "rep")).toBe(true);
    expect(canAssignRole("manager", "admin")).toBe(false);
    expect(canAssignRole("rep", "rep")).toBe(false);
  });
});

describe("admin only includes root", () => {
  it("treats root and admin as admin level, and adds manager for admin or manager", () => {
    expect(ROLES.filter(isAdminLevel)).toEqual(["root", "admin"]);
    expect(ROLES.filter(isAdminOrManager)).toEqual(["root", "admin", "manager"]);
  });
});

describe("invalid role assignment", () => {
  it("logs 'is not a valid role' and answers false", () => {
    const warn = vi.fn<(message: string) => void>();
    expect(assertValidRole("superuser", { warn })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("is not a valid role");
    expect(warn.mock.calls[0]?.[0]).toContain("superuser");
  });

  it("logs nothing for a valid role", () => {
    const warn = vi.fn<(message: string) => void>();
    expect(assertValidRole("manager", { warn })).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("describes non-string values too", () => {
    const warn = vi.fn<(message: string) => void>();
    expect(assertValidRole(undefined, { warn })).toBe(false);
    expect(assertValidRole({ role: "x" }, { warn })).toBe(false);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "undefined is not a valid role",
      '{"role":"x"} is not a valid role',
    ]);
  });
});
