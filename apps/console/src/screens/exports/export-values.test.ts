// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  columnDrafts,
  columnProblemOf,
  columnProblems,
  deliveryBody,
  deliveryDraft,
  emptyColumn,
  exportColumns,
} from "./export-values";
import { filtersBody, instanceDraft, scheduleBody, scheduleProblems } from "./instance-values";

describe("export drafts", () => {
  it("round-trips the four column types, arguments split on |", () => {
    const columns = [
      { type: "field", header: "ID", field: "ID" },
      { type: "blank", header: "Notes" },
      { type: "set", header: "Source", value: "CANVASS" },
      {
        type: "function",
        header: "Day",
        function: "formatDate",
        args: ["{Received}", "YYYY-MM-DD"],
      },
    ] as const;
    expect(exportColumns(columnDrafts(columns))).toEqual(columns);
  });

  it("places the SDK's problems on the column and part they name", () => {
    const drafts = [
      { ...emptyColumn("field"), header: "A", field: "Nope" },
      { ...emptyColumn("function"), header: "A", fn: "formatDate", args: "{Received}" },
      { ...emptyColumn("blank"), header: "" },
    ];
    const problems = columnProblems(drafts);
    expect(problems).toContainEqual({ index: 0, part: "field", code: "unknown-field" });
    expect(problems).toContainEqual({ index: 1, part: "header", code: "duplicate-header" });
    expect(problems).toContainEqual({ index: 1, part: "args", code: "function-args" });
    expect(problems).toContainEqual({ index: 2, part: "header", code: "required" });
    expect(columnProblems([])).toEqual([{ index: -1, part: "header", code: "columns" }]);
    expect(columnProblemOf("/Fields/3/args/1", "function-args")).toEqual({
      index: 3,
      part: "args",
      code: "function-args",
    });
    expect(columnProblemOf("/Description", "unique")).toBeUndefined();
  });

  it("sends an SFTP password only when one was typed", () => {
    const base = {
      method: "sftp",
      host: " sftp.example.org ",
      port: "2222",
      username: "canvass",
      path: "/in",
      recipients: "",
      privateKey: "",
      passphrase: "",
      hostKey: "",
    } as const;
    expect(deliveryBody({ ...base, password: "" })).toEqual({
      method: "sftp",
      sftp: { host: "sftp.example.org", port: 2222, username: "canvass", path: "/in" },
    });
    expect(deliveryBody({ ...base, password: "pw" })).toMatchObject({ sftp: { password: "pw" } });
  });

  it("sends a private key only when one was pasted, and the pinned host key when set", () => {
    const base = {
      method: "sftp",
      host: "sftp.example.org",
      port: "22",
      username: "canvass",
      path: "/in",
      recipients: "",
      password: "",
      passphrase: "",
    } as const;
    expect(deliveryBody({ ...base, privateKey: " ", hostKey: "" })).toEqual({
      method: "sftp",
      sftp: { host: "sftp.example.org", port: 22, username: "canvass", path: "/in" },
    });
    const key = "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----";
    expect(
      deliveryBody({ ...base, privateKey: `${key}\n\n`, hostKey: " SHA256:abc " }),
    ).toMatchObject({ sftp: { privateKey: `${key}\n`, hostKey: "SHA256:abc" } });
    expect(
      deliveryBody({ ...base, privateKey: key, passphrase: " open sesame ", hostKey: "" }),
    ).toMatchObject({ sftp: { privateKey: `${key}\n`, privateKeyPassphrase: " open sesame " } });
    expect(
      deliveryDraft({
        method: "sftp",
        sftp: { host: "h", port: 22, username: "u", path: "/", hostKey: "SHA256:abc" },
      }),
    ).toMatchObject({ hostKey: "SHA256:abc", privateKey: "", password: "" });
  });
});

describe("instance drafts", () => {
  it("sends the picked campaigns, teams and players and whole days; an empty pick is any", () => {
    const draft = {
      ...instanceDraft(undefined, "UTC"),
      campaigns: ["c2"],
      teams: ["t1"],
      after: "2026-11-01",
      before: "2026-11-30",
    };
    expect(
      filtersBody(draft, {
        Campaign: ["c1"],
        Player: ["p9"],
        After: "2020-01-01T00:00:00.000Z",
      }),
    ).toEqual({
      Campaign: ["c2"],
      Team: ["t1"],
      DateField: "Received",
      timezone: "UTC",
      After: "2026-11-01T00:00:00.000Z",
      Before: "2026-11-30T23:59:59.999Z",
    });
  });

  it("starts from the stored picks", () => {
    const draft = instanceDraft(
      {
        ID: "o1",
        ExportID: "e1",
        Description: "Nightly",
        Filters: { Campaign: ["c1", "c2"], Team: ["t1"], Player: ["p1"] },
        MarkExported: false,
      } as never,
      "UTC",
    );
    expect(draft).toMatchObject({ campaigns: ["c1", "c2"], teams: ["t1"], players: ["p1"] });
    expect(filtersBody(draft)).toMatchObject({
      Campaign: ["c1", "c2"],
      Team: ["t1"],
      Player: ["p1"],
    });
  });

  it("builds the schedule of its frequency and checks it with the SDK's rule", () => {
    const draft = { ...instanceDraft(undefined, "Europe/London"), scheduled: true };
    expect(scheduleBody({ ...draft, frequency: "weekly", dayOfWeek: "3" })).toEqual({
      enabled: true,
      frequency: "weekly",
      time: "02:00",
      timezone: "Europe/London",
      dayOfWeek: 3,
    });
    expect(scheduleBody({ ...draft, scheduled: false })).toBeNull();
    expect(scheduleProblems({ ...draft, scheduleZone: "Mars/Olympus" })).toHaveProperty("timezone");
    expect(scheduleProblems(draft)).toEqual({});
  });
});
