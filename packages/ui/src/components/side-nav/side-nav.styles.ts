import { NAV_CHILD_GAP_PX, NAV_CHILD_HEIGHT_PX } from "../../theme/layout";
import type { CSSProperties } from "react";

/**
 * The row geometry from the SDK (spec: child rows 40 px high with 8 px gaps), as CSS variables
 * on the `<nav>`, read by `h-(--cv-nav-row)` and `gap-(--cv-nav-gap)`.
 */
export const NAV_GEOMETRY_VARS = {
  "--cv-nav-row": `${NAV_CHILD_HEIGHT_PX}px`,
  "--cv-nav-gap": `${NAV_CHILD_GAP_PX}px`,
} as CSSProperties;

/** Horizontal distance (px) of one level of nesting while dragging: the depth step. */
export const NAV_INDENT_PX = 24;

export const FOCUS_RING =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** A full-width row: top-level link, group header, child link. */
export const NAV_ROW =
  "flex h-(--cv-nav-row) w-full min-w-0 items-center gap-3 rounded-md px-3 text-left text-sm " +
  "font-medium text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg " +
  FOCUS_RING;

/** The row of the current page. */
export const NAV_ROW_CURRENT =
  "bg-primary-soft text-primary-text hover:bg-primary-soft hover:text-primary-text";

/** A square icon cell of the collapsed rail. */
export const RAIL_CELL =
  "flex size-(--cv-nav-row) items-center justify-center rounded-md text-fg-muted " +
  "transition-colors hover:bg-surface-muted hover:text-fg " +
  FOCUS_RING;

/** A list of child links: 40 px rows with 8 px gaps. */
export const CHILD_LIST = "flex flex-col gap-(--cv-nav-gap)";

export const ICON_SLOT = "inline-flex size-5 shrink-0 items-center justify-center";

export const SECTION_TITLE = "px-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase";
