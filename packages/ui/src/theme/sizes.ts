/** The size scale of avatars, buttons and icons (spec: xs, sm, md, lg, xl, xl2). */
export const SIZES = ["xs", "sm", "md", "lg", "xl", "xl2"] as const;
export type Size = (typeof SIZES)[number];

/**
 * The shared size scale (spec: avatars and buttons xs, sm, md, lg, xl, xl2) in pixels. Buttons
 * use it for their height, avatars for their width and height; icons scale with it.
 */
export const SIZE_PX: Readonly<Record<Size, number>> = {
  xs: 24,
  sm: 32,
  md: 36,
  lg: 40,
  xl: 48,
  xl2: 56,
};

/** Icon size (px) that sits well inside a control of each size. */
export const ICON_PX: Readonly<Record<Size, number>> = {
  xs: 12,
  sm: 14,
  md: 16,
  lg: 18,
  xl: 20,
  xl2: 24,
};
