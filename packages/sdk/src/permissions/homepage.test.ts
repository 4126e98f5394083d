import { describe, expect, it } from "vitest";
import {
  HOMEPAGE_PROBLEMS,
  HOMEPAGE_PROBLEM_MESSAGES,
  homepageProblem,
  usableHomepage,
} from "./homepage";

describe("homepageProblem", () => {
  it("accepts console addresses that lead to a screen", () => {
    for (const path of [
      "/dashboard/subs",
      "/dashboard",
      "/user/me",
      "/subs",
      "/team/a1b2c3",
      "/teams?q=x",
      "/lookup",
      "/lookup/abc/notes",
      " /tree ",
      "",
    ]) {
      expect(homepageProblem(path), path).toBeUndefined();
    }
  });

  it("refuses other sites, relative text and odd characters", () => {
    for (const path of [
      "https://evil.test/",
      "//evil.test",
      "dashboard",
      "/a b",
      "/\\evil",
      "javascript:alert(1)",
    ]) {
      expect(homepageProblem(path), path).toBe("notPath");
    }
  });

  it("refuses paths that are no screen, and the sign-in pages", () => {
    for (const path of ["/nowhere", "/login", "/2fa", "/team", "/", "/user/a/b/c"]) {
      expect(homepageProblem(path), path).toBe("unknownPage");
    }
  });

  it("has a message for every problem", () => {
    for (const problem of HOMEPAGE_PROBLEMS)
      expect(HOMEPAGE_PROBLEM_MESSAGES[problem]).toMatch(/\./);
  });
});

describe("usableHomepage", () => {
  it("gives the trimmed path, adding a missing leading slash", () => {
    expect(usableHomepage(" /subs ")).toBe("/subs");
    expect(usableHomepage("subs")).toBe("/subs");
  });

  it("skips anything that is not a usable address", () => {
    for (const value of [undefined, null, 3, "", "  ", "https://evil.test", "/nowhere", "/login"]) {
      expect(usableHomepage(value), String(value)).toBeUndefined();
    }
  });
});
