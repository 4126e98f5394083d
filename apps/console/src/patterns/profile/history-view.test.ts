import { describe, expect, it } from "vitest";
import { changeValueText, historyEntryView, valueText } from "./history-view";

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

describe("history entries", () => {
  const entry = {
    id: "h1",
    Target: "123456",
    TargetType: "account",
    AuthorID: "a1",
    AuthorName: "Sam Admin",
    Action: "update",
    Changes: [{ field: "City", from: "Torronto", to: "Toronto" }],
    Created: "2026-11-21T09:30:00.000Z",
  };
  const when = (date: Date) => date.toISOString();
  const say = (id: string, values?: Record<string, unknown>) =>
    values === undefined ? `«${id}»` : `«${id}» ${JSON.stringify(values)}`;

  it("shows the reason the author gave, in the reader's words", () => {
    const view = historyEntryView(
      { ...entry, Reason: "  Wrong city on Tuesday " },
      say,
      when,
      names,
    );
    expect(view.reason).toBe('«history.reason» {"reason":"Wrong city on Tuesday"}');
    expect(view.changes).toEqual([{ field: "City", from: "Torronto", to: "Toronto" }]);
  });

  it("shows no reason when there is none or it is blank", () => {
    expect(historyEntryView(entry, say, when, names).reason).toBeUndefined();
    expect(historyEntryView({ ...entry, Reason: " " }, say, when, names).reason).toBeUndefined();
  });

  it("words a QA review as an action of its own", () => {
    expect(historyEntryView({ ...entry, Action: "review" }, say, when, names).action).toBe(
      "«history.action.review»",
    );
  });
});
