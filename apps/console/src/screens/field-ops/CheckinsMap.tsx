/**
 * The check-ins of the filter on the map of `/active` (the UI package's map with its offline base
 * layer, loaded with this view only), clustered (`clusterMarkers`: numbered circles that zoom in
 * on click): one marker per check-in with a position, titled with who, where and when, flagged
 * ones said so. Over the map's limit, a note says how many of how many are drawn.
 */
import type { CallData } from "@canvass/sdk/client";
import { locationLabel } from "@canvass/sdk/text";
import { Spinner, type ActiveMapMarker } from "@canvass/ui";
import { lazy, Suspense, useMemo } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";

type CheckinRow = CallData<"queryCheckins">["Result"][number];

const LIMIT_NOTE = "text-sm text-fg-muted";

const ActiveUsersMap = lazy(async () => ({
  default: (await import("@canvass/ui/active-map")).ActiveUsersMap,
}));

const MAP_HEIGHT = "h-[28rem]";

export function CheckinsMap({
  rows,
  count,
  timeOf,
}: {
  readonly rows: readonly CheckinRow[];
  /** How many check-ins the filter holds (`rows` may be fewer: the map's limit). */
  readonly count: number;
  readonly timeOf: (row: CheckinRow) => string;
}) {
  const t = useT();
  const { map } = useRuntime().config;
  const markers = useMemo<ActiveMapMarker[]>(
    () =>
      rows.flatMap((row) =>
        row.Location === undefined
          ? []
          : [
              {
                id: row.ID,
                lat: row.Location.lat,
                lng: row.Location.lng,
                label: row.PlayerName ?? row.PlayerID,
                title: [
                  row.PlayerName ?? row.PlayerID,
                  locationLabel(row.Location),
                  timeOf(row),
                  row.Geofence === "outside" ? t("fieldOps.geofence.outside") : "",
                ]
                  .filter((part) => part !== "")
                  .join(" · "),
              },
            ],
      ),
    [rows, timeOf, t],
  );
  return (
    <section data-slot="checkins-map" aria-label={t("fieldOps.checkins.map")}>
      {count > rows.length ? (
        <p className={LIMIT_NOTE} data-slot="checkins-map-limit">
          {t("fieldOps.checkins.mapLimited", { shown: rows.length, count })}
        </p>
      ) : null}
      <Suspense
        fallback={
          <div role="status" className={`${MAP_HEIGHT} flex items-center justify-center gap-2`}>
            <Spinner size={16} />
            {t("fieldOps.loading")}
          </div>
        }
      >
        <ActiveUsersMap
          markers={markers}
          center={map.center}
          zoom={map.zoom}
          fitMarkersMaxZoom={10}
          clusterMarkers
          tileUrl={map.tileUrl}
          attribution={map.tileAttribution}
          labels={{
            region: t("fieldOps.checkins.map"),
            surface: t("fieldOps.checkins.map"),
            zoomIn: t("active.map.zoomIn"),
            zoomOut: t("active.map.zoomOut"),
            empty: t("fieldOps.empty"),
            baseLayerError: t("active.map.baseLayerError"),
            baseLayerAttribution: t("active.map.baseLayerAttribution"),
          }}
          className={MAP_HEIGHT}
        />
      </Suspense>
    </section>
  );
}
