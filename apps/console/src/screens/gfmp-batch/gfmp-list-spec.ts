import { BATCH_PAGE_SIZES, DEFAULT_BATCH_PAGE_SIZE } from "@canvass/sdk/integrations";
import type { ListStateSpec } from "../../patterns";

export type BatchFilter = "campaign" | "batch";

/** `/gfmp-batch`'s address: `campaign` narrows the list, `batch` opens one batch's rows. */
export const BATCH_LIST: ListStateSpec<BatchFilter> = {
  filters: ["campaign", "batch"],
  sortable: [],
  pageSizes: BATCH_PAGE_SIZES,
  defaultPageSize: DEFAULT_BATCH_PAGE_SIZE,
};

/** The tone of a batch's or a row's status. */
export function statusTone(status: string): "success" | "danger" | "info" | "neutral" {
  if (status === "done" || status === "created") return "success";
  if (status === "failed") return "danger";
  if (status === "running") return "info";
  return "neutral";
}
