import type { Screens } from "../../areas/screens";
import { screens as sourceCodeScreens } from "./source-codes";

/** The administration pages (issue 20): one folder per page. */
export const screens: Screens = {
  ...sourceCodeScreens,
};
