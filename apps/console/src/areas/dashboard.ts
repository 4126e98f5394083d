import type { Screens } from "./screens";

/** The dashboard area's screens: none built yet (each route shows the "not built yet" page). */
export const screens: Screens = {};
