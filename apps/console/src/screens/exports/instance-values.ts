/**
 * The instance form's draft: its description, its filters (the campaigns, teams and players
 * picked, decision 0057; the date range in days, read in a time zone, on Received or Processed),
 * "mark as exported" and its schedule; and the contract's bodies built from it.
 */
import type { Schema } from "@canvass/sdk/contract";
import { validateExportSchedule } from "@canvass/sdk/exports";

export type InstanceBody = Schema<"ExportOption">;
type Filters = Schema<"ReportingFilters">;
type ExportSchedule = Schema<"ExportSchedule">;

export interface InstanceDraft {
  readonly description: string;
  /** The campaigns, teams and players picked (none: any). */
  readonly campaigns: readonly string[];
  readonly teams: readonly string[];
  readonly players: readonly string[];
  readonly dateField: "Received" | "Processed";
  readonly after: string;
  readonly before: string;
  readonly timezone: string;
  readonly scheduled: boolean;
  readonly frequency: ExportSchedule["frequency"];
  readonly time: string;
  readonly dayOfWeek: string;
  readonly dayOfMonth: string;
  readonly scheduleZone: string;
  /** "Mark as exported" (decision 0051). */
  readonly markExported: boolean;
}

const day = (instant: string | undefined) => (instant === undefined ? "" : instant.slice(0, 10));

export function instanceDraft(saved: InstanceBody | undefined, zone: string): InstanceDraft {
  const filters: Partial<Filters> = saved?.Filters ?? {};
  const schedule = saved?.Schedule;
  return {
    description: saved?.Description ?? "",
    campaigns: filters.Campaign ?? [],
    teams: filters.Team ?? [],
    players: filters.Player ?? [],
    dateField: filters.DateField === "Processed" ? "Processed" : "Received",
    after: day(filters.After),
    before: day(filters.Before),
    timezone: filters.timezone ?? zone,
    scheduled: schedule?.enabled === true,
    frequency: schedule?.frequency ?? "daily",
    time: schedule?.time ?? "02:00",
    dayOfWeek: String(schedule?.dayOfWeek ?? 1),
    dayOfMonth: String(schedule?.dayOfMonth ?? 1),
    scheduleZone: schedule?.timezone ?? zone,
    markExported: saved?.MarkExported === true,
  };
}

/** The filters of the draft, stored ones it does not edit kept; an empty pick is "any". */
export function filtersBody(draft: InstanceDraft, kept: Partial<Filters> = {}): Filters {
  const rest = { ...kept };
  delete rest.After;
  delete rest.Before;
  delete rest.Campaign;
  delete rest.Team;
  delete rest.Player;
  return {
    ...rest,
    ...(draft.campaigns.length === 0 ? {} : { Campaign: [...draft.campaigns] }),
    ...(draft.teams.length === 0 ? {} : { Team: [...draft.teams] }),
    ...(draft.players.length === 0 ? {} : { Player: [...draft.players] }),
    DateField: draft.dateField,
    timezone: draft.timezone,
    ...(draft.after === "" ? {} : { After: `${draft.after}T00:00:00.000Z` }),
    ...(draft.before === "" ? {} : { Before: `${draft.before}T23:59:59.999Z` }),
  };
}

export function scheduleBody(draft: InstanceDraft): ExportSchedule | null {
  if (!draft.scheduled) return null;
  return {
    enabled: true,
    frequency: draft.frequency,
    time: draft.time,
    timezone: draft.scheduleZone,
    ...(draft.frequency === "weekly" ? { dayOfWeek: Number(draft.dayOfWeek) } : {}),
    ...(draft.frequency === "monthly" ? { dayOfMonth: Number(draft.dayOfMonth) } : {}),
  };
}

/** The SDK's schedule problems, by the schedule's part (`timezone`, `dayOfWeek`, …). */
export function scheduleProblems(draft: InstanceDraft): Readonly<Record<string, string>> {
  const schedule = scheduleBody(draft);
  if (schedule === null) return {};
  const found: Record<string, string> = {};
  for (const problem of validateExportSchedule(schedule)) {
    const part = problem.field.split("/").pop() ?? "";
    found[part] ??= problem.code;
  }
  return found;
}
