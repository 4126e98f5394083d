import { describe, expect, it } from "vitest";
import {
  readTranscriptSegments,
  searchSegments,
  segmentAt,
  stepPlaybackRate,
  transcriptLines,
  transcriptText,
} from "./index";

const SEGMENTS = [
  { start: 0, end: 1.5, text: "Hello there." },
  { start: 1.5, end: 3, text: "Café au lait?" },
  { start: 4, end: 5, text: "Monthly gift." },
];

describe("segmentAt", () => {
  it("finds the segment being played", () => {
    expect(segmentAt(SEGMENTS, 0)).toBe(0);
    expect(segmentAt(SEGMENTS, 1.5)).toBe(1);
    expect(segmentAt(SEGMENTS, 3.5)).toBe(-1);
    expect(segmentAt(SEGMENTS, 4.2)).toBe(2);
    expect(segmentAt(SEGMENTS, 9)).toBe(-1);
    expect(segmentAt(transcriptLines("a\nb"), 0)).toBe(-1);
  });
});

describe("searchSegments", () => {
  it("matches without regard to case or accents", () => {
    expect(searchSegments(SEGMENTS, "cafe")).toEqual([1]);
    expect(searchSegments(SEGMENTS, "L")).toEqual([0, 1, 2]);
    expect(searchSegments(SEGMENTS, "  ")).toEqual([]);
  });
});

describe("readTranscriptSegments", () => {
  it("keeps well-formed segments in time order", () => {
    expect(
      readTranscriptSegments({
        segments: [
          { start: 2, end: 3, text: " b " },
          { start: 0, end: 1, text: "a" },
          { start: 5, end: 4, text: "backwards" },
          { start: "1", end: 2, text: "string time" },
          null,
        ],
      }),
    ).toEqual([
      { start: 0, end: 1, text: "a" },
      { start: 2, end: 3, text: "b" },
    ]);
    expect(readTranscriptSegments("nope")).toEqual([]);
  });
  it("writes the text one segment a line", () => {
    expect(transcriptText(SEGMENTS)).toBe("Hello there.\nCafé au lait?\nMonthly gift.\n");
    expect(transcriptLines(" a \n\n b")).toEqual([
      { start: -1, end: -1, text: "a" },
      { start: -1, end: -1, text: "b" },
    ]);
  });
});

describe("stepPlaybackRate", () => {
  it("steps within 0.75–2×", () => {
    expect(stepPlaybackRate(1, 1)).toBe(1.25);
    expect(stepPlaybackRate(2, 1)).toBe(2);
    expect(stepPlaybackRate(0.75, -1)).toBe(0.75);
    expect(stepPlaybackRate(1.1, -1)).toBe(1);
  });
});
