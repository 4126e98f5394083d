import type { Screens } from "../../areas/screens";
import { ExportEditPage } from "./ExportEditPage";
import { ExportsPage } from "./ExportsPage";
import { InstancePage, NewInstancePage } from "./InstancePage";

/** The export screens (issue 21): the list, the definition editor and the instances. */
export const screens: Screens = {
  exports: ExportsPage,
  exportNew: ExportEditPage,
  export: ExportEditPage,
  exportInstance: InstancePage,
  instanceNew: NewInstancePage,
};
