/**
 * `/checkins` (ViewCheckinsList; not clients; `noviewcheckins`): who checked in where and when,
 * the last day by default, with the picture (thumbnails after the rows, full size in a dialog)
 * and the geofence flag (outside the campaign's territory, worked out by the server) as a
 * column and a filter; a map view shows every check-in of the filter (up to 10 000, clustered).
 */
import type { CallData } from "@canvass/sdk/client";
import { locationLabel } from "@canvass/sdk/text";
import { Button, type ColumnDef } from "@canvass/ui";
import { List, Map as MapIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { CheckinPicture } from "./CheckinPicture";
import { CheckinsMap } from "./CheckinsMap";
import { timeText } from "./field-cells";
import { CHECKINS_LIST } from "./field-list-spec";
import { ChoiceFilter, FieldListFilters } from "./FieldListFilters";
import { FieldListFrame } from "./FieldListFrame";
import { GeofenceCell } from "./GeofenceCell";
import { useCheckinPositions } from "./use-checkin-positions";
import { useFieldList } from "./use-field-list";

type CheckinRow = CallData<"queryCheckins">["Result"][number];

export function CheckinsPage() {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const list = useFieldList(CHECKINS_LIST);
  const { view } = list;
  const geofence = list.state.filters.geofence as "inside" | "outside" | undefined;
  const query = useMemo(
    () => ({ ...list.query, ...(geofence === undefined ? {} : { Geofence: geofence }) }),
    [list.query, geofence],
  );
  const checkins = useApiQuery(`checkins:${JSON.stringify(query)}`, (signal) =>
    client.call("queryCheckins", { params: { query }, signal }),
  );
  const [mapView, setMapView] = useState(false);
  const positions = useCheckinPositions(query, mapView);
  const timeOf = useCallback(
    (row: CheckinRow) => timeText(row.Created, locale, view.timeZone),
    [locale, view.timeZone],
  );
  const columns = useMemo<ColumnDef<CheckinRow>[]>(
    () => [
      {
        id: "Picture",
        header: t("fieldOps.checkins.column.picture"),
        enableSorting: false,
        size: 64,
        cell: ({ row }) =>
          row.original.HasPicture === true ? (
            <CheckinPicture
              id={row.original.ID}
              who={row.original.PlayerName ?? row.original.PlayerID}
            />
          ) : null,
      },
      {
        id: "PlayerName",
        header: t("fieldOps.checkins.column.fundraiser"),
        enableSorting: true,
        cell: ({ row }) => row.original.PlayerName ?? row.original.PlayerID,
      },
      {
        id: "TeamName",
        header: t("fieldOps.column.team"),
        enableSorting: true,
        cell: ({ row }) => row.original.TeamName ?? "",
      },
      {
        id: "CampaignName",
        header: t("fieldOps.column.campaign"),
        enableSorting: true,
        cell: ({ row }) => row.original.CampaignName ?? "",
      },
      {
        id: "Created",
        header: t("fieldOps.checkins.column.time"),
        enableSorting: true,
        cell: ({ row }) => timeOf(row.original),
      },
      {
        id: "Location",
        header: t("fieldOps.checkins.column.location"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.Location === undefined ? "" : locationLabel(row.original.Location),
      },
      {
        id: "Geofence",
        header: t("fieldOps.checkins.column.geofence"),
        enableSorting: false,
        cell: ({ row }) => <GeofenceCell value={row.original.Geofence} />,
      },
    ],
    [t, timeOf],
  );
  const rows = checkins.data?.Result;
  return (
    <FieldListFrame<CheckinRow>
      title={t("fieldOps.checkins.title")}
      tableLabel={t("fieldOps.checkins.tableLabel")}
      list={list}
      actions={
        <Button
          variant="secondary"
          aria-pressed={mapView}
          icon={
            mapView ? (
              <List size={16} aria-hidden="true" />
            ) : (
              <MapIcon size={16} aria-hidden="true" />
            )
          }
          onClick={() => {
            setMapView((shown) => !shown);
          }}
        >
          {mapView ? t("fieldOps.checkins.showList") : t("fieldOps.checkins.showMap")}
        </Button>
      }
      filters={
        <FieldListFilters
          list={list}
          extra={
            <ChoiceFilter
              label={t("fieldOps.checkins.filter.geofence")}
              value={geofence}
              searchable={false}
              options={[
                { value: "outside", display: t("fieldOps.geofence.outside") },
                { value: "inside", display: t("fieldOps.geofence.inside") },
              ]}
              onChange={(next) => {
                list.change({ filters: { geofence: next } });
              }}
            />
          }
        />
      }
      {...(mapView
        ? {
            replaceTable: (
              <CheckinsMap
                rows={positions.data?.rows ?? []}
                count={positions.data?.count ?? 0}
                timeOf={timeOf}
              />
            ),
          }
        : {})}
      columns={columns}
      rows={rows}
      count={checkins.data?.Count}
      loading={checkins.loading}
      error={checkins.error}
      onRetry={checkins.reload}
      getRowId={(row) => row.ID}
      csv={{
        filename: "checkins.csv",
        columns: [
          {
            id: "PlayerName",
            header: t("fieldOps.checkins.column.fundraiser"),
            value: (r) => r.PlayerName,
          },
          { id: "TeamName", header: t("fieldOps.column.team"), value: (r) => r.TeamName },
          {
            id: "CampaignName",
            header: t("fieldOps.column.campaign"),
            value: (r) => r.CampaignName,
          },
          { id: "Created", header: t("fieldOps.checkins.column.time"), value: (r) => r.Created },
          {
            id: "Location",
            header: t("fieldOps.checkins.column.location"),
            value: (r) => (r.Location === undefined ? "" : locationLabel(r.Location)),
          },
          {
            id: "Geofence",
            header: t("fieldOps.checkins.column.geofence"),
            value: (r) => r.Geofence,
          },
        ],
      }}
    />
  );
}
