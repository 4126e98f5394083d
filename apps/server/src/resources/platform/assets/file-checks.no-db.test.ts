import { describe, expect, it } from "vitest";
import { squarePng } from "../../../db/seed/png.js";
import { forbiddenKeyPointer, parseJsonObject, pngProblem, svgProblem } from "./file-checks.js";

const text = (value: string) => new TextEncoder().encode(value);

describe("pngProblem", () => {
  it("accepts a PNG and refuses other bytes", () => {
    expect(pngProblem(squarePng("#000000", 4))).toBeUndefined();
    expect(pngProblem(text("GIF89a".padEnd(40, "x")))).toMatch(/signature/);
    expect(pngProblem(text("short"))).toMatch(/too short/);
    const noHeader = squarePng("#000000", 4).slice();
    noHeader.set(text("IDAT"), 12);
    expect(pngProblem(noHeader)).toMatch(/IHDR/);
  });
});

describe("svgProblem", () => {
  it.each([
    `<svg xmlns="http://www.w3.org/2000/svg"/>`,
    `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>`,
    `<svg><a href="https://example.org/onboarding"><text>only=fine</text></a></svg>`,
  ])("accepts a plain SVG (%#)", (svg) => {
    expect(svgProblem(text(svg))).toBeUndefined();
  });

  it.each([
    [`<svg><SCRIPT>x</SCRIPT></svg>`, /scripts/],
    [`<svg><g onclick ="x()"/></svg>`, /event handler/],
    [`<svg><a xlink:href="JaVaScRiPt:x()"/></svg>`, /script URLs/],
    [`<svg><a href="jav&#97;script:x()"/></svg>`, /script URLs/],
    [`<svg><a href="java\tscript:x()"/></svg>`, /script URLs/],
    [`<svg><image href="data:text/html;base64,AAAA"/></svg>`, /script URLs/],
    [`<svg><iframe src="x"/></svg>`, /scripts/],
    [`<!DOCTYPE svg><svg/>`, /no <svg> root|DOCTYPE/],
    [`<div><svg/></div>`, /root element/],
    [`just text`, /root element/],
  ])("refuses %j", (svg, reason) => {
    expect(svgProblem(text(svg))).toMatch(reason);
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(svgProblem(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toMatch(/UTF-8/);
  });
});

describe("parseJsonObject", () => {
  it("answers the object, and a reason for anything else", () => {
    expect(parseJsonObject(text(`{"a":1}`))).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonObject(text(`[1]`))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/object/) as unknown,
    });
    expect(parseJsonObject(text(`{`))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/JSON/) as unknown,
    });
    expect(parseJsonObject(new Uint8Array([0xff]))).toMatchObject({ ok: false });
  });
});

describe("forbiddenKeyPointer", () => {
  it("points at __proto__ and constructor.prototype keys, at any depth", () => {
    expect(forbiddenKeyPointer(JSON.parse(`{"a":[{"__proto__":{}}]}`))).toBe("/a/0/__proto__");
    expect(forbiddenKeyPointer({ constructor: { prototype: {} } })).toBe("/constructor/prototype");
    expect(forbiddenKeyPointer({ constructor: "a name", list: ["__proto__"] })).toBeUndefined();
  });
});
