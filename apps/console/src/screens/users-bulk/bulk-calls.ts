/**
 * The two calls of the screen through the SDK client, each answer sorted into what the screen
 * does with it: a report to show, a refusal of an "all or nothing" batch (422 whose field errors
 * point at `/rows/<index>/<field>`) to show on its rows, or a failure to offer a retry for.
 */
import {
  rowProblemsFromPointers,
  type BulkRowProblem,
  type PlayerBulkRow,
} from "@canvass/sdk/bulk";
import { isHttpError, type CanvassClient, type ClientError } from "@canvass/sdk/client";
import type { BulkCreateMode, BulkReport } from "./bulk-wizard";

export type CheckOutcome =
  | { readonly kind: "report"; readonly report: BulkReport }
  | { readonly kind: "failed"; readonly error: ClientError };

export type CreateOutcome =
  CheckOutcome | { readonly kind: "refused"; readonly problems: readonly BulkRowProblem[] };

export async function checkRows(
  client: CanvassClient,
  rows: readonly PlayerBulkRow[],
): Promise<CheckOutcome> {
  const result = await client.call("checkPlayersBulk", { body: { rows: [...rows] } });
  return result.ok
    ? { kind: "report", report: result.data }
    : { kind: "failed", error: result.error };
}

export async function createRows(
  client: CanvassClient,
  rows: readonly PlayerBulkRow[],
  mode: BulkCreateMode,
): Promise<CreateOutcome> {
  const result = await client.call("createPlayersBulk", { body: { rows: [...rows], mode } });
  if (result.ok) return { kind: "report", report: result.data };
  const { error } = result;
  if (isHttpError(error) && error.status === 422) {
    const problems = rowProblemsFromPointers(error.problem?.errors ?? []);
    if (problems.length > 0) return { kind: "refused", problems };
  }
  return { kind: "failed", error };
}
