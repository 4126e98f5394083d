/**
 * The campaign's tasks (`raw_processes`) as the editor holds them: each row a task with a stable
 * key for the list, and the contract's limits of `CampaignTask` (type: 1–64 of `A-Za-z0-9_.-`;
 * settings reference: 1–512) checked before saving. A task type listed twice is the server's
 * rule (422 on `/raw_processes/{n}/type`), shown on its row like every other problem.
 */
import { fieldLimits, limitPattern, schemaLength } from "@canvass/sdk/contract";
import type { Schema } from "@canvass/sdk/contract";

export type CampaignTask = Schema<"CampaignTask">;

export interface TaskRow extends CampaignTask {
  readonly key: string;
}

/** The problem codes of the rows by pointer (`/raw_processes/2/type` → `required`, …). */
export function taskProblems(tasks: readonly CampaignTask[]): Record<string, string> {
  const problems: Record<string, string> = {};
  tasks.forEach((task, index) => {
    for (const property of ["type", "settings"] as const) {
      const limits = fieldLimits("CampaignTask", property);
      const value = task[property].trim();
      const pointer = `/raw_processes/${String(index)}/${property}`;
      const pattern = limitPattern(limits);
      if (schemaLength(value) < (limits.minLength ?? 0)) problems[pointer] = "required";
      else if (schemaLength(value) > (limits.maxLength ?? Infinity))
        problems[pointer] = "maxLength";
      else if (pattern !== undefined && !pattern.test(value)) problems[pointer] = "pattern";
    }
  });
  return problems;
}

export function withKeys(tasks: readonly CampaignTask[]): TaskRow[] {
  return tasks.map((task, index) => ({ ...task, key: `stored-${String(index)}` }));
}

export function withoutKeys(rows: readonly TaskRow[]): CampaignTask[] {
  return rows.map(({ type, settings }) => ({ type: type.trim(), settings: settings.trim() }));
}
