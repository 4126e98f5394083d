import type { EditValidators } from "@canvass/sdk/accounts";
import type { Schema } from "@canvass/sdk/contract";
import type { Job } from "@canvass/sdk/jobs";

export type BatchEditRequest = Schema<"BatchEditRequest">;
export type BatchEditFilters = Schema<"BatchEditFilters">;
export type BatchEditRow = Schema<"BatchEditRow">;
export type BatchEditPreview = Schema<"BatchEditPreview">;
export type BatchEditReport = Schema<"BatchEditReport">;

/** Which submissions: a `/subs` filter, a pasted or uploaded list of ids, or CSV rows. */
export type BatchSelection =
  | { readonly kind: "filter"; readonly filters: BatchEditFilters }
  | { readonly kind: "ids"; readonly ids: readonly string[]; readonly invalid: readonly string[] }
  | { readonly kind: "rows"; readonly rows: readonly BatchEditRow[] };

export interface BatchEditContext {
  /** The host's validators (the lookup edit's), for the values typed once for every submission. */
  readonly validators: EditValidators;
  readonly selection: BatchSelection | null;
  /** Field → the text typed for it (read with the field's mask when sent). */
  readonly values: Readonly<Record<string, string>>;
  readonly reason: string;
  readonly preview: BatchEditPreview | null;
  readonly job: Job | null;
  readonly report: BatchEditReport | null;
  /** Why the last call failed (preview, start, report). */
  readonly error: string | null;
}

export interface BatchEditInput {
  readonly validators?: EditValidators;
}

export type BatchEditEvent =
  /** The host's validators, once the portal settings are read (any time). */
  | { type: "validators.loaded"; validators: EditValidators }
  | { type: "select.filter"; filters: BatchEditFilters }
  | { type: "select.ids"; text: string }
  | { type: "select.rows"; rows: readonly BatchEditRow[] }
  | { type: "values.set"; field: string; text: string }
  | { type: "values.remove"; field: string }
  | { type: "reason.change"; text: string }
  | { type: "preview.request" }
  | { type: "preview.done"; preview: BatchEditPreview }
  | { type: "preview.error"; message: string }
  | { type: "edit" }
  | { type: "apply" }
  | { type: "job.update"; job: Job }
  | { type: "run.error"; message: string }
  | { type: "run.cancel" }
  | { type: "report.done"; report: BatchEditReport }
  | { type: "report.error"; message: string }
  | { type: "restart" };
