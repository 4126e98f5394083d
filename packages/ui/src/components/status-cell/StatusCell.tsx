import type { ReactNode } from "react";
import { StatusPill } from "../badge/StatusPill";
import type { BadgeSize, Tone } from "../badge/badge.styles";
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

/**
 * A state in a table cell: a status pill; with a `detail`, the pill is a focusable button whose
 * tooltip says why (the row's click does not fire through it).
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
  if (detail === undefined || detail === null || detail === "") {
    return (
      <span data-slot="status-cell" data-state="plain">
        {pill}
      </span>
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
        className="inline-flex cursor-help rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        {pill}
      </button>
    </Tooltip>
  );
}
