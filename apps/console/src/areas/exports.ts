import type { Screens } from "./screens";

/** The exports area's screens: none built yet (each route shows the "not built yet" page). */
export const screens: Screens = {};
