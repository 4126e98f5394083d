/** Menu data for the stories and tests: the spec's entries, in English, with icons. */
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
import type { SideNavItem, SideNavLinkItem, SideNavShortcut } from "./side-nav.types";

const ICON = 18;

/** The operator's entries in default top-level order; children deliberately unsorted. */
export const MENU_ITEMS: readonly SideNavItem[] = [
  { id: "/dashboard", label: "Dashboard", icon: <LayoutDashboard size={ICON} /> },
  {
    id: "submissions",
    label: "Submissions",
    icon: <Inbox size={ICON} />,
    children: [
      { id: "/subs", label: "Submissions" },
      { id: "/messages", label: "Communications" },
      { id: "/subs/ear", label: "Digital ear" },
      { id: "/lookup", label: "Lookup" },
    ],
  },
  {
    id: "users",
    label: "User management",
    icon: <Users size={ICON} />,
    children: [
      { id: "/users", label: "Users" },
      { id: "/active", label: "Active users" },
      { id: "/teams", label: "Teams" },
      { id: "/tree", label: "Team hierarchy" },
      { id: "/feedback", label: "Feedback" },
    ],
  },
  {
    id: "campaigns",
    label: "Campaigns",
    icon: <Megaphone size={ICON} />,
    children: [
      { id: "/campaigns", label: "Campaigns" },
      { id: "/cancels", label: "Cancels" },
      { id: "/chats", label: "Chats" },
      { id: "/checkins", label: "Check-ins" },
      { id: "/clients", label: "Clients" },
    ],
  },
  {
    id: "exports",
    label: "Imports and exports",
    icon: <ArrowDownUp size={ICON} />,
    children: [
      { id: "/exports", label: "Exports" },
      { id: "/reports", label: "Reports" },
      { id: "/batch-edit", label: "Batch edit" },
      { id: "/imports", label: "Imports" },
    ],
  },
  {
    id: "email",
    label: "Email management",
    icon: <Mail size={ICON} />,
    children: [
      { id: "/templates", label: "Templates" },
      { id: "/blocks", label: "Blocks" },
      { id: "/domains", label: "Domains" },
    ],
  },
  {
    id: "admin",
    label: "Administration",
    icon: <Settings size={ICON} />,
    children: [
      { id: "/configuration", label: "Configuration" },
      { id: "/fieldopts", label: "Field options" },
      { id: "/overrides", label: "Exclusions" },
      { id: "/sourcecodes", label: "Source codes" },
      { id: "/dashpages", label: "Dashboard pages" },
    ],
  },
  { id: "/user/{id}", label: "Profile", href: "/user/1203", icon: <UserRound size={ICON} /> },
];

export const CREATE_LINKS: readonly SideNavLinkItem[] = [
  { id: "/user/new", label: "User" },
  { id: "/users/bulk", label: "Bulk users" },
  { id: "/team/new", label: "Team" },
  { id: "/campaign/new", label: "Campaign" },
  { id: "/export/new", label: "Export" },
  { id: "/report/new", label: "Report" },
];

export const SHORTCUTS: readonly SideNavShortcut[] = [
  {
    id: "campaign",
    kind: "campaign",
    label: "Spring appeal 2025",
    links: [
      { id: "/campaign/481", label: "Settings" },
      { id: "/campaign/481/teams", label: "Teams" },
      { id: "/campaign/481/fields", label: "Account fields" },
    ],
  },
  {
    id: "team",
    kind: "team",
    label: "North region canvassers",
    links: [
      { id: "/team/77", label: "Settings" },
      { id: "/team/77/users", label: "Members" },
    ],
  },
  {
    id: "user",
    kind: "user",
    label: "Jordan Alvarez",
    links: [
      { id: "/user/1188/edit", label: "Edit" },
      { id: "/user/1188/history", label: "History" },
    ],
  },
];

/** Labels long enough to be cut. */
export const LONG_ITEMS: readonly SideNavItem[] = [
  {
    id: "/dashboard",
    label: "Dashboard of every campaign in every region",
    icon: <LayoutDashboard size={ICON} />,
  },
  {
    id: "exports",
    label: "Imports, exports and scheduled custom reports",
    icon: <ArrowDownUp size={ICON} />,
    children: [
      { id: "/exports", label: "Exports of submissions, users and teams" },
      { id: "/gfmp-batch", label: "Fundraising platform batch submissions" },
      { id: "/imports", label: "Imports" },
    ],
  },
];
