import { clsx } from "clsx";
import { X } from "lucide-react";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Spinner } from "../spinner/Spinner";
import {
  CLOSABLE_CLOSE,
  CLOSABLE_LIST,
  CLOSABLE_PANEL,
  CLOSABLE_TAB,
} from "./closable-tabs.styles";

/** One open item (e.g. a looked-up submission). */
export interface ClosableTabItem {
  readonly value: string;
  readonly label: string;
  /** `loading` shows a spinner, `missing` and `failed` mark the tab; `ready` by default. */
  readonly status?: "ready" | "loading" | "missing" | "failed" | undefined;
}

export interface ClosableTabsLabels {
  /** The close button's accessible name, e.g. "Close 3fa9c1d2". */
  readonly close: (label: string) => string;
  /** Said with a loading tab's name. */
  readonly loading: string;
}

export const DEFAULT_CLOSABLE_TABS_LABELS: ClosableTabsLabels = {
  close: (label) => `Close ${label}`,
  loading: "Loading",
};

export interface ClosableTabsProps {
  readonly items: readonly ClosableTabItem[];
  /** The active tab (controlled). */
  readonly value: string | null;
  readonly onValueChange: (value: string) => void;
  readonly onClose: (value: string) => void;
  /** The active tab's panel. */
  readonly children?: ReactNode;
  readonly "aria-label": string;
  readonly labels?: Partial<ClosableTabsLabels> | undefined;
  readonly className?: string | undefined;
}

/**
 * A strip of closable tabs (the lookup's submissions). Arrows move between tabs and select them,
 * Home and End jump to the ends, Delete (or Backspace) closes the focused tab and focus moves to
 * its neighbour; each tab has a close button named after it. Controlled: the caller keeps the
 * list and the active tab (the console's lookup machine, with the address following).
 */
export function ClosableTabs({
  items,
  value,
  onValueChange,
  onClose,
  children,
  "aria-label": ariaLabel,
  labels: labelOverrides,
  className,
}: ClosableTabsProps) {
  const labels = { ...DEFAULT_CLOSABLE_TABS_LABELS, ...labelOverrides };
  const base = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (item: string) => `${base}-tab-${item}`;
  const panelId = `${base}-panel`;

  function focus(index: number) {
    const item = items[index];
    if (item === undefined) return;
    onValueChange(item.value);
    tabs.current.get(item.value)?.focus();
  }

  function close(index: number) {
    const item = items[index];
    if (item === undefined) return;
    const next = items[index + 1] ?? items[index - 1];
    onClose(item.value);
    if (next !== undefined) queueMicrotask(() => tabs.current.get(next.value)?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focus(target);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      close(index);
    }
  }

  const active = items.find((item) => item.value === value) ?? items[0];
  return (
    <div data-slot="closable-tabs" className={clsx("flex min-w-0 flex-col", className)}>
      {/*
       * A tab list may hold only tabs, so the close buttons are siblings of the list, not its
       * children: both lay out with `display: contents` in one grid, the tab and the close
       * button of an item in the same cell.
       */}
      <div data-slot="closable-tabs-list" className={CLOSABLE_LIST}>
        <div role="tablist" aria-label={ariaLabel} className="contents">
          {items.map((item, index) => {
            const selected = item.value === active?.value;
            const status = item.status ?? "ready";
            return (
              <button
                key={item.value}
                ref={(element) => {
                  if (element === null) tabs.current.delete(item.value);
                  else tabs.current.set(item.value, element);
                }}
                type="button"
                role="tab"
                id={tabId(item.value)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                aria-keyshortcuts="Delete"
                tabIndex={selected ? 0 : -1}
                data-slot="closable-tabs-tab"
                data-state={selected ? "active" : "inactive"}
                data-status={status}
                className={CLOSABLE_TAB}
                style={{ gridColumn: index + 1, gridRow: 1 }}
                onClick={() => {
                  onValueChange(item.value);
                }}
                onKeyDown={(event) => {
                  onKeyDown(event, index);
                }}
              >
                {item.label}
                {status === "loading" ? <Spinner size={14} label={labels.loading} /> : null}
              </button>
            );
          })}
        </div>
        <div className="contents">
          {items.map((item, index) => (
            <button
              key={item.value}
              type="button"
              tabIndex={-1}
              aria-label={labels.close(item.label)}
              data-slot="closable-tabs-close"
              className={CLOSABLE_CLOSE}
              style={{ gridColumn: index + 1, gridRow: 1 }}
              onClick={() => {
                close(index);
              }}
            >
              <X size={14} aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
      {active === undefined ? null : (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(active.value)}
          data-slot="closable-tabs-panel"
          className={CLOSABLE_PANEL}
        >
          {children}
        </div>
      )}
    </div>
  );
}
