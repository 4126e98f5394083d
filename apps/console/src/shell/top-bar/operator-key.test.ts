import { createPermissionContext } from "@canvass/sdk/permissions";
import { describe, expect, it } from "vitest";
import { operatorKey } from "./operator-key";

describe("operatorKey", () => {
  it("is the same for two equal permission contexts", () => {
    const a = createPermissionContext({ role: "manager", selfId: "u1" });
    const b = createPermissionContext({ role: "manager", selfId: "u1" });
    expect(a).not.toBe(b);
    expect(operatorKey(a)).toBe(operatorKey(b));
  });

  it("changes with the user", () => {
    expect(operatorKey(createPermissionContext({ role: "rep", selfId: "u1" }))).not.toBe(
      operatorKey(createPermissionContext({ role: "rep", selfId: "u2" })),
    );
  });

  it("changes with the rights held", () => {
    expect(operatorKey(createPermissionContext({ role: "admin", selfId: "u1" }))).not.toBe(
      operatorKey(createPermissionContext({ role: "rep", selfId: "u1" })),
    );
  });
});
