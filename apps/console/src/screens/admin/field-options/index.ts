import type { Screens } from "../../../areas/screens";
import { FieldOptionNewPage, FieldOptionPage } from "./FieldOptionPage";
import { FieldOptionsPage } from "./FieldOptionsPage";

/** `/fieldopts`, `/fieldopts/{name}` and `/fieldopts/{name}/new` (issue 20). */
export const screens: Screens = {
  fieldOptions: FieldOptionsPage,
  fieldOption: FieldOptionPage,
  fieldOptionNew: FieldOptionNewPage,
};
