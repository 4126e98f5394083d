/**
 * The icons of the menu's top-level entries (lucide), shown beside the label and alone in the
 * collapsed rail. Decorative: the entry's label names it.
 */
import {
  ArrowDownUp,
  Inbox,
  LayoutDashboard,
  Mail,
  Megaphone,
  Settings,
  UserRound,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";

const SIZE = 18;

export type MenuIconName =
  "dashboard" | "submissions" | "users" | "campaigns" | "exports" | "email" | "admin" | "profile";

export const MENU_ICONS: Readonly<Record<MenuIconName, ReactNode>> = {
  dashboard: <LayoutDashboard size={SIZE} aria-hidden="true" />,
  submissions: <Inbox size={SIZE} aria-hidden="true" />,
  users: <Users size={SIZE} aria-hidden="true" />,
  campaigns: <Megaphone size={SIZE} aria-hidden="true" />,
  exports: <ArrowDownUp size={SIZE} aria-hidden="true" />,
  email: <Mail size={SIZE} aria-hidden="true" />,
  admin: <Settings size={SIZE} aria-hidden="true" />,
  profile: <UserRound size={SIZE} aria-hidden="true" />,
};
