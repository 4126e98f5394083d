import { Check, Download, Pencil, PenLine, Trash2, Upload, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "../button/Button";
import { DEFAULT_TERRITORY_MAP_LABELS, type TerritoryMapLabels } from "./territory-map.labels";

/** What the territory map is doing: showing areas, drawing a new one, or moving points. */
export type TerritoryMode = "view" | "draw" | "edit";

export interface TerritoryToolbarProps {
  readonly mode: TerritoryMode;
  /** An area is selected (Edit points and Delete need one). */
  readonly hasSelection: boolean;
  /** Points of the area being drawn (Finish needs 3). */
  readonly draftPoints: number;
  /** Only Export is offered. */
  readonly readOnly?: boolean;
  readonly labels?: Partial<TerritoryMapLabels>;
  readonly onDraw?: (() => void) | undefined;
  readonly onFinish?: (() => void) | undefined;
  readonly onCancel?: (() => void) | undefined;
  readonly onEdit?: (() => void) | undefined;
  readonly onDoneEditing?: (() => void) | undefined;
  readonly onRemove?: (() => void) | undefined;
  /** A GeoJSON file was chosen. */
  readonly onImport?: ((file: File) => void) | undefined;
  readonly onExport?: (() => void) | undefined;
}

/** The smallest drawn area: a triangle. */
export const MIN_DRAFT_POINTS = 3;

/**
 * The territory map's tools: draw an area (then finish or cancel), edit the selected area's
 * points (then done), delete it, import a GeoJSON file, export the territory. Plain buttons in a
 * toolbar, so every tool works from the keyboard.
 */
export function TerritoryToolbar({
  mode,
  hasSelection,
  draftPoints,
  readOnly = false,
  labels: overrides,
  onDraw,
  onFinish,
  onCancel,
  onEdit,
  onDoneEditing,
  onRemove,
  onImport,
  onExport,
}: TerritoryToolbarProps) {
  const labels = { ...DEFAULT_TERRITORY_MAP_LABELS, ...overrides };
  const file = useRef<HTMLInputElement>(null);
  return (
    <div
      role="toolbar"
      aria-label={labels.toolbar}
      data-slot="territory-toolbar"
      data-mode={mode}
      className="flex flex-wrap items-center gap-2"
    >
      {readOnly ? null : mode === "draw" ? (
        <>
          <Button
            type="button"
            size="sm"
            icon={<Check size={16} />}
            disabled={draftPoints < MIN_DRAFT_POINTS}
            onClick={onFinish}
          >
            {labels.finish}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            icon={<X size={16} />}
            onClick={onCancel}
          >
            {labels.cancel}
          </Button>
        </>
      ) : mode === "edit" ? (
        <Button type="button" size="sm" icon={<Check size={16} />} onClick={onDoneEditing}>
          {labels.doneEditing}
        </Button>
      ) : (
        <>
          <Button type="button" size="sm" icon={<PenLine size={16} />} onClick={onDraw}>
            {labels.draw}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            icon={<Pencil size={16} />}
            disabled={!hasSelection}
            onClick={onEdit}
          >
            {labels.edit}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="danger"
            icon={<Trash2 size={16} />}
            disabled={!hasSelection}
            onClick={onRemove}
          >
            {labels.remove}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            icon={<Upload size={16} />}
            onClick={() => file.current?.click()}
          >
            {labels.import}
          </Button>
          <input
            ref={file}
            type="file"
            accept=".geojson,.json,application/geo+json,application/json"
            hidden
            data-slot="territory-import"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (chosen !== undefined) onImport?.(chosen);
            }}
          />
        </>
      )}
      {mode === "view" ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          icon={<Download size={16} />}
          onClick={onExport}
        >
          {labels.export}
        </Button>
      ) : null}
      {mode === "view" ? null : (
        <p role="status" className="text-sm text-fg-muted">
          {mode === "draw" ? labels.drawHint : labels.editHint}
        </p>
      )}
    </div>
  );
}
