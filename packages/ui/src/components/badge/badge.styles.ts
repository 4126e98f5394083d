export const TONES = ["neutral", "primary", "success", "warning", "danger", "info"] as const;
/** The meaning a badge or status pill carries by colour (always with words beside it). */
export type Tone = (typeof TONES)[number];

export type BadgeSize = "sm" | "md";

/** Soft background, a faint edge in the tone, strong text: readable in light and dark. */
export const BADGE_TONES: Readonly<Record<Tone, string>> = {
  neutral: "border-line bg-surface-muted text-fg-muted",
  primary: "border-primary/25 bg-primary-soft text-primary-text",
  success: "border-success/30 bg-success-soft text-success-text",
  warning: "border-warning/30 bg-warning-soft text-warning-text",
  danger: "border-danger/30 bg-danger-soft text-danger-text",
  info: "border-info/30 bg-info-soft text-info-text",
};

/** The dot of a status pill: the tone's full colour. */
export const DOT_TONES: Readonly<Record<Tone, string>> = {
  neutral: "bg-fg-subtle",
  primary: "bg-primary",
  success: "bg-success",
  warning: "bg-warning",
  danger: "bg-danger",
  info: "bg-info",
};

export const BADGE_SIZES: Readonly<Record<BadgeSize, string>> = {
  sm: "h-5 gap-1 px-1.5 text-xs",
  md: "h-6 gap-1.5 px-2 text-xs",
};

export const PILL_SIZES: Readonly<Record<BadgeSize, string>> = {
  sm: "h-5 gap-1.5 px-2 text-xs",
  md: "h-6 gap-1.5 px-2.5 text-sm",
};

export const DOT_SIZES: Readonly<Record<BadgeSize, string>> = {
  sm: "size-1.5",
  md: "size-2",
};
