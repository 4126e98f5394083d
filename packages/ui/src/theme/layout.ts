/**
 * Layout constants of the design system (spec §2, §3): pixels and presentation choices, not
 * domain rules, so they live here rather than in the SDK.
 */

/** Widths (px) below which the top bar goes compact and the menu collapses. */
export const BREAKPOINTS = { topBar: 750, menu: 450 } as const;

/** Height of one navigation child link, and the gap between two. */
export const NAV_CHILD_HEIGHT_PX = 40;
export const NAV_CHILD_GAP_PX = 8;

/** Which ways a textarea may be resized. */
export const TEXTAREA_RESIZE = ["none", "both", "vertical", "horizontal"] as const;
export type TextareaResize = (typeof TEXTAREA_RESIZE)[number];
