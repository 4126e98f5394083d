import type { BulkTable } from "@canvass/sdk/bulk";
import { HttpError, NetworkError } from "@canvass/sdk/client";
import { describe, expect, it } from "vitest";
import {
  INITIAL_BULK_WIZARD,
  bulkWizard,
  canOpenStep,
  mappingComplete,
  type BulkWizardEvent,
  type BulkWizardState,
} from "./bulk-wizard";

const table: BulkTable = {
  header: ["Username", "Email", "First name", "Last name", "Role", "Phone"],
  rows: [["jdoe", "jane@example.org", "Jane", "Doe", "rep", "555"]],
};
const report = { total: 1, valid: 1, created: [], rejected: [] };

const run = (...events: BulkWizardEvent[]): BulkWizardState =>
  events.reduce(bulkWizard, INITIAL_BULK_WIZARD);

describe("bulkWizard", () => {
  it("guesses the mapping when a table is read and opens the next steps", () => {
    const state = run(
      { type: "read.start", fileName: "users.csv" },
      { type: "read.done", table, fileName: "users.csv" },
    );
    expect(state.mapping).toEqual({ username: 0, email: 1, firstname: 2, lastname: 3, role: 4 });
    expect(state.reading).toBe(false);
    expect(canOpenStep(state, "map")).toBe(true);
    // The team is neither in the file nor defaulted yet.
    expect(mappingComplete(state)).toBe(false);
    expect(canOpenStep(state, "preview")).toBe(false);
    const withTeam = bulkWizard(state, { type: "default", field: "team", value: "t1" });
    expect(canOpenStep(withTeam, "preview")).toBe(true);
    expect(bulkWizard(withTeam, { type: "open", step: "preview" }).step).toBe("preview");
  });

  it("keeps a good table when a later file cannot be read", () => {
    const state = run(
      { type: "read.done", table, fileName: "good.csv" },
      { type: "read.start", fileName: "bad.xlsx" },
      { type: "read.fail", problem: { kind: "unreadable" } },
    );
    expect(state.table).toBe(table);
    expect(state.fileName).toBe("good.csv");
    expect(state.readProblem).toEqual({ kind: "unreadable" });
  });

  it("drops the check when the rows change, and ignores answers of an older round", () => {
    const ready = run(
      { type: "read.done", table, fileName: undefined },
      { type: "default", field: "team", value: "t1" },
    );
    const checking = bulkWizard(ready, { type: "check.start", round: ready.round });
    expect(checking.check.status).toBe("checking");
    const changed = bulkWizard(checking, { type: "map", field: "role", column: undefined });
    expect(changed.check.status).toBe("idle");
    const late = bulkWizard(changed, { type: "check.done", round: ready.round, report });
    expect(late.check.status).toBe("idle");
    const fresh = bulkWizard(changed, { type: "check.done", round: changed.round, report });
    expect(fresh.check).toEqual({ status: "checked", report });
  });

  it("keeps everything after a failed check or create, so a retry sends the same rows", () => {
    const ready = run(
      { type: "read.done", table, fileName: "users.csv" },
      { type: "default", field: "team", value: "t1" },
      { type: "open", step: "map" },
      { type: "open", step: "preview" },
    );
    const failed = bulkWizard(ready, {
      type: "check.fail",
      round: ready.round,
      error: new HttpError(500, undefined),
    });
    expect(failed.check.status).toBe("failed");
    expect(failed.table).toBe(table);
    expect(failed.mapping).toBe(ready.mapping);
    expect(failed.step).toBe("preview");
    const createFailed = bulkWizard(
      bulkWizard(failed, { type: "check.done", round: ready.round, report }),
      { type: "create.fail", round: ready.round, error: new NetworkError("offline") },
    );
    expect(createFailed.create.status).toBe("failed");
    expect(createFailed.check.status).toBe("checked");
    // Leaving a failed check and coming back checks again.
    const back = bulkWizard(bulkWizard(failed, { type: "open", step: "map" }), {
      type: "open",
      step: "preview",
    });
    expect(back.check.status).toBe("idle");
  });

  it("shows the result after creating, closes the other steps, and starts afresh on restart", () => {
    const ready = run(
      { type: "read.done", table, fileName: "users.csv" },
      { type: "default", field: "team", value: "t1" },
      { type: "open", step: "preview" },
    );
    const created = bulkWizard(ready, {
      type: "create.done",
      round: ready.round,
      report: { ...report, created: [{ row: 0, id: "p1" }] },
    });
    expect(created.step).toBe("result");
    expect(canOpenStep(created, "source")).toBe(false);
    expect(bulkWizard(created, { type: "open", step: "source" }).step).toBe("result");
    const again = bulkWizard(created, { type: "restart" });
    expect(again).toMatchObject({ step: "source", table: undefined, mapping: {}, moved: true });
    expect(again.round).toBeGreaterThan(created.round);
  });

  it("records a refused all-or-nothing batch on the preview", () => {
    const ready = run({ type: "read.done", table, fileName: undefined });
    const problems = [{ row: 0, errors: [{ field: "/email", message: "taken", code: "exists" }] }];
    const refused = bulkWizard(ready, { type: "create.refuse", round: ready.round, problems });
    expect(refused.create).toEqual({ status: "refused", problems });
    expect(refused.step).toBe("source");
  });

  it("does not open a step that is not reachable", () => {
    expect(run({ type: "open", step: "preview" }).step).toBe("source");
    expect(run({ type: "open", step: "map" }).moved).toBe(false);
  });
});
