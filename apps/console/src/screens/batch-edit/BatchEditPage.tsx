import { PageHeader } from "@canvass/ui";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../../patterns";
import { BatchEditForm } from "./BatchEditForm";
import { BatchEditResults } from "./BatchEditResults";
import { batchFilters } from "./subs-filters";
import { useBatchEdit } from "./use-batch-edit";

/**
 * `/batch-edit` (BatchSubEdit; the route's gate checks it, the server too): change many
 * submissions at once — by the `/subs` filter of the address, pasted ids or a CSV of `ID` +
 * changed columns —, preview old → new, apply as a job with progress and cancel, and download
 * the report (decision 0041). The flow is `batchEditMachine` (`use-batch-edit.ts`).
 */
export function BatchEditPage() {
  const t = useT();
  const [params] = useSearchParams();
  const filters = useMemo(() => batchFilters(params, new Date()), [params]);
  const batch = useBatchEdit();
  return (
    <PageFrame width="wide" data-screen="batch-edit">
      <PageHeader title={t("batchEdit.title")} description={t("batchEdit.description")} />
      <div className="flex flex-col gap-4">
        {batch.state === "report" ? null : <BatchEditForm batch={batch} filters={filters} />}
        <BatchEditResults batch={batch} />
      </div>
    </PageFrame>
  );
}
