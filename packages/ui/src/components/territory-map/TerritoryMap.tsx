import type { TerritoryDocument } from "@canvass/sdk/campaign-settings";
import { clsx } from "clsx";
import { map as createMap, type Map as LeafletMap } from "leaflet";
import { Minus, Plus } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { IconButton } from "../button/IconButton";
import { showTiles, showWorld } from "../active-map/base-layer";
import { LEAFLET_SURFACE, MAP_PANEL } from "../active-map/active-map.styles";
import { addArea, moveVertex, pointCount, removeArea, renameArea } from "./territory-geometry";
import { createTerritoryLayers } from "./territory-layers";
import { DEFAULT_TERRITORY_MAP_LABELS, type TerritoryMapLabels } from "./territory-map.labels";
import { TERRITORY_SHAPES } from "./territory-map.styles";
import { MIN_DRAFT_POINTS, TerritoryToolbar, type TerritoryMode } from "./TerritoryToolbar";

export interface TerritoryMapProps {
  readonly value: TerritoryDocument;
  /** Every change (drawn, moved, deleted, renamed); without it the map is read-only. */
  readonly onChange?: ((value: TerritoryDocument) => void) | undefined;
  readonly onImport?: ((file: File) => void) | undefined;
  readonly onExport?: (() => void) | undefined;
  /** The view before any area exists: `[latitude, longitude]` and a zoom level. */
  readonly center: readonly [number, number];
  readonly zoom: number;
  /** Raster tiles for production; without them the bundled offline world is drawn. */
  readonly tileUrl?: string | undefined;
  readonly attribution?: string | undefined;
  /** The problem of each area's name, by area index (shown next to its name). */
  readonly nameProblems?: Readonly<Record<number, string>> | undefined;
  readonly labels?: Partial<TerritoryMapLabels> | undefined;
  /** Sizes the map (a height, say `h-96`). */
  readonly className?: string | undefined;
}

/**
 * A campaign's territory on a map (decision 0032): named areas as polygons; draw a new one
 * point by point, drag the points of the selected one, delete it, rename areas in the list below
 * the map (which also selects them from the keyboard), import and export GeoJSON. Offline base
 * layer unless tiles are configured, as on the active users map. Leaflet needs `window`: load
 * this lazily, from `@canvass/ui/territory-map`.
 */
