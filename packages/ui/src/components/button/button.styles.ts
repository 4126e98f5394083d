import type { Size } from "../../theme/sizes";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";

export const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap select-none " +
  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring " +
  "disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-progress";

export const BUTTON_VARIANTS: Readonly<Record<ButtonVariant, string>> = {
  primary: "bg-primary text-on-primary shadow-card enabled:hover:bg-primary-hover",
  secondary:
    "border border-line-strong bg-surface text-fg shadow-card enabled:hover:bg-surface-muted",
  ghost: "text-fg enabled:hover:bg-surface-muted",
  danger: "bg-danger text-on-status shadow-card enabled:hover:bg-danger-hover",
  link: "h-auto px-0 text-primary-text underline-offset-4 enabled:hover:underline",
};

/** Height, padding and text size per size (the heights of `SIZE_PX`). */
export const BUTTON_SIZES: Readonly<Record<Size, string>> = {
  xs: "h-6 px-2 text-xs",
  sm: "h-8 px-3 text-sm",
  md: "h-9 px-4 text-sm",
  lg: "h-10 px-4 text-base",
  xl: "h-12 px-5 text-base",
  xl2: "h-14 px-6 text-lg",
};

/** Square buttons: the same heights, as width too. */
export const ICON_BUTTON_SIZES: Readonly<Record<Size, string>> = {
  xs: "size-6",
  sm: "size-8",
  md: "size-9",
  lg: "size-10",
  xl: "size-12",
  xl2: "size-14",
};

/**
 * The classes of a button, for an element that must stay something else — a router link that
 * looks like a button, say: `<Link className={buttonClassName("primary")}>`.
 */
export function buttonClassName(variant: ButtonVariant = "primary", size: Size = "md"): string {
  const hover = variant === "link" ? "hover:underline" : "";
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant].replaceAll("enabled:hover:", "hover:")} ${BUTTON_SIZES[size]} ${hover}`.trim();
}
