/**
 * `listExportOptions` (designed, decision 0043) over HTTP on 127.0.0.1 with real PGlite: an
 * export's instances only, searched, paged, with `LastRun` after a run; managers read, reps and
 * clients are refused; a bad query is a 400, never a 500.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";

interface OptionList {
  Result: { ID: string; ExportID: string; Description: string; LastRun?: { status: string } }[];
  Count: number;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "exports-list-test-"));
  process.env.CANVASS_EXPORT_DIR = dir;
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 120_000);

afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

async function newExport(description: string): Promise<string> {
  const answer = await api.call<{ ID: string }>("createExport", {
    as: as.admin,
    body: {
      Description: description,
      Fields: [{ type: "field", header: "ID", field: "ID" }],
      Format: "csv",
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.ID;
}

async function newOption(exportId: string, description: string): Promise<string> {
  const answer = await api.call<{ ID: string }>("createExportOption", {
    as: as.admin,
    body: { ExportID: exportId, Description: description },
  });
  expect(answer.status).toBe(201);
  return answer.body.ID;
}

describe("listExportOptions", () => {
  it("lists one export's instances, searches and pages them, with the last run", async () => {
    const first = await newExport("List test A");
    const second = await newExport("List test B");
    const a1 = await newOption(first, "Alpha nightly");
    const a2 = await newOption(first, "Beta weekly");
    const b1 = await newOption(second, "Alpha other");

    const ofFirst = await api.call<OptionList>("listExportOptions", {
      as: as.admin,
      query: { ExportID: first },
    });
    expect(ofFirst.status).toBe(200);
    expect(ofFirst.body.Count).toBe(2);
    expect(ofFirst.body.Result.map((row) => row.ID)).toEqual([a1, a2]);
    expect(ofFirst.body.Result.every((row) => row.ExportID === first)).toBe(true);

    const searched = await api.call<OptionList>("listExportOptions", {
      as: as.manager,
      query: { q: "alpha" },
    });
    expect(searched.status).toBe(200);
    expect(new Set(searched.body.Result.map((row) => row.ID))).toEqual(new Set([a1, b1]));

    const paged = await api.call<OptionList>("listExportOptions", {
      as: as.admin,
      query: { ExportID: first, PageSize: 1, Page: 2, Sort: "-Description" },
    });
    expect(paged.body.Count).toBe(2);
    expect(paged.body.Result.map((row) => row.ID)).toEqual([a1]);

    const run = await api.call<{ runId: string }>("runExportOption", {
      as: as.admin,
      path: { id: a2 },
    });
    expect(run.status).toBe(202);
    const deadline = Date.now() + 60_000;
    let last: string | undefined;
    while (Date.now() < deadline) {
      const listed = await api.call<OptionList>("listExportOptions", {
        as: as.admin,
        query: { ExportID: first },
      });
      last = listed.body.Result.find((row) => row.ID === a2)?.LastRun?.status;
      if (last === "done" || last === "failed") break;
      await sleep(200);
    }
    expect(last).toBe("done");
  });

  it("refuses reps and clients, and answers a bad query with a 400", async () => {
    for (const role of ["rep", "client"] as const) {
      const answer = await api.call("listExportOptions", { as: as[role] });
      expect(answer.status, role).toBe(403);
    }
    const bad = await api.call("listExportOptions", {
      as: as.admin,
      query: { Sort: "Nope" },
      unchecked: true,
    });
    expect(bad.status).toBe(400);
  });
});
