// Loaded into every Node process of a CI run (NODE_OPTIONS=--require …): when a process ends, it
// appends one line to $CANVASS_CPU_LOG with the turbo task it belongs to (the workspace and npm
// script that started it) and its CPU seconds: its own, and those of the child processes it
// waited for (browsers, compilers, test workers). `.ci/timings.mjs` adds them up per task without
// counting a logged child twice.
//
// With $CANVASS_CPU_CGROUP (a cgroup .ci/run made, .ci/cgroups.sh), the first Node process of a
// task also moves into the cgroup `<that>/<task>`, and everything it starts follows: the task's
// whole process tree is counted there, the processes nobody waits for included (Chromium's
// renderers, esbuild's service), which the per-process figures above cannot see.
"use strict";
const { appendFileSync, mkdirSync, readFileSync, writeFileSync } = require("node:fs");
const { join } = require("node:path");
const process = require("node:process");

const log = process.env.CANVASS_CPU_LOG;
const task =
  process.env.TURBO_HASH && process.env.npm_package_name && process.env.npm_lifecycle_event;

/** A task's cgroup folder name (`@canvass/console#test:e2e` → `_canvass_console_test_e2e`). */
const cgroupName = (name) => name.replace(/[^A-Za-z0-9._-]/g, "_");

const cgroupRoot = process.env.CANVASS_CPU_CGROUP;
// Only the task's first Node process moves: its descendants are in the cgroup already, and some
// of them carry other npm names (`npx` renames the package and the script).
if (cgroupRoot && task && process.env.CANVASS_CPU_CGROUP_TASK === undefined) {
  const name = `${process.env.npm_package_name}#${process.env.npm_lifecycle_event}`;
  try {
    const dir = join(cgroupRoot, cgroupName(name));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "cgroup.procs"), String(process.pid));
    process.env.CANVASS_CPU_CGROUP_TASK = name;
  } catch {
    // Measuring must never fail a run.
  }
}
if (log && task) {
  process.on("exit", () => {
    try {
      // /proc/self/stat fields 14–17: utime, stime, cutime, cstime in clock ticks (100 per second).
      const stat = readFileSync("/proc/self/stat", "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = [11, 12, 13, 14].map((index) => Number(fields[index]));
      const self = (ticks[0] + ticks[1]) / 100;
      const children = (ticks[2] + ticks[3]) / 100;
      const name = `${process.env.npm_package_name}#${process.env.npm_lifecycle_event}`;
      appendFileSync(
        log,
        `${JSON.stringify({ task: name, pid: process.pid, ppid: process.ppid, self, children })}\n`,
      );
    } catch {
      // Measuring must never fail a run.
    }
  });
}
