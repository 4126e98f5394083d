import type { Fact } from "./FactList";
import type { HistoryEntryView } from "./HistoryList";

export const USER_FACTS: readonly Fact[] = [
  { id: "team", label: "Team", value: "West Coast Field" },
  { id: "role", label: "Role", value: "Manager" },
  { id: "email", label: "E-mail", value: "jane.doe@example.org" },
  { id: "campaigns", label: "Campaigns", value: "Spring appeal, Door to door 2026" },
  { id: "location", label: "Location", value: "Vancouver, BC, CA" },
  { id: "phone", label: "Phone", value: undefined },
];

export const HISTORY: readonly HistoryEntryView[] = [
  {
    id: "h3",
    when: "21 Nov 2026, 09:30",
    dateTime: "2026-11-21T09:30:00.000Z",
    author: "Ada Admin",
    action: "Moved",
    changes: [{ field: "Team", from: "East Coast", to: "West Coast Field" }],
  },
  {
    id: "h2",
    when: "20 Nov 2026, 16:05",
    dateTime: "2026-11-20T16:05:00.000Z",
    author: "Ada Admin",
    action: "Deactivated",
    changes: [{ field: "Status", from: "Active", to: "Inactive" }],
  },
  {
    id: "h1",
    when: "5 Jan 2026, 14:00",
    dateTime: "2026-01-05T14:00:00.000Z",
    author: "Root",
    action: "Created",
    changes: [],
  },
];
