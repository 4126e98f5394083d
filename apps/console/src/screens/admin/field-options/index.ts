import type { Screens } from "../../../areas/screens";
import { FieldOptionsPage } from "./FieldOptionsPage";

/** `/fieldopts` (issue 20): the list by field and deletion; the editors are not built yet. */
export const screens: Screens = { fieldOptions: FieldOptionsPage };
