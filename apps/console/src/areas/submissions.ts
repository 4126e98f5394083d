import { screens as subsScreens } from "../screens/subs";
import { lazyScreen, type Screens } from "./screens";

/**
 * The submissions area's screens (issue 18): the list and the lookup; the rest show "not built
 * yet". The lookup (its machine, tabs, editor) is a chunk of its own: /subs does not load it.
 * So are the other screens: /messages among them would bring the page patterns' whole index
 * (forms, avatars, history…) into /subs' chunk (decision 0055).
 */
export const screens: Screens = {
  ...subsScreens,
  messages: lazyScreen(() => import("../screens/messages"), "messages"),
  lookup: lazyScreen(() => import("../screens/lookup"), "lookup"),
  batchEdit: lazyScreen(() => import("../screens/batch-edit"), "batchEdit"),
  digitalEar: lazyScreen(() => import("../screens/ear"), "digitalEar"),
};
