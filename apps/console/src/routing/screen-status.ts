import type { Area } from "./route-table";

/**
 * The issue that builds each area's screens, where one is planned (the others come in later
 * steps). The README's status table lists the same.
 */
export const PLANNED_ISSUE: Readonly<Partial<Record<Area, number>>> = { people: 8 };
