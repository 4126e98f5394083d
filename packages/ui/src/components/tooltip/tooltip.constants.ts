/** Gap between a tooltip (the tip of its arrow, when it has one) and its target (spec: 8 px). */
export const TOOLTIP_OFFSET_PX = 8;

/** Hover time before a tooltip opens; focus opens it at once. */
export const TOOLTIP_DELAY_MS = 400;

/** Once one tooltip has shown, moving to another within this time opens it without delay. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
