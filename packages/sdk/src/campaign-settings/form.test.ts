import { describe, expect, it } from "vitest";
import {
  EMPTY_FORM,
  FORM_MAX_FIELDS,
  formFieldLabel,
  formProblems,
  formSections,
  moveFormField,
  readFormDocument,
  type FormDocument,
} from "./index";

const pointers = (document: unknown, prefix?: string) =>
  formProblems(document, prefix).map((p) => `${p.field} ${p.code}`);

const GOOD: FormDocument = {
  version: 1,
  fields: [
    { name: "donor", type: "section", label: "Donor", labels: { "fr-CA": "Spender" } },
    { name: "FirstName", type: "text", label: "First name", required: true },
    { name: "Email", type: "email", label: "E-mail", validator: "^[^@]+@[^@]+$" },
    { name: "Birthday", type: "date", label: "Birthday", mask: "day.month.year" },
    {
      name: "Gender",
      type: "select",
      label: "Gender",
      options: [
        { value: "f", display: "Female" },
        { value: "m", display: "Male" },
      ],
    },
    { name: "Zip", type: "text", label: "Zip", validator: "zipCode" },
  ],
};

describe("form.json (decision 0031)", () => {
  it("accepts a good form and the empty one", () => {
    expect(formProblems(GOOD)).toEqual([]);
    expect(formProblems(EMPTY_FORM)).toEqual([]);
  });

  it("names each problem by its JSON pointer under the prefix", () => {
    const bad = {
      version: 1,
      fields: [
        { name: "First Name", type: "text", label: " " },
        { name: "Email", type: "radio", label: "E-mail", validator: "^[a-$" },
        { name: "Gender", type: "select", label: "Gender" },
        { name: "Email", type: "text", label: "Again", options: [{ value: "a", display: "A" }] },
        { name: "h", type: "section", label: "Heading", required: true },
        { name: "Zip", type: "text", label: "Zip", labels: { xx: "Zip" }, validator: "^\\d+" },
      ],
    };
    expect(pointers(bad, "/file")).toEqual([
      "/file/fields/0/name pattern",
      "/file/fields/0/label required",
      "/file/fields/1/type enum",
      "/file/fields/1/validator regex",
      "/file/fields/2/options options",
      "/file/fields/3/options notAllowed",
      "/file/fields/4/required notAllowed",
      "/file/fields/5/labels/xx language",
      "/file/fields/5/validator pattern",
      "/file/fields/3/name duplicate",
    ]);
  });

  it("refuses duplicate choices, empty choice lists, a wrong version and too many fields", () => {
    expect(
      pointers({
        version: 2,
        fields: [
          {
            name: "G",
            type: "select",
            label: "G",
            options: [
              { value: "a", display: "A" },
              { value: "a", display: "B" },
            ],
          },
          { name: "H", type: "select", label: "H", options: [] },
        ],
      }),
    ).toEqual(["/version enum", "/fields/0/options/1 duplicate", "/fields/1/options required"]);
    const many = Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i) => ({
      name: `F${i}`,
      type: "text",
      label: "x",
    }));
    expect(pointers({ fields: many })).toEqual(["/fields maxItems"]);
    expect(pointers([])).toEqual(["/ type"]);
    expect(pointers({})).toEqual(["/fields type"]);
  });

  it("labels by locale, sections, moves and reading", () => {
    const heading = GOOD.fields[0];
    expect(heading && formFieldLabel(heading, "fr-CA")).toBe("Spender");
    expect(heading && formFieldLabel(heading, "en-US")).toBe("Donor");
    const [first, ...rest] = GOOD.fields.slice(1);
    const sections = formSections({
      version: 1,
      fields: first === undefined ? [] : [first, ...GOOD.fields.slice(0, 1), first, ...rest],
    });
    expect(sections.map((s) => [s.heading?.name ?? null, s.fields.length])).toEqual([
      [null, 1],
      ["donor", 5],
    ]);
    expect(moveFormField(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveFormField(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
    expect(moveFormField(["a", "b"], 5, 0)).toEqual(["a", "b"]);
    expect(readFormDocument(null)).toEqual(EMPTY_FORM);
    expect(readFormDocument({ fields: GOOD.fields }).fields).toHaveLength(6);
  });
});
