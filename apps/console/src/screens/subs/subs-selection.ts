/**
 * What the bulk actions of /subs act on: the ids of the rows ticked (on this page and others),
 * or — after "select all N matching" — the filter itself, as the `queryAccounts` filters of the
 * view (never a list of ids: it may span a million rows and pages not loaded).
 */
import type { AccountQuery } from "@canvass/sdk/queries";
import type { BatchTarget } from "../submission-actions/batch-target";

/** The filters of the view, without paging (what `exportAccountsCsv` takes too). */
export type SubsFilterQuery = Omit<AccountQuery, "Page" | "PageSize" | "Cursor" | "Fields">;

export type SubsSelection =
  | { readonly kind: "ids"; readonly ids: readonly string[] }
  | {
      readonly kind: "filter";
      readonly query: SubsFilterQuery;
      /** The `Count` of the list when it was selected. */
      readonly count: number;
      readonly approximate: boolean;
    };

/**
 * The bulk actions another part of the console performs (issue 18's submission actions:
 * reassign to a player, resend a task, delete), wired by whoever mounts the list.
 */
export type SubsBulkAction = "reassign" | "resend" | "delete";

export type SubsBulkActionHandler = (action: SubsBulkAction, selection: SubsSelection) => void;

/** What the submission actions act on for a selection (`sampleId`: a row of the view). */
export function batchTargetOf(selection: SubsSelection, sampleId: string | undefined): BatchTarget {
  return selection.kind === "ids"
    ? { kind: "ids", ids: selection.ids }
    : {
        kind: "filter",
        query: selection.query,
        count: selection.count,
        approximate: selection.approximate,
        sampleId,
      };
}
