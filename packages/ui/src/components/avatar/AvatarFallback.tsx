import { AVATAR_FALLBACK_ICONS, type AvatarFallbackIcon, type AvatarKind } from "@canvass/machines";
import { Layers, Shield, User, type LucideIcon } from "lucide-react";

/** The lucide icon drawn for each fallback the machines name (spec: user, shield, layers). */
const FALLBACK_ICONS: Readonly<Record<AvatarFallbackIcon, LucideIcon>> = {
  user: User,
  shield: Shield,
  layers: Layers,
};

export interface AvatarFallbackProps {
  readonly kind: AvatarKind;
  /** Icon width and height in pixels. */
  readonly size: number;
}

/** The decorative icon an avatar shows when it has no picture. */
export function AvatarFallback({ kind, size }: AvatarFallbackProps) {
  const icon = AVATAR_FALLBACK_ICONS[kind];
  const Icon = FALLBACK_ICONS[icon];
  return <Icon data-icon={icon} size={size} strokeWidth={2} aria-hidden="true" />;
}
