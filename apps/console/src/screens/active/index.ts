import type { Screens } from "../../areas/screens";
import { ActiveUsersPage } from "./ActiveUsersPage";

/** The active users screen (issue #8); its map loads lazily, on this page only. */
export const screens: Screens = { active: ActiveUsersPage };
