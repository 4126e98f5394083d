/**
 * The campaign's tasks (`raw_processes`) as the editor holds them: each row a task with a stable
 * key for the list, checked before saving by the SDK's `campaignTaskProblems` — the server's rule:
 * the contract's limits of `CampaignTask` and each task type once (`duplicate` on
 * `/raw_processes/{n}/type`), shown on its row like every other problem.
 */
import { campaignTaskProblems } from "@canvass/sdk/campaign-settings";
import type { Schema } from "@canvass/sdk/contract";

export type CampaignTask = Schema<"CampaignTask">;

export interface TaskRow extends CampaignTask {
  readonly key: string;
}

/** The problem codes of the rows by pointer (`/raw_processes/2/type` → `duplicate`, …). */
export function taskProblems(tasks: readonly CampaignTask[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { field, code } of campaignTaskProblems(tasks)) problems[field] ??= code;
  return problems;
}

export function withKeys(tasks: readonly CampaignTask[]): TaskRow[] {
  return tasks.map((task, index) => ({ ...task, key: `stored-${String(index)}` }));
}

export function withoutKeys(rows: readonly TaskRow[]): CampaignTask[] {
  return rows.map(({ type, settings }) => ({ type: type.trim(), settings: settings.trim() }));
}
