import type { FlagToggleGroup, FlagToggleItem } from "./FlagToggles";

/** A few of the spec's restriction flags, grouped as the console groups them. */
export const FLAG_GROUPS: readonly FlagToggleGroup[] = [
  { id: "people", label: "Users and teams" },
  { id: "submissions", label: "Submissions" },
  { id: "exports", label: "Exports and reports" },
];

export const FLAG_ITEMS: readonly FlagToggleItem[] = [
  { id: "nocreateteams", group: "people", meaning: "Cannot create teams." },
  { id: "nocreateplayers", group: "people", meaning: "Cannot create users." },
  { id: "noupdateplayers", group: "people", meaning: "Cannot edit users or change their state." },
  {
    id: "nosubpay",
    group: "submissions",
    meaning: "Does not see payment details of submissions.",
    defaultOn: true,
  },
  {
    id: "nosublocation",
    group: "submissions",
    meaning: "Does not see where submissions were made.",
  },
  {
    id: "norunexports",
    group: "exports",
    meaning: "Cannot run exports or custom reports.",
    inapplicable: true,
  },
];
