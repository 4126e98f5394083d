import type { AvatarKind } from "@canvass/machines";
import type { Size } from "../../theme/sizes";

/** Width and height per size: the pixels of `SIZE_PX` (24, 32, 36, 40, 48, 56). */
export const AVATAR_SIZES: Readonly<Record<Size, string>> = {
  xs: "size-6 text-xs",
  sm: "size-8 text-sm",
  md: "size-9 text-sm",
  lg: "size-10 text-base",
  xl: "size-12 text-base",
  xl2: "size-14 text-lg",
};

/** People are round; teams and campaigns are rounded squares, so the kinds read apart at a glance. */
export function avatarShape(kind: AvatarKind, size: Size): string {
  if (kind === "user") return "rounded-full";
  return size === "xs" || size === "sm" ? "rounded-md" : "rounded-lg";
}

/** The presence dot grows with the avatar (about a quarter of its width). */
export const PRESENCE_DOT_SIZES: Readonly<Record<Size, string>> = {
  xs: "size-2",
  sm: "size-2.5",
  md: "size-2.5",
  lg: "size-3",
  xl: "size-3.5",
  xl2: "size-4",
};

export const PRESENCE_DOT_TONES = {
  online: "bg-success",
  offline: "bg-line-strong",
} as const;
