import { use, type ReactNode } from "react";
import { StatusPill } from "../badge/StatusPill";
import type { BadgeSize, Tone } from "../badge/badge.styles";
import { CELL_TOOLTIP_ATTRIBUTE, CellTooltipsPresent } from "../data-table/cell-tooltips";
import { Tooltip } from "../tooltip/Tooltip";

export interface StatusCellProps {
  /** The state in words ("Failed"). */
  readonly label: string;
  readonly tone?: Tone;
  /**
   * Why (a failed payment's `TransactionErrorReason`): shown in a tooltip on hover or focus, and
   * read out as the pill's description.
   */
  readonly detail?: ReactNode;
  readonly size?: BadgeSize;
  /** Opens the tooltip at first render (stories, screenshots). */
  readonly defaultDetailOpen?: boolean;
}

const DETAILED_CLASS =
  "inline-flex cursor-help rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

/**
 * A state in a table cell: a status pill; with a `detail`, the pill is a focusable button whose
 * tooltip says why (the row's click does not fire through it). Inside a `DataTable` a text
 * detail is shown by the table's one shared tooltip (`CellTooltips`), so a scrolled-in row
 * mounts no tooltip of its own; elsewhere the pill brings its own `Tooltip`.
 */
export function StatusCell({
  label,
  tone = "neutral",
  detail,
  size = "sm",
  defaultDetailOpen,
}: StatusCellProps) {
  const pill = (
    <StatusPill tone={tone} size={size}>
      {label}
    </StatusPill>
  );
  const shared = use(CellTooltipsPresent);
  if (detail === undefined || detail === null || detail === "") {
    return (
      <span data-slot="status-cell" data-state="plain">
        {pill}
      </span>
    );
  }
  if (shared && typeof detail === "string" && defaultDetailOpen === undefined) {
    return (
      <button
        type="button"
        data-slot="status-cell"
        data-state="detailed"
        {...{ [CELL_TOOLTIP_ATTRIBUTE]: detail }}
        className={DETAILED_CLASS}
      >
        {pill}
      </button>
    );
  }
  return (
    <Tooltip
      content={detail}
      side="top"
      {...(defaultDetailOpen === undefined ? {} : { defaultOpen: defaultDetailOpen })}
    >
      <button
        type="button"
        data-slot="status-cell"
        data-state="detailed"
        className={DETAILED_CLASS}
      >
        {pill}
      </button>
    </Tooltip>
  );
}
