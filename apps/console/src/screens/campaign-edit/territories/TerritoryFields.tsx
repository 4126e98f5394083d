/**
 * The territories sub-page's fields (loaded with the map, on this page only): the campaign's
 * areas on the territory map, drawn areas and imported files simplified at once with the SDK's
 * rule (so the point counts shown are the ones stored), export as a `.geojson` file.
 */
import {
  importTerritory,
  simplifyGeometry,
  simplifyTerritory,
  type TerritoryDocument,
} from "@canvass/sdk/campaign-settings";
import { preloadBaseLayer, TerritoryMap } from "@canvass/ui/territory-map";
import { useMemo, useState } from "react";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import type { SubPageFieldsProps } from "../sub-page-spec";
import { territoryOf } from "./territory-file";
import { downloadGeoJson } from "./territory-download";
import { useTerritoryLabels } from "./territory-labels";

// The world data of the offline base layer starts loading with this chunk (during the
// territory's request), not after the map appears.
preloadBaseLayer();

/** The areas added since `before` simplified, the others as they are (their points were moved). */
function simplifiedNew(before: TerritoryDocument, after: TerritoryDocument): TerritoryDocument {
  if (after.features.length <= before.features.length) return after;
  return {
    ...after,
    features: after.features.map((feature, index) =>
      index < before.features.length
        ? feature
        : { ...feature, geometry: simplifyGeometry(feature.geometry) },
    ),
  };
}

export default function TerritoryFields({
  values,
  problems,
  readOnly,
  change,
}: SubPageFieldsProps) {
  const t = useT();
  const { map } = useRuntime().config;
  const labels = useTerritoryLabels();
  const territory = territoryOf(values);
  const [importProblem, setImportProblem] = useState<string | undefined>(undefined);
  const nameProblems = useMemo(() => {
    const found: Record<number, string> = {};
    territory.features.forEach((_, index) => {
      const problem =
        problems[`area-${index}-name`] ??
        (problems[`area-${index}`] === undefined
          ? undefined
          : t("campaignEdit.territories.areaProblem"));
      if (problem !== undefined) found[index] = problem;
    });
    return found;
  }, [territory, problems, t]);

  const importFile = async (file: File) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      parsed = undefined;
    }
    const imported = importTerritory(parsed, (n) =>
      t("campaignEdit.territories.areaName", { n: territory.features.length + n }),
    );
    if (imported === undefined) {
      setImportProblem(t("campaignEdit.territories.importFailed", { file: file.name }));
      return;
    }
    setImportProblem(
      imported.skipped > 0
        ? t("campaignEdit.territories.importSkipped", { count: imported.skipped })
        : undefined,
    );
    change("territory", {
      ...territory,
      features: [...territory.features, ...simplifyTerritory(imported.document).features],
    });
  };

  return (
    <div className="flex flex-col gap-2" data-slot="territories">
      <p className="text-sm text-fg-muted">{t("campaignEdit.territories.intro")}</p>
      <TerritoryMap
        value={territory}
        onChange={
          readOnly
            ? undefined
            : (next) => {
                setImportProblem(undefined);
                change("territory", simplifiedNew(territory, next));
              }
        }
        onImport={(file) => {
          void importFile(file);
        }}
        onExport={() => {
          downloadGeoJson(territory, t("campaignEdit.territories.exportFile"));
        }}
        center={map.center}
        zoom={map.zoom}
        tileUrl={map.tileUrl}
        attribution={map.tileAttribution}
        nameProblems={nameProblems}
        labels={labels}
        className="h-[28rem]"
      />
      {importProblem === undefined ? null : (
        <p role="alert" className="text-sm text-danger-text">
          {importProblem}
        </p>
      )}
      {problems.territory === undefined ? null : (
        <p role="alert" className="text-sm text-danger-text">
          {problems.territory}
        </p>
      )}
    </div>
  );
}
