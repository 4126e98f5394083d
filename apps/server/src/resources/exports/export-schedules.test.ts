/**
 * Schedules firing with an injected clock (decision 0043), on real PGlite and the real queue:
 * nothing before the instant, one run once it has come (as the export's owner, covering the
 * period before it), never twice for one instant even when two schedulers race, missed instants
 * fire once, and a disabled schedule never fires.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nextScheduledRun } from "@canvass/sdk/exports";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";
import { fireDueSchedules } from "./export-schedules.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "exports-schedule-test-"));
  process.env.CANVASS_EXPORT_DIR = dir;
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 120_000);

afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const NIGHTLY = {
  enabled: true,
  frequency: "daily",
  time: "02:00",
  timezone: "Europe/London",
} as const;

async function scheduledInstance(description: string, schedule: Record<string, unknown>) {
  const created = await api.call<{ ID: string }>("createExport", {
    as: as.admin,
    body: {
      Description: description,
      Format: "csv",
      Fields: [{ type: "field", header: "ID", field: "ID" }],
    },
  });
  expect(created.status).toBe(201);
  const option = await api.call<{ ID: string; Created: string }>("createExportOption", {
    as: as.admin,
    body: {
      ExportID: created.body.ID,
      Description: "Nightly",
      Filters: { After: "2000-01-01T00:00:00.000Z" },
      Schedule: schedule,
    },
  });
  expect(option.status).toBe(201);
  return {
    exportId: created.body.ID,
    optionId: option.body.ID,
    created: new Date(option.body.Created),
  };
}

async function runsOf(optionId: string) {
  const { rows } = await sql<{ id: string; owner: string; filters: Record<string, string> }>`
    SELECT id, owner, filters FROM export_runs WHERE option = ${optionId} ORDER BY started`.execute(
    api.handle.db,
  );
  return rows;
}

describe("export schedules", () => {
  it("fires once when the instant has come, as the owner, for the period before it", async () => {
    const { optionId, created } = await scheduledInstance("Scheduled bank file", NIGHTLY);
    const first = nextScheduledRun(NIGHTLY, created);
    if (first === undefined) throw new Error("no next run");
    const minute = 60_000;

    expect(await fireDueSchedules(api.deps, new Date(first.getTime() - minute))).toEqual([]);
    expect(await runsOf(optionId)).toEqual([]);

    const queued = await fireDueSchedules(api.deps, new Date(first.getTime() + minute));
    const runs = await runsOf(optionId);
    expect(runs.map((run) => run.id)).toEqual(
      queued.filter((id) => runs.some((run) => run.id === id)),
    );
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run?.owner).toBe(as.admin.player);
    expect(run?.filters.Before).toBe(new Date(first.getTime() - 1).toISOString());
    expect(run?.filters.After).toBe(new Date(first.getTime() - 24 * 60 * minute).toISOString());

    // the same instant never fires twice
    expect(await fireDueSchedules(api.deps, new Date(first.getTime() + 2 * minute))).toEqual([]);
    await api.deps.queue.waitUntilFinished(run?.id ?? "", 60_000);
    const job = await api.deps.queue.get(run?.id ?? "");
    expect(job?.status).toBe("done");
  });

  it("fires missed instants once, and two racing schedulers queue one run", async () => {
    const { optionId, created } = await scheduledInstance("Scheduled missed", NIGHTLY);
    const threeDaysLater = new Date(created.getTime() + 3 * 24 * 60 * 60_000);
    const [a, b] = await Promise.all([
      fireDueSchedules(api.deps, threeDaysLater),
      fireDueSchedules(api.deps, threeDaysLater),
    ]);
    const mine = (await runsOf(optionId)).map((run) => run.id);
    expect(mine).toHaveLength(1);
    expect([...a, ...b].filter((id) => mine.includes(id))).toEqual(mine);
    const latest = (await runsOf(optionId))[0]?.filters.Before ?? "";
    expect(new Date(latest).getTime()).toBeGreaterThan(threeDaysLater.getTime() - 24 * 60 * 60_000);
    await api.deps.queue.waitUntilFinished(mine[0] ?? "", 60_000);
  });

  it("never fires a disabled schedule", async () => {
    const { optionId, created } = await scheduledInstance("Scheduled off", {
      ...NIGHTLY,
      enabled: false,
    });
    await fireDueSchedules(api.deps, new Date(created.getTime() + 5 * 24 * 60 * 60_000));
    expect(await runsOf(optionId)).toEqual([]);
  });
});
