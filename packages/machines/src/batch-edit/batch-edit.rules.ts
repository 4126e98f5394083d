import { isChangeReason } from "@canvass/sdk/accounts";
import { readBatchValue, type BatchCell } from "@canvass/sdk/batch-edit";
import type { BatchEditContext, BatchEditRequest } from "./batch-edit.types";

/** The problem of each typed value (the SDK's `readBatchValue`: masks and the host's validators). */
export function batchValueProblems(
  context: Pick<BatchEditContext, "values" | "validators">,
): Record<string, Extract<BatchCell, { ok: false }>["problem"]> {
  const problems: Record<string, Extract<BatchCell, { ok: false }>["problem"]> = {};
  for (const [field, text] of Object.entries(context.values)) {
    const read = readBatchValue(field, text, context.validators);
    if (!read.ok) problems[field] = read.problem;
  }
  return problems;
}

/** Whether the batch can be previewed: a selection, values for it (or CSV rows), none refused. */
export function canPreviewBatch(context: BatchEditContext): boolean {
  const selection = context.selection;
  if (selection === null) return false;
  if (selection.kind === "rows") return selection.rows.length > 0;
  if (selection.kind === "ids" && selection.ids.length === 0) return false;
  return (
    Object.keys(context.values).length > 0 && Object.keys(batchValueProblems(context)).length === 0
  );
}

/** Whether the previewed batch can be applied: a reason, and something to change. */
export function canApplyBatch(context: BatchEditContext): boolean {
  return isChangeReason(context.reason) && (context.preview?.Changing ?? 0) > 0;
}

/** The request of the preview and of the apply (with the Reason when there is one). */
export function batchEditRequest(context: BatchEditContext): BatchEditRequest {
  const selection = context.selection;
  const reason = context.reason.trim();
  const base: BatchEditRequest = reason === "" ? {} : { Reason: reason };
  if (selection === null) return base;
  if (selection.kind === "rows") return { ...base, Rows: [...selection.rows] };
  const Set = Object.entries(context.values).map(([Field, Value]) => ({ Field, Value }));
  return selection.kind === "filter"
    ? { ...base, Filters: selection.filters, Set }
    : { ...base, IDs: [...selection.ids], Set };
}
