/** Rows of the exports tables as the contract's `Export`, `ExportOption` and `ExportRun`. */
import type { Schema } from "@canvass/sdk/contract";
import type { Selectable } from "kysely";
import type { ExportOptionsTable, ExportsTable } from "../../db/index.js";

export type ExportRow = Selectable<ExportsTable>;
export type OptionRow = Selectable<ExportOptionsTable>;

/** The delivery without its write-only password, private key and the key's passphrase. */
function publicDelivery(delivery: unknown): Record<string, unknown> {
  const value = (delivery ?? { method: "download" }) as Record<string, unknown>;
  if (value.method !== "sftp") return value;
  const sftp = { ...(value.sftp as Record<string, unknown>) };
  delete sftp.password;
  delete sftp.passwordSealed;
  delete sftp.privateKey;
  delete sftp.privateKeySealed;
  delete sftp.privateKeyPassphrase;
  delete sftp.passphraseSealed;
  return { method: "sftp", sftp };
}

export function toExportBody(row: ExportRow): Schema<"Export"> {
  return {
    ID: row.id,
    Description: row.description,
    Campaigns: row.campaigns,
    Fields: row.fields as Schema<"Export">["Fields"],
    Format: row.format as Schema<"ExportFormat">,
    Delivery: publicDelivery(row.delivery) as Schema<"ExportDelivery">,
    Created: row.created.toISOString(),
    Updated: row.updated.toISOString(),
    CreatedBy: row.created_by ?? "deleted",
  };
}

/** A run as the delivery log and the job row together describe it. */
export interface RunView {
  readonly id: string;
  readonly logStatus: string;
  readonly jobStatus: string | null;
  readonly jobError: string | null;
  readonly message: string | null;
  readonly started: Date;
  readonly finished: Date | null;
  readonly rows: number | null;
  readonly file: string | null;
  readonly expires: Date | null;
  /** The job's worker wrote a heartbeat lately (it may still be writing the file). */
  readonly workerAlive: boolean;
}

/**
 * The run's status. The job row is the truth while it exists, with one exception: a cancel
 * marks the job at once, but the worker sees it only at its next heartbeat (at once in its own
 * process) and then deletes its `.part`; until the handler has logged its end, a cancelled run
 * whose worker is alive is still `running`, so a run never reads as ended while its file is
 * still being written. (The heartbeat is empty until a worker takes the job: a run cancelled
 * while queued ends at once.)
 */
function statusOf(view: RunView): string {
  const stopping =
    view.jobStatus === "cancelled" &&
    (view.logStatus === "queued" || view.logStatus === "running") &&
    view.workerAlive;
  return stopping ? "running" : (view.jobStatus ?? view.logStatus);
}

/**
 * The contract's `ExportRun`. The job row is the truth while it exists (a run the sweep failed
 * after a crash never stays "running"); the contract has no `cancelled`, so a cancelled run is
 * `failed` with the message "The run was cancelled.".
 */
export function toRunBody(
  view: RunView,
  urlOf: (file: string) => string,
  now: Date,
): Schema<"ExportRun"> {
  const status = statusOf(view);
  const failed = status === "failed" || status === "cancelled";
  const done = status === "done" && view.file !== null;
  const expired = view.expires !== null && view.expires <= now;
  const message = failed
    ? status === "cancelled"
      ? "The run was cancelled."
      : (view.jobError ?? view.message ?? "The run failed.")
    : undefined;
  return {
    runId: view.id,
    status: failed ? ("failed" as const) : (status as "queued" | "running" | "done"),
    started: view.started.toISOString(),
    ...(view.finished === null || !(done || failed)
      ? {}
      : { finished: view.finished.toISOString() }),
    ...(view.rows === null ? {} : { rows: view.rows }),
    ...(done && !expired ? { url: urlOf(view.file) } : {}),
    ...(message === undefined ? {} : { message: message.slice(0, 2000) }),
  };
}

export function toOptionBody(
  row: OptionRow,
  lastRun?: Schema<"ExportRun">,
): Schema<"ExportOption"> {
  const schedule = row.schedule as Schema<"ExportSchedule"> | null;
  return {
    ID: row.id,
    ExportID: row.export,
    Description: row.description,
    Filters: row.filters as Schema<"ReportingFilters">,
    ...(schedule === null ? {} : { Schedule: schedule }),
    MarkExported: row.mark_exported,
    ...(lastRun === undefined ? {} : { LastRun: lastRun }),
    Created: row.created.toISOString(),
  };
}
