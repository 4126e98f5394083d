import { metadataFieldsOf } from "@canvass/sdk/fields";
import { describe, expect, it } from "vitest";
import { fieldPathsOf } from "../form/problem-fields";
import {
  metadataWithOptionalValues,
  metadataWithoutFields,
  optionalValuesOf,
  storedValueOf,
} from "./optional-values";

const fields = metadataFieldsOf(
  {
    user: {
      metadata: [
        { key: "employeeId", label: "Employee number", type: "text" },
        { key: "hours", label: "Hours", type: "number" },
        { key: "startDate", label: "Start date", type: "date" },
        { key: "shirtSize", label: "Shirt size", type: "choice", options: ["S", "M"] },
        { key: "badge", label: "Badge", type: "boolean" },
      ],
    },
  },
  "user",
);

describe("optional field values", () => {
  it("turns stored metadata into form values by type", () => {
    expect(
      optionalValuesOf(fields, { employeeId: "E1", hours: 37.5, badge: true, homepage: "/subs" }),
    ).toEqual({ employeeId: "E1", hours: 37.5, startDate: "", shirtSize: "", badge: true });
    expect(optionalValuesOf(fields, undefined)).toEqual({
      employeeId: "",
      hours: null,
      startDate: "",
      shirtSize: "",
      badge: false,
    });
  });

  it("writes typed values, drops emptied fields and keeps every other key", () => {
    const saved = metadataWithOptionalValues(
      fields,
      { homepage: "/subs", employeeId: "old", extra: { nested: 1 } },
      { employeeId: "  ", hours: 40, startDate: "2026-03-02", shirtSize: "M", badge: false },
    );
    expect(saved).toEqual({
      homepage: "/subs",
      extra: { nested: 1 },
      hours: 40,
      startDate: "2026-03-02",
      shirtSize: "M",
      badge: false,
    });
    const hours = fields.find((field) => field.key === "hours");
    expect(hours === undefined ? "missing" : storedValueOf(hours, null)).toBeUndefined();
    expect(metadataWithoutFields(fields, saved)).toEqual({
      homepage: "/subs",
      extra: { nested: 1 },
    });
  });

  it("names nested form values the way the server's pointers do", () => {
    expect(
      fieldPathsOf({ homepage: "", metadata: { startDate: "", badge: false }, entries: [] }),
    ).toEqual(["homepage", "metadata", "metadata.startDate", "metadata.badge", "entries"]);
  });
});
