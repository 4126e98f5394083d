import { DEFAULT_QA_CHECKLIST, QA_WEIGHT_MAX } from "@canvass/sdk/ear";
import { describe, expect, it } from "vitest";
import {
  checklistOf,
  draftOf,
  draftProblemOf,
  draftProblems,
  moveDraftItem,
  newDraftItem,
  problemsByPlace,
} from "./checklist-draft";

describe("the QA checklist draft", () => {
  it("round-trips a checklist, trimming labels and reading weights as whole numbers", () => {
    const draft = draftOf(DEFAULT_QA_CHECKLIST);
    expect(checklistOf(draft)).toEqual(DEFAULT_QA_CHECKLIST);
    const [first] = checklistOf([{ id: "a", label: "  Greeted  ", weight: " 2 " }]);
    expect(first).toEqual({ id: "a", label: "Greeted", weight: 2 });
    expect(checklistOf([{ id: "a", label: "x", weight: "2.5" }])[0]?.weight).toBeNaN();
    expect(checklistOf([{ id: "a", label: "x", weight: "" }])[0]?.weight).toBeNaN();
  });

  it("gives a new row an id no other row has", () => {
    const draft = [
      { id: "item2", label: "a", weight: "1" },
      { id: "item3", label: "b", weight: "1" },
    ];
    const row = newDraftItem(draft);
    expect(row.id).toBe("item4");
    expect(row.label).toBe("");
    expect(Number(row.weight)).toBeGreaterThanOrEqual(1);
    expect(Number(row.weight)).toBeLessThanOrEqual(QA_WEIGHT_MAX);
  });

  it("moves a row up or down and leaves the ends alone", () => {
    const draft = draftOf(DEFAULT_QA_CHECKLIST);
    const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
    expect(ids(moveDraftItem(draft, 2, -1))).toEqual([
      "greeted",
      "confirmedAmount",
      "disclosedCharity",
      "noPressure",
    ]);
    expect(ids(moveDraftItem(draft, 0, 1))[0]).toBe("disclosedCharity");
    expect(ids(moveDraftItem(draft, 0, -1))).toEqual(ids(draft));
    expect(ids(moveDraftItem(draft, 3, 1))).toEqual(ids(draft));
  });

  it("names each problem of the SDK rule at its row and field", () => {
    const problems = draftProblems([
      { id: "a", label: " ", weight: "3" },
      { id: "b", label: "Fine", weight: "11" },
      { id: "b", label: "Again", weight: "x" },
    ]);
    expect(problems).toEqual({
      "0.label": "required",
      "1.weight": "badWeight",
      "2.id": "duplicate",
      "2.weight": "badWeight",
    });
    expect(draftProblems([])).toEqual({ items: "required" });
    expect(draftProblems(draftOf(DEFAULT_QA_CHECKLIST))).toEqual({});
  });

  it("reads a server's problems by pointer, unknown codes as invalid", () => {
    expect(
      problemsByPlace([
        { field: "/items/1/label", problem: draftProblemOf("tooLong") },
        { field: "/items", problem: draftProblemOf("minItems") },
      ]),
    ).toEqual({ "1.label": "tooLong", items: "invalid" });
    expect(draftProblemOf(undefined)).toBe("invalid");
  });
});
