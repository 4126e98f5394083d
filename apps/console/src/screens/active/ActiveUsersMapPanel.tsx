import { can } from "@canvass/sdk/permissions";
import { Spinner, type ActiveMapMarker, type ActiveUsersMapLabels } from "@canvass/ui";
import { lazy, Suspense, useMemo } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import type { ActiveUser } from "./active-users";
import { MapBoundary } from "./MapBoundary";

// Leaflet and the world data load with the map, on this page only (they touch `window`).
const ActiveUsersMap = lazy(async () => ({
  default: (await import("@canvass/ui/active-map")).ActiveUsersMap,
}));

const MAP_HEIGHT = "h-96";
/** Fitting the markers zooms in no closer than a region (one user alone is not a street map). */
const FIT_MAX_ZOOM = 6;

function useMapLabels(): ActiveUsersMapLabels {
  const t = useT();
  return useMemo(
    () => ({
      region: t("active.map.region"),
      surface: t("active.map.surface"),
      zoomIn: t("active.map.zoomIn"),
      zoomOut: t("active.map.zoomOut"),
      empty: t("active.map.empty"),
      baseLayerError: t("active.map.baseLayerError"),
      baseLayerAttribution: t("active.map.baseLayerAttribution"),
    }),
    [t],
  );
}

/**
 * The map of the users active now: one marker per user whose activity has coordinates, the view
 * fitted to the markers (centred where the host configuration says while there are none). Clicking a marker opens the user's profile when allowed.
 */
export function ActiveUsersMapPanel({ users }: { users: readonly ActiveUser[] }) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { map } = useRuntime().config;
  const labels = useMapLabels();

  const markers = useMemo<ActiveMapMarker[]>(
    () =>
      users.flatMap((user) =>
        user.position === undefined
          ? []
          : [
              {
                id: user.id,
                ...user.position,
                label: user.name,
                title: t("active.map.markerTitle", {
                  location: user.location === "" ? t("active.noLocation") : user.location,
                  time: intl.formatTime(user.lastActivity, { format: "time" }),
                }),
              },
            ],
      ),
    [users, t, intl],
  );

  const openProfile = (id: string) => {
    const user = users.find((candidate) => candidate.id === id);
    if (user === undefined || permissions === null) return;
    if (can(permissions, "ViewUserProfile", { id, role: user.role })) void navigate(`/user/${id}`);
  };

  return (
    <MapBoundary
      fallback={
        <p role="alert" className="rounded-lg border border-line bg-surface p-4 text-fg-muted">
          {t("active.map.failed")}
        </p>
      }
    >
      <Suspense
        fallback={
          <div
            role="status"
            className={`${MAP_HEIGHT} flex items-center justify-center gap-2 rounded-lg border border-line bg-surface text-fg-muted`}
          >
            <Spinner size={16} />
            {t("active.map.loading")}
          </div>
        }
      >
        <ActiveUsersMap
          markers={markers}
          center={map.center}
          zoom={map.zoom}
          fitMarkersMaxZoom={FIT_MAX_ZOOM}
          tileUrl={map.tileUrl}
          attribution={map.tileAttribution}
          labels={labels}
          onMarkerSelect={openProfile}
          className={MAP_HEIGHT}
        />
      </Suspense>
    </MapBoundary>
  );
}
