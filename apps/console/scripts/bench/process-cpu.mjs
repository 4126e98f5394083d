// CPU time of the bench's own process and of the Chromium it launched (Linux /proc), for figures
// that hardly depend on the machine's load: the wall clock on a shared box is an upper bound.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ: /proc counts CPU time in 1/100 s

/** utime + stime (+ the reaped children's cutime + cstime) of a pid, with its parent. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return { ppid: Number(fields[1]), ticks };
  } catch {
    return undefined; // gone since the listing
  }
}

/** Milliseconds of CPU used so far by every descendant of this process (Chromium and its children). */
export function childrenCpuMs(root = process.pid) {
  return descendantsCpuMs(root, false);
}

/** Milliseconds of CPU used so far by a process and every descendant (a Chromium and its renderers). */
export function treeCpuMs(root) {
  return descendantsCpuMs(root, true);
}

function descendantsCpuMs(root, withRoot) {
  const stats = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(Number(name));
    if (stat !== undefined) stats.set(Number(name), stat);
  }
  const inTree = (pid) => {
    if (withRoot && pid === root) return true;
    for (let at = stats.get(pid)?.ppid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
      if (at === root) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks * TICK_MS;
}

/** Milliseconds of CPU this process used so far (the in-process server and PGlite, the driver). */
export function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
