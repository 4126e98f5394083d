#!/usr/bin/env node
// Prints the timing summary of a CI run: every turbo task of the newest run summary
// (.turbo/runs/*.json, written because .ci/run sets TURBO_RUN_SUMMARY), slowest first, with its
// wall-clock seconds and — when .ci/cpu-meter.cjs logged them — its CPU seconds (on a shared
// machine wall time varies with the neighbours' load; CPU time much less).
//
//   node .ci/timings.mjs [--cpu-log FILE] [--total SECONDS]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { "cpu-log": { type: "string" }, total: { type: "string" } },
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

const rows = summary.tasks
  .map((task) => ({
    id: task.taskId,
    wall: (task.execution.endTime - task.execution.startTime) / 1000,
    cpu: cpuOf(task.taskId),
    cache: task.cache?.status === "HIT" ? "cached" : "",
    failed: task.execution.exitCode !== 0 && task.execution.exitCode !== undefined,
  }))
  .sort((a, b) => b.wall - a.wall);

const TOTALS = ["turbo run (wall) / its tasks (cpu)", "npm test (wall)"];
const width = Math.max(...rows.map((row) => row.id.length), ...TOTALS.map((label) => label.length));
const seconds = (value) => (value === undefined ? "" : value.toFixed(1));
console.log("\nCI timing summary (turbo tasks, slowest first; seconds)");
console.log(`  ${"task".padEnd(width)}  ${"wall".padStart(7)}  ${"cpu".padStart(7)}`);
for (const row of rows) {
  const notes = [row.cache, row.failed ? "FAILED" : ""].filter(Boolean).join(", ");
  console.log(
    `  ${row.id.padEnd(width)}  ${seconds(row.wall).padStart(7)}  ${seconds(row.cpu).padStart(7)}${notes ? `  ${notes}` : ""}`,
  );
}
const turboWall = (summary.execution.endTime - summary.execution.startTime) / 1000;
const cpuTotal = rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
console.log(
  `  ${TOTALS[0].padEnd(width)}  ${seconds(turboWall).padStart(7)}  ${cpu.size > 0 ? seconds(cpuTotal).padStart(7) : ""}`,
);
if (values.total)
  console.log(`  ${TOTALS[1].padEnd(width)}  ${Number(values.total).toFixed(1).padStart(7)}`);
