import { describe, expect, it, vi } from "vitest";
import {
  metadataFieldLabel,
  metadataFieldsOf,
  metadataInputOf,
  metadataProblemText,
  metadataProblems,
  metadataValueOf,
  metadataValueProblem,
  type MetadataField,
} from "./metadata-fields";

const OPTIONS = {
  user: {
    hide_location: false,
    metadata: [
      { key: "employeeId", label: "Employee number", type: "text", maxLength: 6, required: true },
      { key: "startDate", label: "Start date", labels: { "fr-CA": "Date d’entrée" }, type: "date" },
      { key: "shirtSize", label: "Shirt size", type: "choice", options: ["S", "M", "L", "M"] },
      { key: "badge", label: "Badge printed", type: "boolean", required: true },
      { key: "hours", label: "Hours a week", type: "number" },
    ],
  },
};

const fields = metadataFieldsOf(OPTIONS, "user");
const field = (key: string): MetadataField => {
  const found = fields.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(key);
  return found;
};

describe("metadataFieldsOf", () => {
  it("reads the definitions in order, with defaults and de-duplicated options", () => {
    expect(fields.map((f) => f.key)).toEqual([
      "employeeId",
      "startDate",
      "shirtSize",
      "badge",
      "hours",
    ]);
    expect(field("employeeId")).toMatchObject({ type: "text", maxLength: 6, required: true });
    expect(field("hours")).toMatchObject({ maxLength: 200, required: false, options: [] });
    expect(field("shirtSize").options).toEqual(["S", "M", "L"]);
    // A tick box is never required: unticked is an answer.
    expect(field("badge").required).toBe(false);
    expect(metadataFieldsOf(OPTIONS, "team")).toEqual([]);
    expect(metadataFieldsOf(undefined, "user")).toEqual([]);
  });

  it("skips malformed definitions with a warning each, and a non-list with one warning", () => {
    const warn = vi.fn();
    const read = metadataFieldsOf(
      {
        team: {
          metadata: [
            { key: "region", label: "Region", type: "choice", options: ["North", "South"] },
            { key: "homepage", label: "Home", type: "text" },
            { key: "region", label: "Again", type: "text" },
            { key: "9bad", label: "Bad key", type: "text" },
            { key: "costCenter", label: "", type: "text" },
            { key: "kind", label: "Kind", type: "colour" },
            { key: "level", label: "Level", type: "choice" },
            "not an object",
          ],
        },
      },
      "team",
      { warn },
    );
    expect(read.map((f) => f.key)).toEqual(["region"]);
    expect(warn).toHaveBeenCalledTimes(7);
    expect(warn.mock.calls[0]?.[0]).toBe(
      'Optional field 2 of "team.metadata" uses the reserved key "homepage"; skipped.',
    );
    const once = vi.fn();
    expect(metadataFieldsOf({ user: { metadata: true } }, "user", { warn: once })).toEqual([]);
    expect(once).toHaveBeenCalledTimes(1);
  });

  it("labels a field in the locale, the same language, or the default label", () => {
    expect(metadataFieldLabel(field("startDate"), "fr-CA")).toBe("Date d’entrée");
    expect(metadataFieldLabel(field("startDate"), "en-GB")).toBe("Start date");
    const spanish = { ...field("startDate"), labels: { "es-ES": "Fecha de alta" } };
    expect(metadataFieldLabel(spanish, "es-PE")).toBe("Fecha de alta");
  });
});

describe("metadata values", () => {
  it.each([
    ["employeeId", undefined, "required"],
    ["employeeId", "   ", "required"],
    ["employeeId", "1234567", "tooLong"],
    ["employeeId", 12, "notText"],
    ["startDate", "2026-02-30", "notDate"],
    ["startDate", "21/11/2026", "notDate"],
    ["shirtSize", "XXL", "notChoice"],
    ["badge", "yes", "notBoolean"],
    ["hours", "forty", "notNumber"],
  ])("%s = %j is refused: %s", (key, value, code) => {
    expect(metadataValueProblem(field(key), value)?.code).toBe(code);
  });

  it.each([
    ["employeeId", "E12345"],
    ["startDate", "2024-02-29"],
    ["shirtSize", "M"],
    ["badge", false],
    ["hours", 37.5],
    ["hours", undefined],
  ])("%s = %j is accepted", (key, value) => {
    expect(metadataValueProblem(field(key), value)).toBeUndefined();
  });

  it("checks only the listed keys and says what is wrong in plain words", () => {
    const problems = metadataProblems(fields, { other: 5, shirtSize: "XXL", hours: 3 });
    expect([...problems.keys()]).toEqual(["employeeId", "shirtSize"]);
    expect(metadataProblemText({ code: "notChoice", options: ["S", "M"] })).toBe(
      "Must be one of: S, M.",
    );
    expect(metadataProblemText({ code: "tooLong", max: 6 })).toBe("At most 6 characters.");
  });

  it("turns form inputs into stored values and back", () => {
    expect(metadataValueOf(field("hours"), " 37.5 ")).toBe(37.5);
    expect(metadataValueOf(field("hours"), "forty")).toBe("forty");
    expect(metadataValueOf(field("employeeId"), "  E1 ")).toBe("E1");
    expect(metadataValueOf(field("employeeId"), "  ")).toBeUndefined();
    expect(metadataValueOf(field("badge"), true)).toBe(true);
    expect(metadataInputOf(field("hours"), 37.5)).toBe("37.5");
    expect(metadataInputOf(field("badge"), undefined)).toBe(false);
    expect(metadataInputOf(field("startDate"), null)).toBe("");
  });
});
