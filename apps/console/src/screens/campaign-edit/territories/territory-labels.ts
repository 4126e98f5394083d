/** The territory map's texts in the reader's language. */
import type { TerritoryMapLabels } from "@canvass/ui";
import { useMemo } from "react";
import { useT } from "../../../i18n/use-t";

export function useTerritoryLabels(): TerritoryMapLabels {
  const t = useT();
  return useMemo(
    () => ({
      region: t("campaignEdit.territories.region"),
      surface: t("campaignEdit.territories.surface"),
      toolbar: t("campaignEdit.territories.toolbar"),
      zoomIn: t("campaignEdit.territories.zoomIn"),
      zoomOut: t("campaignEdit.territories.zoomOut"),
      draw: t("campaignEdit.territories.draw"),
      finish: t("campaignEdit.territories.finish"),
      cancel: t("campaignEdit.territories.cancel"),
      edit: t("campaignEdit.territories.edit"),
      doneEditing: t("campaignEdit.territories.doneEditing"),
      remove: t("campaignEdit.territories.remove"),
      import: t("campaignEdit.territories.import"),
      export: t("campaignEdit.territories.export"),
      drawHint: t("campaignEdit.territories.drawHint"),
      editHint: t("campaignEdit.territories.editHint"),
      areas: t("campaignEdit.territories.areas"),
      noAreas: t("campaignEdit.territories.noAreas"),
      areaName: t("campaignEdit.territories.name"),
      select: t("campaignEdit.territories.select"),
      points: (count) => t("campaignEdit.territories.points", { count }),
      newName: (n) => t("campaignEdit.territories.areaName", { n }),
      baseLayerError: t("campaignEdit.territories.baseLayerError"),
      baseLayerAttribution: t("campaignEdit.territories.baseLayerAttribution"),
    }),
    [t],
  );
}
