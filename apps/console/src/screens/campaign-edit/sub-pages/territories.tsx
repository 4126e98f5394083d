/**
 * territories: the campaign's areas on a map (decision 0032). The map, Leaflet and the drawing
 * code are a chunk of their own, loaded when this sub-page opens.
 */
import { Spinner } from "@canvass/ui";
import { lazy, Suspense } from "react";
import { useT } from "../../../i18n/use-t";
import type { SubPageFieldsProps, SubPageSpec } from "../sub-page-spec";
import {
  checkTerritory,
  loadTerritory,
  saveTerritory,
  territoryFieldOf,
} from "../territories/territory-file";

const TerritoryFields = lazy(() => import("../territories/TerritoryFields"));

function LazyTerritoryFields(props: SubPageFieldsProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size={16} />
          {t("campaignEdit.territories.loadingMap")}
        </p>
      }
    >
      <TerritoryFields {...props} />
    </Suspense>
  );
}

export const territoriesPage: SubPageSpec = {
  load: loadTerritory,
  check: checkTerritory,
  save: saveTerritory,
  fieldOf: territoryFieldOf,
  Fields: LazyTerritoryFields,
};
