/**
 * "Last run" and "next run" of instances: the newest `LastRun.started` and the soonest
 * `nextScheduledRun` (the SDK's schedule rule, the one the server's scheduler uses).
 */
import type { Schema } from "@canvass/sdk/contract";
import { nextScheduledRun } from "@canvass/sdk/exports";

export type ExportOptionBody = Schema<"ExportOption">;

export function lastRunOf(options: readonly ExportOptionBody[]): Date | undefined {
  let last: Date | undefined;
  for (const option of options) {
    if (option.LastRun === undefined) continue;
    const started = new Date(option.LastRun.started);
    if (last === undefined || started > last) last = started;
  }
  return last;
}

export function nextRunOf(options: readonly ExportOptionBody[], now: Date): Date | undefined {
  let next: Date | undefined;
  for (const option of options) {
    if (option.Schedule === undefined) continue;
    const when = nextScheduledRun(option.Schedule, now);
    if (when !== undefined && (next === undefined || when < next)) next = when;
  }
  return next;
}
