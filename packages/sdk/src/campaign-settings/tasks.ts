/**
 * A campaign's tasks (`raw_processes`, issue 19): the tasks run after each sign-up, in order.
 * One rule for the server's 422 and the console's check before saving: each task's type and
 * settings reference within the contract's `CampaignTask` limits (surrounding spaces do not
 * count), and **each task type once** — a later task of a type already listed is refused at
 * `/raw_processes/{n}/type` with the code `duplicate`.
 */
import { fieldLimits } from "../contract";
import { textProblems, type SettingsProblem } from "./settings-problem";

export interface CampaignTaskValues {
  readonly type: string;
  readonly settings: string;
}

export function campaignTaskProblems(tasks: readonly CampaignTaskValues[]): SettingsProblem[] {
  const seen = new Set<string>();
  return tasks.flatMap((task, index) => {
    const at = `/raw_processes/${String(index)}`;
    const found = (["type", "settings"] as const).flatMap((property) =>
      textProblems(
        task[property].trim(),
        fieldLimits("CampaignTask", property),
        `${at}/${property}`,
      ),
    );
    const type = task.type.trim();
    if (!found.some((problem) => problem.field === `${at}/type`)) {
      if (seen.has(type)) {
        found.unshift({
          field: `${at}/type`,
          code: "duplicate",
          message: `is already in the list: a campaign runs each task type once`,
        });
      }
      seen.add(type);
    }
    return found;
  });
}
