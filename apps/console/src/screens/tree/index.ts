import type { Screens } from "../../areas/screens";
import { TreeScreen } from "./TreeScreen";

/** This part of the people area's built screens by route id (issue #8): the hierarchy. */
export const screens: Screens = { tree: TreeScreen };
