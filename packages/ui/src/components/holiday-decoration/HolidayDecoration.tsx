import type { HolidayId } from "@canvass/sdk/holidays";
import { clsx } from "clsx";
import { HOLIDAY_ART } from "./holiday-art";

export interface HolidayDecorationProps {
  /** The active seasonal theme (SDK `activeHoliday(date)?.id`); `null` shows nothing. */
  readonly holiday: HolidayId | null | undefined;
  /** Height in pixels; the width follows the drawing. */
  readonly size?: number | undefined;
  readonly className?: string | undefined;
}

/**
 * A small seasonal drawing for the active holiday theme (a garland at Christmas, a pumpkin at
 * Halloween, bunting in the flag's colours on national days…), usually beside the logo. Purely
 * decorative: hidden from assistive technology, not interactive, and still (no animation).
 */
export function HolidayDecoration({ holiday, size = 24, className }: HolidayDecorationProps) {
  if (holiday === null || holiday === undefined) return null;
  return (
    <span
      aria-hidden="true"
      data-slot="holiday-decoration"
      data-holiday={holiday}
      className={clsx("pointer-events-none inline-flex shrink-0 select-none", className)}
    >
      {HOLIDAY_ART[holiday](size)}
    </span>
  );
}
