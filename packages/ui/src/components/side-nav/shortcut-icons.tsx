import { Layers, Shield, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { SideNavShortcutKind } from "./side-nav.types";

/** The icon of each kind of last-edited shortcut (the Avatar fallbacks: layers, shield, user). */
export const SHORTCUT_ICONS: Readonly<Record<SideNavShortcutKind, ReactNode>> = {
  campaign: <Layers size={18} />,
  team: <Shield size={18} />,
  user: <UserRound size={18} />,
};
