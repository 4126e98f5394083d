/**
 * A client's restriction flags as the client screens show them: the team screens' flag rows (one
 * home for each flag's meaning, `teams.flag.*`), seen from the role they act on — client users —
 * so a flag a client user cannot have says "does not apply" and the role's defaults show as on.
 * A client has no exemption list: its toggles only restrict.
 */
import type { Features } from "@canvass/sdk/permissions";
import type { FlagToggleItem } from "@canvass/ui";
import type { Translate } from "../../i18n/use-t";
import { flagItems } from "../teams/team-flags";

export { flagGroups, flagLabels } from "../teams/team-flags";

/** The role a client's flags act on. */
export const CLIENT_FLAG_ROLE = "client";

export function clientFlagItems(t: Translate, features: Features | undefined): FlagToggleItem[] {
  return flagItems(t, CLIENT_FLAG_ROLE, features);
}
