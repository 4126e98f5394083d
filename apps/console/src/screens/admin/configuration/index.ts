import type { Screens } from "../../../areas/screens";
import { ConfigurationPage } from "./ConfigurationPage";

/** `/configuration` (issue 20): the effective configuration and the "why is this hidden?" explainer. */
export const screens: Screens = { configuration: ConfigurationPage };
