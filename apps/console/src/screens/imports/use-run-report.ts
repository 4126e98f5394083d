/**
 * The finished run's report: the job's result, or — when the job ended without one (cancelled,
 * failed after a restart) — the report saved with the upload chunk by chunk (`listImports`'
 * `result`, decision 0037), so the screen always says what was written.
 */
import type { Job } from "@canvass/sdk/jobs";
import type { ImportRunResult } from "@canvass/sdk/imports";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../../patterns";

const isReport = (value: unknown): value is ImportRunResult =>
  typeof value === "object" && value !== null && "created" in value && "failedRows" in value;

export function useRunReport(job: Job | null, upload: string | undefined) {
  const { client } = useRuntime().services;
  const fromJob = isReport(job?.result) ? job.result : undefined;
  const query = useApiQuery(
    `imports:report:${upload ?? ""}:${job?.status ?? ""}`,
    (signal) => client.call("listImports", { signal }),
    fromJob === undefined && upload !== undefined,
  );
  const saved = query.data?.find((entry) => entry.id === upload)?.result;
  return fromJob ?? (isReport(saved) ? saved : undefined);
}
