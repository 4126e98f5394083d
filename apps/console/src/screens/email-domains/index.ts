import type { Screens } from "../../areas/screens";
import { DomainPage } from "./DomainPage";
import { DomainsPage } from "./DomainsPage";

/** `/domains` and `/domains/{id}` (issue 24, decision 0040). */
export const screens: Screens = {
  domains: DomainsPage,
  domain: DomainPage,
};
