import type { Screens } from "../../areas/screens";
import { ClientPage } from "./ClientPage";
import { ClientsPage } from "./ClientsPage";

/** `/clients`, `/client/new` and `/client/{id}` (issue 22). */
export const screens: Screens = {
  clients: ClientsPage,
  clientNew: ClientPage,
  client: ClientPage,
};
