// An instance's schedule (the contract's `ExportSchedule`) and when it next fires: at `time`
// in `timezone`, every day, on `dayOfWeek` (0 Sunday) or on `dayOfMonth` (1–28).

export const EXPORT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;

export interface ExportSchedule {
  readonly enabled?: boolean | undefined;
  readonly frequency: (typeof EXPORT_FREQUENCIES)[number];
  readonly time: string;
  readonly dayOfWeek?: number | undefined;
  readonly dayOfMonth?: number | undefined;
  readonly timezone?: string | undefined;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function localParts(date: Date, zone: string): LocalParts {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** The instant of a local wall-clock time in `zone` (the first one when a shift repeats it). */
export function zonedInstant(local: LocalParts, zone: string): Date {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  let instant = guess;
  for (let step = 0; step < 3; step += 1) {
    const seen = localParts(new Date(instant), zone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    instant += guess - seenUtc;
  }
  return new Date(instant);
}

/** The next time the schedule fires strictly after `after`; `undefined` when it is disabled. */
export function nextScheduledRun(schedule: ExportSchedule, after: Date): Date | undefined {
  if (schedule.enabled === false) return undefined;
  const zone = schedule.timezone ?? "UTC";
  const [hour, minute] = schedule.time.split(":").map(Number);
  const today = localParts(after, zone);
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const matches =
      schedule.frequency === "daily" ||
      (schedule.frequency === "weekly" && day.getUTCDay() === schedule.dayOfWeek) ||
      (schedule.frequency === "monthly" && day.getUTCDate() === schedule.dayOfMonth);
    if (!matches) continue;
    const at = zonedInstant(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: hour ?? 0,
        minute: minute ?? 0,
      },
      zone,
    );
    if (at.getTime() > after.getTime()) return at;
  }
  return undefined;
}
