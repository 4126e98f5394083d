import { describe, expect, it } from "vitest";
import {
  DEFAULT_QA_CHECKLIST,
  qaAnswerProblems,
  qaChecklistProblems,
  qaScore,
  qaScoreBand,
} from "./index";

const LIST = [
  { id: "a", label: "A", weight: 1 },
  { id: "b", label: "B", weight: 3 },
];

describe("qaScore", () => {
  it("weighs the items met", () => {
    expect(qaScore(LIST, { a: true, b: true })).toBe(100);
    expect(qaScore(LIST, { a: true, b: false })).toBe(25);
    expect(qaScore(LIST, { a: false, b: true })).toBe(75);
    expect(qaScore(LIST, {})).toBe(0);
  });
  it("rounds half up to whole percent", () => {
    const three = [
      { id: "x", label: "X", weight: 1 },
      { id: "y", label: "Y", weight: 1 },
      { id: "z", label: "Z", weight: 1 },
    ];
    expect(qaScore(three, { x: true })).toBe(33);
    expect(qaScore(three, { x: true, y: true })).toBe(67);
    expect(qaScore([...three, { id: "w", label: "W", weight: 5 }], { x: true })).toBe(13);
  });
  it("bands scores", () => {
    expect([qaScoreBand(80), qaScoreBand(79), qaScoreBand(50), qaScoreBand(49)]).toEqual([
      "good",
      "fair",
      "fair",
      "poor",
    ]);
  });
});

describe("qaChecklistProblems", () => {
  it("accepts the default checklist", () => {
    expect(qaChecklistProblems(DEFAULT_QA_CHECKLIST)).toEqual([]);
  });
  it("names each bad item", () => {
    expect(
      qaChecklistProblems([
        { id: "a", label: "A", weight: 1 },
        { id: "a", label: " ", weight: 11 },
        { id: "b c", label: "B", weight: 1.5 },
      ]),
    ).toEqual([
      { field: "/items/1/id", problem: "duplicate" },
      { field: "/items/1/label", problem: "required" },
      { field: "/items/1/weight", problem: "badWeight" },
      { field: "/items/2/id", problem: "badId" },
      { field: "/items/2/weight", problem: "badWeight" },
    ]);
    expect(qaChecklistProblems([])).toEqual([{ field: "/items", problem: "required" }]);
  });
});

describe("qaAnswerProblems", () => {
  it("wants every item answered and nothing else", () => {
    expect(qaAnswerProblems(LIST, { a: true, b: false })).toEqual([]);
    expect(qaAnswerProblems(LIST, { a: true, c: true })).toEqual([
      { field: "/answers/c", problem: "unknown" },
      { field: "/answers/b", problem: "missing" },
    ]);
    expect(qaAnswerProblems(LIST, { a: true, b: true }, "x".repeat(2001))).toEqual([
      { field: "/comment", problem: "tooLong" },
    ]);
  });
});
