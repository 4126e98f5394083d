// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fieldTemplates, newSectionName } from "./account-fields";
import { optionsFromText, optionsToText } from "./FieldEditor";
import { builderPointer } from "./form-io";

describe("the form builder's helpers", () => {
  it("turns the account field list into templates, with choices from the field options", () => {
    const templates = fieldTemplates(
      [
        { name: "FirstName", type: "string", label: "First name", group: "other", editable: true },
        { name: "_hidden", type: "string", label: "Hidden", group: "other", editable: false },
        { name: "Amount", type: "number", label: "Amount", group: "payment", editable: true },
        { name: "Gender", type: "string", label: "Gender", group: "other", editable: true },
        { name: "Size", type: "string", label: "Size", group: "other", editable: true },
        { name: "Newsletter", type: "boolean", label: "News", group: "boolean", editable: true },
      ],
      [
        { id: "o1", field: "Gender", options: ["F", "M"], campaigns: "default" },
        { id: "o2", field: "Size", options: ["S"], campaigns: ["other"] },
        { id: "o3", field: "Gender", options: ["X"], campaigns: ["c1"] },
      ],
      "c1",
    );
    expect(templates).toEqual([
      { name: "FirstName", type: "text", label: "First name" },
      { name: "Amount", type: "number", label: "Amount" },
      { name: "Gender", type: "select", label: "Gender", options: [{ value: "X", display: "X" }] },
      { name: "Size", type: "text", label: "Size" },
      { name: "Newsletter", type: "checkbox", label: "News" },
    ]);
  });

  it("names new sections once, reads choices one per line, and maps server pointers", () => {
    expect(
      newSectionName([
        { name: "section_1", type: "section", label: "A" },
        { name: "section_3", type: "section", label: "B" },
      ]),
    ).toBe("section_2");
    const options = optionsFromText("f = Female\n\nMale \n");
    expect(options).toEqual([
      { value: "f", display: "Female" },
      { value: "Male", display: "Male" },
    ]);
    expect(optionsToText(options)).toBe("f = Female\nMale");
    expect(builderPointer("/file/fields/2/label")).toBe("/fields/2/label");
    expect(builderPointer("/fields/2/label")).toBe("/fields/2/label");
  });
});
