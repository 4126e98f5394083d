import type { Screens } from "../../../areas/screens";
import { SourceCodePage } from "./SourceCodePage";
import { SourceCodesPage } from "./SourceCodesPage";

/** `/sourcecodes` and `/sourcecodes/{name}` (issue 20). */
export const screens: Screens = {
  sourceCodes: SourceCodesPage,
  sourceCode: SourceCodePage,
};
