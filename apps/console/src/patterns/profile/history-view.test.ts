import { describe, expect, it } from "vitest";
import { changeValueText, valueText } from "./history-view";

const t = (id: string) => `«${id}»`;
const names = { team: (id: string) => `team ${id.toUpperCase()}` };

describe("history values", () => {
  it("shows metadata as key: value pairs and lists joined, never as JSON", () => {
    expect(valueText({ startDate: "2026-01-02", shifts: 3 })).toBe(
      "startDate: 2026-01-02; shifts: 3",
    );
    expect(valueText(["a", "b"])).toBe("a, b");
    expect(valueText({})).toBe("—");
    expect(valueText({ nested: { a: null } })).toBe("nested: a: —");
  });

  it("names teams, roles and statuses by what their fields hold", () => {
    expect(changeValueText("team", "a6d651", t, names)).toBe("team A6D651");
    expect(changeValueText("parent", "d978e3", t, names)).toBe("team D978E3");
    expect(changeValueText("role", "rep", t, names)).toBe("«role.rep»");
    expect(changeValueText("status", 0, t, names)).toBe("«status.inactive»");
    expect(changeValueText("title", "North", t, names)).toBe("North");
    expect(changeValueText("role", "nobody", t, names)).toBe("nobody");
  });
});
