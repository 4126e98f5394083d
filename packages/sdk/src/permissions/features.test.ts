import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_FEATURES,
  ENABLING_TOGGLES,
  FEATURE_TOGGLES,
  HIDING_TOGGLES,
  featureToggle,
  resolveFeatures,
  withFeatureToggle,
} from "./features";

describe("feature settings", () => {
  it("cover every switch the spec names", () => {
    expect([...FEATURE_TOGGLES].sort()).toEqual(
      [
        "messageTracking",
        "clientManagement",
        "emailManagement",
        "emailManagementTemplates",
        "transcription",
        "hide_batch_edit",
        "hide_source_codes",
        "hide_field_opts",
        "hide_overrides",
        "hide_dash_pages",
        "user.hide_location",
        "user.metadata",
        "team.metadata",
      ].sort(),
    );
    expect(HIDING_TOGGLES.every((toggle) => toggle.includes("hide_"))).toBe(true);
    expect(ENABLING_TOGGLES.some((toggle) => toggle.includes("hide_"))).toBe(false);
  });

  it("default to nothing enabled, nothing hidden and no per-role restrictions", () => {
    for (const toggle of FEATURE_TOGGLES)
      expect(featureToggle(DEFAULT_FEATURES, toggle)).toBe(false);
    expect(DEFAULT_FEATURES.roleRestrictions).toEqual({});
  });

  it("set exactly one switch at a time, without touching the original", () => {
    for (const toggle of FEATURE_TOGGLES) {
      const features = withFeatureToggle(DEFAULT_FEATURES, toggle, true);
      for (const other of FEATURE_TOGGLES) {
        expect(featureToggle(features, other), `${toggle} → ${other}`).toBe(other === toggle);
      }
    }
    expect(featureToggle(DEFAULT_FEATURES, "user.metadata")).toBe(false);
  });

  it("read nested and dotted settings", () => {
    const features = resolveFeatures({
      messageTracking: true,
      user: { hide_location: true },
      "team.metadata": true,
      roleRestrictions: { client: ["nosubdetails", "bogus"] },
    });
    expect(features.messageTracking).toBe(true);
    expect(features.user.hide_location).toBe(true);
    expect(features.user.metadata).toBe(false);
    expect(features.team.metadata).toBe(true);
    expect(features.roleRestrictions).toEqual({ client: ["nosubdetails"] });
  });

  it("ignore a setting of the wrong type, keep the default and log a warning", () => {
    const warn = vi.fn<(message: string) => void>();
    const features = resolveFeatures(
      { transcription: "yes", hide_overrides: 1, roleRestrictions: { rep: "nosubpay" } },
      { warn },
    );
    expect(features.transcription).toBe(false);
    expect(features.hide_overrides).toBe(false);
    expect(features.roleRestrictions).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toContain("transcription");
  });

  it("fall back to the defaults for anything that is not an object", () => {
    expect(resolveFeatures(null)).toEqual(DEFAULT_FEATURES);
    expect(resolveFeatures([true])).toEqual(DEFAULT_FEATURES);
  });
});
