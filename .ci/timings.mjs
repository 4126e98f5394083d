#!/usr/bin/env node
// Prints the timing summary of a CI run: every turbo task of the newest run summary
// (.turbo/runs/*.json, written because .ci/run sets TURBO_RUN_SUMMARY), slowest first, with its
// wall-clock seconds and — when .ci/cpu-meter.cjs logged them — its CPU seconds (on a shared
// machine wall time varies with the neighbours' load; CPU time much less): `cpu` from each Node
// process and the children it waited for, `tree cpu` from the task's cgroup (its whole process
// tree, .ci/cgroups.sh) when the run had one, with the PostgreSQL server's and the whole run's.
//
//   node .ci/timings.mjs [--cpu-log FILE] [--cgroup DIR] [--total SECONDS]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    "cpu-log": { type: "string" },
    cgroup: { type: "string" },
    total: { type: "string" },
  },
});
const runsDir = join(import.meta.dirname, "..", ".turbo", "runs");

const newest = existsSync(runsDir)
  ? readdirSync(runsDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => join(runsDir, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  : undefined;
if (newest === undefined) {
  console.log("timings: no turbo run summary found");
  process.exit(0);
}
const summary = JSON.parse(readFileSync(newest, "utf8"));

/**
 * CPU seconds per task. Each logged process counts its own time, plus its reaped children's
 * time minus that of its logged children (counted on their own): what is left is the time of
 * children that are not Node (Chromium, shells, esbuild).
 */
const cpu = new Map();
if (values["cpu-log"] && existsSync(values["cpu-log"])) {
  const entries = [];
  for (const line of readFileSync(values["cpu-log"], "utf8").split("\n")) {
    if (line.trim() === "") continue;
    try {
      entries.push(JSON.parse(line));
    } catch {
      // a line cut short by a killed process
    }
  }
  const loggedChildren = new Map();
  for (const entry of entries) {
    loggedChildren.set(
      entry.ppid,
      (loggedChildren.get(entry.ppid) ?? 0) + entry.self + entry.children,
    );
  }
  for (const entry of entries) {
    const others = Math.max(0, entry.children - (loggedChildren.get(entry.pid) ?? 0));
    cpu.set(entry.task, (cpu.get(entry.task) ?? 0) + entry.self + others);
  }
}

// A root task (`//#format:check`) runs as the root package's npm script: the CPU log names it
// by the package's name.
const rootName = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8"),
).name;
const cpuOf = (taskId) => cpu.get(taskId.replace(/^\/\/#/, `${rootName}#`));

/** CPU seconds counted in a cgroup (v1 cpuacct or v2), `undefined` without one. */
function cgroupSeconds(dir) {
  try {
    if (existsSync(join(dir, "cpuacct.usage"))) {
      return Number(readFileSync(join(dir, "cpuacct.usage"), "utf8")) / 1e9;
    }
    const usec = /^usage_usec (\d+)/m.exec(readFileSync(join(dir, "cpu.stat"), "utf8"));
    return usec === null ? undefined : Number(usec[1]) / 1e6;
  } catch {
    return undefined;
  }
}
/** The cgroup .ci/cpu-meter.cjs put a task in (same name rule). */
const treeCpuOf = (taskId) =>
  values.cgroup === undefined
    ? undefined
    : cgroupSeconds(
        join(
          values.cgroup,
          taskId.replace(/^\/\/#/, `${rootName}#`).replace(/[^A-Za-z0-9._-]/g, "_"),
        ),
      );

const rows = summary.tasks
  .map((task) => ({
    id: task.taskId,
    wall: (task.execution.endTime - task.execution.startTime) / 1000,
    cpu: cpuOf(task.taskId),
    tree: treeCpuOf(task.taskId),
    cache: task.cache?.status === "HIT" ? "cached" : "",
    failed: task.execution.exitCode !== 0 && task.execution.exitCode !== undefined,
  }))
  .sort((a, b) => b.wall - a.wall);

const TOTALS = [
  "turbo run (wall) / its tasks (cpu)",
  "PostgreSQL server (tree cpu)",
  "npm test (wall) / whole run (tree cpu)",
];
const trees = values.cgroup !== undefined && rows.some((row) => row.tree !== undefined);
const width = Math.max(...rows.map((row) => row.id.length), ...TOTALS.map((label) => label.length));
const seconds = (value) => (value === undefined ? "" : value.toFixed(1));
const line = (label, wall, cpuSeconds, tree, notes = "") =>
  console.log(
    `  ${label.padEnd(width)}  ${seconds(wall).padStart(7)}  ${seconds(cpuSeconds).padStart(7)}` +
      `${trees ? `  ${seconds(tree).padStart(9)}` : ""}${notes ? `  ${notes}` : ""}`,
  );
console.log("\nCI timing summary (turbo tasks, slowest first; seconds)");
console.log(
  `  ${"task".padEnd(width)}  ${"wall".padStart(7)}  ${"cpu".padStart(7)}${trees ? `  ${"tree cpu".padStart(9)}` : ""}`,
);
for (const row of rows) {
  const notes = [row.cache, row.failed ? "FAILED" : ""].filter(Boolean).join(", ");
  line(row.id, row.wall, row.cpu, row.tree, notes);
}
const turboWall = (summary.execution.endTime - summary.execution.startTime) / 1000;
const cpuTotal = rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
const treeTotal = rows.reduce((sum, row) => sum + (row.tree ?? 0), 0);
line(TOTALS[0], turboWall, cpu.size > 0 ? cpuTotal : undefined, trees ? treeTotal : undefined);
if (trees) {
  line(TOTALS[1], undefined, undefined, cgroupSeconds(join(values.cgroup, "postgres")));
}
if (values.total) {
  line(
    TOTALS[2],
    Number(values.total),
    undefined,
    trees ? cgroupSeconds(values.cgroup) : undefined,
  );
}
