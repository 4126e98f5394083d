import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURES, withFeatureToggle } from "./features";
import { explainRoute, featureEffects, isRoutePattern } from "./explain";

describe("explainRoute", () => {
  it("says a route is open, with every gate holding, for a user who may open it", () => {
    const answer = explainRoute({ role: "admin", isRootTeam: true }, "/subs");
    expect(answer.open).toBe(true);
    expect(answer.gates).toEqual([
      { permission: "ViewSubList", rule: "accounts:get", holds: true, causes: [] },
    ]);
  });

  it("names the team flag that hides the digital ear, and where it was set", () => {
    const answer = explainRoute(
      { role: "admin", teamRestrictions: ["nosubaudiotranscription"] },
      "/subs/ear",
    );
    expect(answer.open).toBe(false);
    expect(answer.gates[0]?.causes).toEqual([
      { kind: "flag", flag: "nosubaudiotranscription", sources: ["team"] },
    ]);
  });

  it("names a flag set on the client and one from the role's defaults", () => {
    const client = explainRoute(
      { role: "manager", clientRestrictions: ["norunexports"] },
      "/export-inst/{id}",
    );
    const sources = client.gates.flatMap((gate) =>
      gate.causes.flatMap((cause) => (cause.kind === "flag" ? cause.sources : [])),
    );
    expect(sources).toContain("client");
    const lifted = explainRoute(
      { role: "manager", clientRestrictions: ["norunexports"], teamPermissions: ["norunexports"] },
      "/export-inst/{id}",
    );
    expect(lifted.gates.some((gate) => gate.causes.some((c) => c.kind === "flag"))).toBe(false);
  });

  it("names the feature switch that hides an area", () => {
    const hidden = explainRoute(
      { role: "admin", features: withFeatureToggle(DEFAULT_FEATURES, "hide_batch_edit", true) },
      "/batch-edit",
    );
    expect(hidden.gates[0]?.causes).toContainEqual({
      kind: "feature",
      toggle: "hide_batch_edit",
      on: true,
    });
    const off = explainRoute({ role: "admin" }, "/messages");
    expect(off.gates[0]?.causes).toContainEqual({
      kind: "feature",
      toggle: "messageTracking",
      on: false,
    });
  });

  it("names the root team for root-team-only pages and the roles for role-only pages", () => {
    const configuration = explainRoute({ role: "admin", isRootTeam: false }, "/configuration");
    expect(configuration.gates[0]?.causes).toContainEqual({ kind: "rootTeam" });
    const ear = explainRoute({ role: "manager" }, "/subs/ear");
    const role = ear.gates[0]?.causes.find((cause) => cause.kind === "role");
    expect(role).toMatchObject({ kind: "role", role: "manager" });
    expect(role?.kind === "role" ? role.roles : []).toContain("admin");
    expect(role?.kind === "role" ? role.roles : []).not.toContain("rep");
  });
});

describe("featureEffects", () => {
  it("lists the routes each switch hides or shows, computed from the gates", () => {
    const effects = featureEffects(DEFAULT_FEATURES);
    expect(effects.get("hide_batch_edit")).toEqual(["/batch-edit"]);
    expect(effects.get("messageTracking")).toContain("/messages");
    expect(effects.get("hide_field_opts")).toEqual([
      "/fieldopts",
      "/fieldopts/{name}",
      "/fieldopts/{name}/new",
    ]);
  });
});

describe("isRoutePattern", () => {
  it("accepts the route table's patterns only", () => {
    expect(isRoutePattern("/subs/ear")).toBe(true);
    expect(isRoutePattern("/nowhere")).toBe(false);
    expect(isRoutePattern("constructor")).toBe(false);
  });
});
