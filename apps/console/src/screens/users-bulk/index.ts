import type { Screens } from "../../areas/screens";
import { UsersBulkPage } from "./UsersBulkPage";

/** This part of the people area's built screens by route id (issue #8). */
export const screens: Screens = { usersBulk: UsersBulkPage };
