import { lazyScreen, type Screens } from "../../areas/screens";

const load = () => import("./screens");

/**
 * The field lists (issue 22, decision 0036): /cancels, /checkins (pictures, geofence flag, map)
 * and /chats (read-only conversations), loaded when one of them is first entered.
 */
export const screens: Screens = {
  cancels: lazyScreen(load, "cancels"),
  checkins: lazyScreen(load, "checkins"),
  chats: lazyScreen(load, "chats"),
};
