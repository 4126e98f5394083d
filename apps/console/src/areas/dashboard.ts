import { lazyScreen, type Screens } from "./screens";

/**
 * The dashboard area's screens (issue 20): `/dashboard/{type*}`, in a chunk of its own with its
 * charts (ECharts), so no other screen and no initial bundle carries them (decision 0033).
 */
export const screens: Screens = {
  dashboard: lazyScreen(() => import("../screens/dashboard"), "dashboard"),
};
