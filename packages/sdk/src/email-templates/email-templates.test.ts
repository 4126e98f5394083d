import { describe, expect, it } from "vitest";
import {
  activeAfterCreate,
  blockLocaleFor,
  blockNamesIn,
  blockTag,
  isKnownVariable,
  nextVersionNumber,
  taskSettingsForTemplate,
  templateOfTaskSettings,
  versionDeleteProblem,
} from "./index";

describe("isKnownVariable", () => {
  it("knows submission fields and campaign fields, nothing else", () => {
    expect(isKnownVariable(["FirstName"])).toBe(true);
    expect(isKnownVariable(["campaign", "title"])).toBe(true);
    expect(isKnownVariable(["campaign"])).toBe(false);
    expect(isKnownVariable(["campaign", "secret"])).toBe(false);
    expect(isKnownVariable(["Firstname"])).toBe(false);
    expect(isKnownVariable([0])).toBe(false);
  });
});

describe("blockNamesIn", () => {
  it("lists included and rendered blocks once, in order", () => {
    const source = `${blockTag("header")}<p>Hi</p>{%- render 'footer' -%}{% include "header" %}`;
    expect(blockNamesIn(source)).toEqual(["header", "footer"]);
    expect(blockNamesIn("{{ include }} no tags")).toEqual([]);
  });
});

describe("templateOfTaskSettings", () => {
  it("reads the template path with or without slashes, and nothing else", () => {
    expect(templateOfTaskSettings("emails/templates/tp1k2l/")).toBe("tp1k2l");
    expect(templateOfTaskSettings(" /emails/templates/tp1k2l ")).toBe("tp1k2l");
    expect(templateOfTaskSettings(taskSettingsForTemplate("abc"))).toBe("abc");
    expect(templateOfTaskSettings("settings/receipt.json")).toBeNull();
    expect(templateOfTaskSettings("emails/templates/a/b/")).toBeNull();
  });
});

describe("version rules", () => {
  it("numbers after the highest ever, activates the first, keeps the active one", () => {
    expect(nextVersionNumber(0)).toBe(1);
    expect(nextVersionNumber(4)).toBe(5);
    expect(activeAfterCreate(null, 1)).toBe(1);
    expect(activeAfterCreate(2, 3)).toBe(2);
    expect(versionDeleteProblem({ v: 2, active: true })).toBe("active");
    expect(versionDeleteProblem({ v: 1, active: false })).toBeNull();
  });
});

describe("blockLocaleFor", () => {
  it("takes the version's locale, else English, else none", () => {
    expect(blockLocaleFor("fr", ["en", "fr"])).toBe("fr");
    expect(blockLocaleFor("de", ["en", "fr"])).toBe("en");
    expect(blockLocaleFor("de", ["fr"])).toBeNull();
  });
});
