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

// One import shared by the lazy component and the load, which starts it beside the territory's
// request so the map's code (and, from it, the world data) arrives while the file does.
let fieldsModule: ReturnType<typeof importFields> | undefined;
const importFields = () => import("../territories/TerritoryFields");
const loadFields = () => (fieldsModule ??= importFields());
const TerritoryFields = lazy(loadFields);

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
  load(context, signal) {
    loadFields().catch(() => {
      fieldsModule = undefined; // the lazy component tries again and reports the failure
    });
    return loadTerritory(context, signal);
  },
  check: checkTerritory,
  save: saveTerritory,
  fieldOf: territoryFieldOf,
  Fields: LazyTerritoryFields,
};
