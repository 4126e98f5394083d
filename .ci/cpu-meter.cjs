// Loaded into every Node process of a CI run (NODE_OPTIONS=--require …): when a process ends, it
// appends one line to $CANVASS_CPU_LOG with the turbo task it belongs to (the workspace and npm
// script that started it) and its CPU seconds: its own, and those of the child processes it
// waited for (browsers, compilers, test workers). `.ci/timings.mjs` adds them up per task without
// counting a logged child twice.
"use strict";
const { appendFileSync, readFileSync } = require("node:fs");
const process = require("node:process");

const log = process.env.CANVASS_CPU_LOG;
const task =
  process.env.TURBO_HASH && process.env.npm_package_name && process.env.npm_lifecycle_event;
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
