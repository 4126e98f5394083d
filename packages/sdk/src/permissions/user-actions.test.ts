import { describe, expect, it } from "vitest";
import { createPermissionContext } from "./context";
import type { Role } from "./roles";
import {
  USER_ACTIONS,
  USER_ACTION_REFUSALS,
  canActOnUser,
  userActionMessage,
  userActionRefusalForAnyTarget,
} from "./user-actions";

const as = (role: Role, teamRestrictions: string[] = []) =>
  createPermissionContext({ role, selfId: "me", teamRestrictions });

describe("canActOnUser", () => {
  it("refuses every action on yourself, and when the signed-in id is unknown", () => {
    for (const action of USER_ACTIONS) {
      expect(canActOnUser(as("root"), { id: "me", role: "root" }, action)).toBe("self");
      const unknown = createPermissionContext({ role: "root" });
      expect(canActOnUser(unknown, { id: "u1", role: "rep" }, action)).toBe("self");
    }
  });

  it("lets admins and managers act on users below their rank", () => {
    for (const role of ["root", "admin", "manager"] as const) {
      for (const action of USER_ACTIONS) {
        expect(canActOnUser(as(role), { id: "u1", role: "rep" }, action)).toBeUndefined();
      }
    }
  });

  it("refuses users at or above the operator's rank", () => {
    for (const action of USER_ACTIONS) {
      const refusal = canActOnUser(as("manager"), { id: "u1", role: "manager" }, action);
      expect(refusal).toBe(action === "delete" ? "rank" : "permission");
      expect(canActOnUser(as("admin"), { id: "u1", role: "root" }, action)).not.toBeUndefined();
    }
  });

  it("refuses field roles and clients everything on others", () => {
    for (const role of ["client", "callcenter", "rep"] as const) {
      for (const action of USER_ACTIONS) {
        expect(canActOnUser(as(role), { id: "u1", role: "rep" }, action)).toBe("permission");
      }
    }
  });

  it("keeps noupdateplayers to the edits, not to deleting", () => {
    const restricted = as("manager", ["noupdateplayers"]);
    expect(canActOnUser(restricted, { id: "u1", role: "rep" }, "move")).toBe("permission");
    expect(canActOnUser(restricted, { id: "u1", role: "rep" }, "delete")).toBeUndefined();
  });
});

describe("setPassword", () => {
  it("is EditUser on someone else: admins and managers below their rank, not yourself", () => {
    expect(canActOnUser(as("manager"), { id: "u1", role: "rep" }, "setPassword")).toBeUndefined();
    expect(canActOnUser(as("admin"), { id: "u1", role: "manager" }, "setPassword")).toBeUndefined();
    expect(canActOnUser(as("admin"), { id: "u1", role: "admin" }, "setPassword")).toBe(
      "permission",
    );
    expect(canActOnUser(as("admin"), { id: "me", role: "admin" }, "setPassword")).toBe("self");
    const restricted = as("manager", ["noupdateplayers"]);
    expect(canActOnUser(restricted, { id: "u1", role: "rep" }, "setPassword")).toBe("permission");
    expect(userActionMessage("setPassword", "self", "admin")).toContain("change-password");
  });
});

describe("userActionRefusalForAnyTarget", () => {
  it("refuses before any lookup only what no target's role changes", () => {
    expect(userActionRefusalForAnyTarget(as("admin"), "me", "setPassword")).toBe("self");
    for (const role of ["client", "callcenter", "rep"] as const) {
      for (const action of USER_ACTIONS) {
        expect(userActionRefusalForAnyTarget(as(role), "u1", action)).toBe("permission");
      }
    }
    for (const action of USER_ACTIONS) {
      expect(userActionRefusalForAnyTarget(as("manager"), "u1", action)).toBeUndefined();
    }
  });
});

describe("userActionMessage", () => {
  it("says each refusal of each action in a sentence", () => {
    for (const action of USER_ACTIONS) {
      for (const refusal of USER_ACTION_REFUSALS) {
        expect(userActionMessage(action, refusal, "manager")).toMatch(/^You .+\.$/);
      }
    }
    expect(userActionMessage("delete", "rank", "manager")).toBe(
      "You may only delete users below your rank (manager).",
    );
  });
});
