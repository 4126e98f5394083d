import type { SearchSection } from "@canvass/sdk/permissions";
import {
  ChartColumn,
  Download,
  FileText,
  Layers,
  Megaphone,
  User,
  Users,
  type LucideIcon,
} from "lucide-react";

/** The icon beside each result, by section. */
export const SEARCH_SECTION_ICONS: Readonly<Record<SearchSection, LucideIcon>> = {
  accounts: FileText,
  players: User,
  teams: Users,
  campaigns: Megaphone,
  exports: Download,
  exportOptions: Layers,
  customreports: ChartColumn,
};
