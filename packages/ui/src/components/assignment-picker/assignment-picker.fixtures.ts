import type { AssignmentItem } from "./AssignmentPicker";

/** Campaigns as a client's assignment picker shows them. */
export const CAMPAIGN_ITEMS: readonly AssignmentItem[] = [
  { id: "c1", label: "Winter Appeal", detail: "Field" },
  { id: "c2", label: "Clean Water Doorstep", detail: "Door to door" },
  { id: "c3", label: "Online Giving", detail: "Self-serve" },
  { id: "c4", label: "Phone Drive", detail: "Call centre" },
  { id: "c5", label: "Énergie Solidaire", detail: "Field" },
];