export function TerritoryMap({
  value,
  onChange,
  onImport,
  onExport,
  center,
  zoom,
  tileUrl,
  attribution,
  nameProblems = {},
  labels: overrides,
  className,
}: TerritoryMapProps) {
  const labels = { ...DEFAULT_TERRITORY_MAP_LABELS, ...overrides };
  const [leaflet, setLeaflet] = useState<{
    map: LeafletMap;
    layers: ReturnType<typeof createTerritoryLayers>;
  } | null>(null);
  const [world, setWorld] = useState<"loading" | "ready" | "error">("loading");
  const [mode, setMode] = useState<TerritoryMode>("view");
  const [selected, setSelected] = useState<number | null>(null);
  const [draft, setDraft] = useState<[number, number][]>([]);
  const firstView = useRef({ center, zoom, value });
  const current = useRef({ value, onChange, mode });
  useEffect(() => {
    current.current = { value, onChange, mode };
  }, [value, onChange, mode]);

  const attach = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return undefined;
    const {
      center: [lat, lng],
      zoom: firstZoom,
    } = firstView.current;
    const map = createMap(element, {
      center: [lat, lng],
      zoom: firstZoom,
      minZoom: 1,
      zoomControl: false,
      attributionControl: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
    });
    const layers = createTerritoryLayers(map);
    layers.fit(firstView.current.value);
    map.on("click", (event) => {
      if (current.current.mode !== "draw") return;
      const { lat: clickedLat, lng: clickedLng } = event.latlng;
      setDraft((points) => [...points, [clickedLng, clickedLat]]);
    });
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    setLeaflet({ map, layers });
    return () => {
      resize.disconnect();
      map.remove();
      setLeaflet(null);
    };
  }, []);

  const tiles = tileUrl !== undefined && tileUrl !== "" ? tileUrl : undefined;
  useEffect(() => {
    if (leaflet === null) return undefined;
    if (tiles !== undefined) return showTiles(leaflet.map, tiles);
    return showWorld(leaflet.map, setWorld);
  }, [leaflet, tiles]);

  const readOnly = onChange === undefined;
  const chosen = selected !== null && selected < value.features.length ? selected : null;
  useEffect(() => {
    leaflet?.layers.draw(
      {
        document: value,
        selected: chosen,
        editing: mode === "edit",
        draft: mode === "draw" ? draft : null,
      },
      {
        select: setSelected,
        moveVertex: (area, path, to) => {
          const { value: latest, onChange: change } = current.current;
          change?.(moveVertex(latest, area, path, to));
        },
      },
    );
  }, [leaflet, value, chosen, mode, draft]);

  const finish = () => {
    if (draft.length < MIN_DRAFT_POINTS) return;
    onChange?.(addArea(value, draft, labels.newName(value.features.length + 1)));
    setSelected(value.features.length);
    setDraft([]);
    setMode("view");
  };
  const state = tiles === undefined ? world : "ready";
  const credit = tiles === undefined ? labels.baseLayerAttribution : attribution;

  return (
    <section
      aria-label={labels.region}
      data-slot="territory-map"
      data-state={state}
      data-areas={value.features.length}
      className="flex flex-col gap-3"
    >
      <TerritoryToolbar
        mode={mode}
        hasSelection={chosen !== null}
        draftPoints={draft.length}
        readOnly={readOnly}
        labels={labels}
        onDraw={() => {
          setDraft([]);
          setMode("draw");
        }}
        onFinish={finish}
        onCancel={() => {
          setDraft([]);
          setMode("view");
        }}
        onEdit={() => {
          setMode("edit");
        }}
        onDoneEditing={() => {
          setMode("view");
        }}
        onRemove={() => {
          if (chosen === null) return;
          onChange?.(removeArea(value, chosen));
          setSelected(null);
        }}
        onImport={onImport}
        onExport={onExport}
      />
      <div
        data-mode={mode}
        className={clsx(
          "relative isolate min-h-64 overflow-hidden rounded-lg border border-line",
          mode === "draw" && "[&_.leaflet-container]:cursor-crosshair",
          className,
        )}
      >
        <div
          ref={attach}
          role="application"
          aria-label={labels.surface}
          data-slot="territory-map-surface"
          className={clsx(LEAFLET_SURFACE, TERRITORY_SHAPES)}
        />
        <div className={clsx(MAP_PANEL, "top-2 right-2 flex flex-col")}>
          <IconButton
            size="sm"
            label={labels.zoomIn}
            icon={<Plus size={16} />}
            onClick={() => leaflet?.map.zoomIn()}
          />
          <IconButton
            size="sm"
            label={labels.zoomOut}
            icon={<Minus size={16} />}
            onClick={() => leaflet?.map.zoomOut()}
          />
        </div>
        {state === "error" ? (
          <p className={clsx(MAP_PANEL, "top-2 left-2 px-2 py-1 text-sm text-fg-muted")}>
            {labels.baseLayerError}
          </p>
        ) : null}
        {credit === undefined || credit === "" ? null : (
          <p className={clsx(MAP_PANEL, "right-1 bottom-1 px-1.5 text-xs text-fg-muted")}>
            {credit}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-2" data-slot="territory-areas">
        <legend className="font-medium">{labels.areas}</legend>
        {value.features.length === 0 ? (
          <p className="text-sm text-fg-muted">{labels.noAreas}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {value.features.map((feature, index) => {
              const problem = nameProblems[index];
              const inputId = `territory-area-${index}`;
              return (
                <li
                  key={index}
                  data-area={index}
                  data-selected={index === chosen}
                  className="flex flex-wrap items-center gap-2"
                >
                  <label htmlFor={inputId} className="sr-only">
                    {labels.areaName}
                  </label>
                  <input
                    id={inputId}
                    name={`area-${index}`}
                    value={feature.properties.name}
                    readOnly={readOnly}
                    aria-invalid={problem === undefined ? undefined : true}
                    aria-describedby={problem === undefined ? undefined : `${inputId}-problem`}
                    className="h-8 min-w-48 rounded-md border border-line-strong bg-surface px-2 text-sm"
                    onChange={(event) => {
                      onChange?.(renameArea(value, index, event.currentTarget.value));
                    }}
                  />
                  <span className="text-sm text-fg-muted" data-slot="territory-points">
                    {labels.points(pointCount(feature))}
                  </span>
                  <button
                    type="button"
                    aria-pressed={index === chosen}
                    className="text-sm text-primary-text underline-offset-4 hover:underline"
                    onClick={() => {
                      setSelected(index);
                      leaflet?.layers.fit({ type: "FeatureCollection", features: [feature] });
                    }}
                  >
                    {labels.select}
                  </button>
                  {problem === undefined ? null : (
                    <span id={`${inputId}-problem`} className="text-sm text-danger-text">
                      {problem}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </fieldset>
    </section>
  );
}
