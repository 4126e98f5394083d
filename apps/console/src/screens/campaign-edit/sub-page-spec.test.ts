// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fieldAfter, numberOf, textOf } from "./sub-page-spec";

describe("the campaign editor's field names and number texts", () => {
  it("names the form field of a server or SDK pointer, for uploads and merge patches", () => {
    const kiosk = fieldAfter(["/kiosk", "/file/kiosk"]);
    expect(kiosk("/kiosk/languages/1")).toBe("languages");
    expect(kiosk("/file/kiosk/idleResetSeconds")).toBe("idleResetSeconds");
    expect(kiosk("/kioskette/x")).toBeUndefined();
    expect(kiosk("/kiosk")).toBeUndefined();
    expect(fieldAfter([""])("/title")).toBe("title");
    expect(fieldAfter([""])("query.Page")).toBeUndefined();
  });

  it("reads number texts with a decimal point or comma; anything else is not a number", () => {
    expect(numberOf("12")).toBe(12);
    expect(numberOf(" 2,5 ")).toBe(2.5);
    expect(numberOf(7)).toBe(7);
    expect(numberOf("")).toBeNaN();
    expect(numberOf("ten")).toBeNaN();
    expect(numberOf(undefined)).toBeNaN();
    expect(textOf(3)).toBe("3");
    expect(textOf(null)).toBe("");
  });
});
