import type { Screens } from "../../areas/screens";
import { screens as configurationScreens } from "./configuration";
import { screens as dashPageScreens } from "./dash-pages";
import { screens as feedbackScreens } from "./feedback";
import { screens as fieldOptionScreens } from "./field-options";
import { screens as sourceCodeScreens } from "./source-codes";

/** The administration pages (issue 20): one folder per page. */
export const screens: Screens = {
  ...sourceCodeScreens,
  ...feedbackScreens,
  ...dashPageScreens,
  ...fieldOptionScreens,
  ...configurationScreens,
};
