import type { Screens } from "../../areas/screens";
import { TemplatesPage } from "./TemplatesPage";
import { TemplateVersionPage } from "./TemplateVersionPage";

/** `/templates` and `/templates/{tempId}/version/{id}` (issue 24). */
export const screens: Screens = {
  templates: TemplatesPage,
  templateVersion: TemplateVersionPage,
};
