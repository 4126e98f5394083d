/**
 * The panels of a dashboard page, in order: each chosen panel can be dragged to a new place,
 * moved with Alt+Arrow Up/Down (or the move buttons) and removed; the other panels of the
 * dashboard can be added. The order is the SDK's `movePanel`, the same for drag and keyboard.
 */
import { DASH_PAGE_PANELS, movePanel } from "@canvass/sdk/admin";
import { Button } from "@canvass/ui";
import { useRef, useState, type KeyboardEvent } from "react";
import { useT } from "../../../i18n/use-t";

export function PanelOrder({
  value,
  onChange,
}: {
  readonly value: readonly string[];
  readonly onChange: (panels: string[]) => void;
}) {
  const t = useT();
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const name = (panel: string) => t(`admin.dashPages.panel.${panel}`);
  const move = (from: number, to: number) => {
    const next = movePanel(value, from, to);
    onChange(next);
    const at = next.indexOf(value[from] ?? "");
    setAnnouncement(
      t("admin.dashPages.moved", {
        panel: name(value[from] ?? ""),
        position: at + 1,
        count: next.length,
      }),
    );
    requestAnimationFrame(() => items.current[at]?.focus());
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return;
    if (event.key === "ArrowUp") {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      move(index, index + 1);
    }
  };
  const others = DASH_PAGE_PANELS.filter((panel) => !value.includes(panel));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">{t("admin.dashPages.field.panels")}</legend>
      <p className="text-xs text-muted-foreground">{t("admin.dashPages.panelsHint")}</p>
      <ol aria-label={t("admin.dashPages.field.panels")} className="flex flex-col gap-2">
        {value.map((panel, index) => (
          <li
            key={panel}
            data-panel={panel}
            className="flex items-center gap-2 rounded-md border border-border bg-background px-3 py-2 text-sm"
          >
            <button
              type="button"
              ref={(node) => {
                items.current[index] = node;
              }}
              draggable
              aria-label={t("admin.dashPages.panelAt", {
                panel: name(panel),
                position: index + 1,
                count: value.length,
              })}
              onKeyDown={(event) => {
                onKey(event, index);
              }}
              onDragStart={() => {
                setDragged(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== undefined && dragged !== index) move(dragged, index);
                setDragged(undefined);
              }}
              className="flex flex-1 cursor-grab items-center gap-2 rounded text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span aria-hidden="true" className="select-none">
                ⠿
              </span>
              <span>{name(panel)}</span>
            </button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={index === 0}
              aria-label={t("admin.dashPages.moveUp", { panel: name(panel) })}
              onClick={() => {
                move(index, index - 1);
              }}
            >
              ↑
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={index === value.length - 1}
              aria-label={t("admin.dashPages.moveDown", { panel: name(panel) })}
              onClick={() => {
                move(index, index + 1);
              }}
            >
              ↓
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={t("admin.dashPages.remove", { panel: name(panel) })}
              onClick={() => {
                onChange(value.filter((p) => p !== panel));
              }}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      {others.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {others.map((panel) => (
            <Button
              key={panel}
              type="button"
              size="sm"
              variant="secondary"
              aria-label={t("admin.dashPages.add", { panel: name(panel) })}
              onClick={() => {
                onChange([...value, panel]);
              }}
            >
              + {name(panel)}
            </Button>
          ))}
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
