import { describe, expect, it } from "vitest";
import { campaignTaskProblems } from "./tasks";

const fields = (tasks: { type: string; settings: string }[]) =>
  campaignTaskProblems(tasks).map((problem) => `${problem.field} ${problem.code}`);

describe("a campaign's tasks", () => {
  it("accepts distinct task types within the limits", () => {
    expect(
      fields([
        { type: "welcome-email", settings: "settings/welcome.json" },
        { type: "crm.sync", settings: "crm" },
      ]),
    ).toEqual([]);
    expect(fields([])).toEqual([]);
  });

  it("lists each task type once: every later task of a type is named", () => {
    expect(
      fields([
        { type: "welcome-email", settings: "a" },
        { type: "crm", settings: "b" },
        { type: " welcome-email ", settings: "c" },
        { type: "welcome-email", settings: "d" },
      ]),
    ).toEqual(["/raw_processes/2/type duplicate", "/raw_processes/3/type duplicate"]);
  });

  it("tells types apart by letter case, as the server stores them", () => {
    expect(
      fields([
        { type: "Welcome", settings: "a" },
        { type: "welcome", settings: "b" },
      ]),
    ).toEqual([]);
  });

  it("names an empty, too long or badly spelled value by the contract's limits", () => {
    expect(
      fields([
        { type: " ", settings: "x" },
        { type: "has space", settings: "" },
        { type: "t".repeat(65), settings: "s".repeat(513) },
      ]),
    ).toEqual([
      "/raw_processes/0/type required",
      "/raw_processes/1/type pattern",
      "/raw_processes/1/settings required",
      "/raw_processes/2/type maxLength",
      "/raw_processes/2/settings maxLength",
    ]);
  });
});
