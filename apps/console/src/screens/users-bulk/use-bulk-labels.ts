/** The texts of the bulk-import components of @canvass/ui, in the operator's language. */
import type { BulkPreviewSummaryLabels, ColumnMapperLabels, FileDropZoneLabels } from "@canvass/ui";
import { useMemo } from "react";
import { useT } from "../../i18n/use-t";

export function useDropZoneLabels(): FileDropZoneLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t("bulk.drop.title"),
      description: t("bulk.drop.description"),
      browse: t("bulk.drop.browse"),
      fileInput: t("bulk.drop.fileInput"),
      pasteInstead: t("bulk.drop.pasteInstead"),
      fileInstead: t("bulk.drop.fileInstead"),
      pasteLabel: t("bulk.drop.pasteLabel"),
      pastePlaceholder: t("bulk.drop.pastePlaceholder"),
      usePasted: t("bulk.drop.usePasted"),
      wrongType: (fileName: string) => t("bulk.drop.wrongType", { fileName }),
      chosen: (fileName: string) => t("bulk.drop.chosen", { fileName }),
    }),
    [t],
  );
}

export function useMapperLabels(): ColumnMapperLabels {
  const t = useT();
  return useMemo(
    () => ({
      caption: t("bulk.mapper.caption"),
      fieldHeader: t("bulk.mapper.field"),
      columnHeader: t("bulk.mapper.column"),
      sampleHeader: t("bulk.mapper.sample"),
      statusHeader: t("bulk.mapper.status"),
      notMapped: t("bulk.mapper.notMapped"),
      required: t("bulk.mapper.required"),
      missingRequired: (field: string) => t("bulk.mapper.missingRequired", { field }),
      missingOptional: (field: string) => t("bulk.mapper.missingOptional", { field }),
      mapped: t("bulk.mapper.mapped"),
      unusedColumns: (columns: string) => t("bulk.mapper.unused", { columns }),
    }),
    [t],
  );
}

export function useSummaryLabels(): BulkPreviewSummaryLabels {
  const t = useT();
  return useMemo(
    () => ({
      filterGroup: t("bulk.preview.filter"),
      all: (count: number) => t("bulk.preview.filterAll", { count }),
      valid: (count: number) => t("bulk.preview.filterValid", { count }),
      invalid: (count: number) => t("bulk.preview.filterInvalid", { count }),
      summary: ({ total, valid, invalid }) => t("bulk.preview.summary", { total, valid, invalid }),
    }),
    [t],
  );
}
