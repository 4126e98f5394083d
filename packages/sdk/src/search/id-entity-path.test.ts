import { describe, expect, it } from "vitest";
import { contextFor } from "../permissions/test-support";
import { idEntityPath } from "./id-entity-path";

describe("idEntityPath (where an id found by the id check opens)", () => {
  it("opens the entity of the type the check returned", () => {
    const admin = contextFor("admin");
    expect(idEntityPath(admin, "account", "3fa9c1")).toBe("/lookup/3fa9c1");
    expect(idEntityPath(admin, "player", "5e7dc9")).toBe("/user/5e7dc9");
    expect(idEntityPath(admin, "team", "a6d651")).toBe("/team/a6d651");
    expect(idEntityPath(admin, "campaign", "c0ffee")).toBe("/campaign/c0ffee");
    expect(idEntityPath(admin, "export", "e1e1e1")).toBe("/export/e1e1e1");
  });

  it("opens nothing without a type, for a kind without its own page, or a page not allowed", () => {
    expect(idEntityPath(contextFor("admin"), undefined, "5e7dc9")).toBeNull();
    expect(idEntityPath(contextFor("admin"), "exportOption", "5e7dc9")).toBeNull();
    expect(idEntityPath(contextFor("rep"), "export", "e1e1e1")).toBeNull();
  });
});
