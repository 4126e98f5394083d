import { DEFAULT_FEATURES, RESTRICTION_FLAGS } from "@canvass/sdk/permissions";
import { describe, expect, it } from "vitest";
import type { Translate } from "../../i18n/use-t";
import { FLAG_GROUP_IDS, flagItems } from "./team-flags";

const t: Translate = (id) => id;

describe("flagItems", () => {
  it("lists every flag once, in group order, with its meaning", () => {
    const items = flagItems(t, "rep", DEFAULT_FEATURES);
    expect([...items.map((item) => item.id)].sort()).toEqual([...RESTRICTION_FLAGS].sort());
    const groups = items.map((item) => (FLAG_GROUP_IDS as readonly string[]).indexOf(item.group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(items.find((item) => item.id === "nocreateteams")?.meaning).toBe(
      "teams.flag.nocreateteams",
    );
  });

  it("marks the role's defaults and the flags its role ignores", () => {
    const rep = flagItems(t, "rep", DEFAULT_FEATURES);
    expect(rep.find((item) => item.id === "nosubpay")).toMatchObject({ defaultOn: true });
    expect(rep.find((item) => item.id === "nocreateteams")).toMatchObject({ inapplicable: true });
    const manager = flagItems(t, "manager", DEFAULT_FEATURES);
    expect(manager.find((item) => item.id === "nocreateteams")).toMatchObject({
      defaultOn: false,
      inapplicable: false,
    });
  });

  it("takes the host's per-role defaults over the SDK's", () => {
    const features = { ...DEFAULT_FEATURES, roleRestrictions: { rep: ["nosubreceipt" as const] } };
    const rep = flagItems(t, "rep", features);
    expect(rep.filter((item) => item.defaultOn === true).map((item) => item.id)).toEqual([
      "nosubreceipt",
    ]);
  });
});
