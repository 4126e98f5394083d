import { Spinner } from "@canvass/ui";
import { lazy, Suspense, useMemo } from "react";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { MapBoundary } from "../../active/MapBoundary";

// The /active screen's map (Leaflet and the bundled world): its chunk loads when this tab opens.
const ActiveUsersMap = lazy(async () => ({
  default: (await import("@canvass/ui/active-map")).ActiveUsersMap,
}));

/** How close the map shows the sign-up point: a region, not a street. */
const POINT_ZOOM = 6;

/**
 * The sign-up point on a small map with the offline base layer (the bundled world; no tile
 * server is asked, whatever the host configures for /active).
 */
export function LocationMap({
  lat,
  lng,
  label,
}: {
  readonly lat: number;
  readonly lng: number;
  readonly label: string;
}) {
  const t = useT();
  const { map } = useRuntime().config;
  const markers = useMemo(() => [{ id: "point", lat, lng, label }], [lat, lng, label]);
  return (
    <MapBoundary
      fallback={
        <p role="alert" className="text-sm text-fg-muted">
          {t("lookup.location.mapFailed")}
        </p>
      }
    >
      <Suspense fallback={<Spinner label={t("lookup.loading")} />}>
        <ActiveUsersMap
          markers={markers}
          center={[lat, lng]}
          zoom={Math.max(map.zoom, POINT_ZOOM)}
          className="h-56"
          labels={{
            region: t("lookup.location.map"),
            surface: t("active.map.surface"),
            zoomIn: t("active.map.zoomIn"),
            zoomOut: t("active.map.zoomOut"),
            empty: t("active.map.empty"),
            baseLayerError: t("active.map.baseLayerError"),
            baseLayerAttribution: t("active.map.baseLayerAttribution"),
          }}
        />
      </Suspense>
    </MapBoundary>
  );
}
