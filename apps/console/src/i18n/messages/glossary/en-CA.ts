import type { Messages } from "../../messages";

/**
 * The glossary (English, Canada: the source of the others): the one message for each role and
 * each status, used by every screen. `avoid` lists the words this locale must not use for them
 * (synonyms that would make one role look like two); `glossary.test.ts` checks every bundle.
 */
export const messages: Messages = {
  "role.root": "Root",
  "role.admin": "Admin",
  "role.manager": "Manager",
  "role.client": "Client",
  "role.callcenter": "Call centre",
  "role.rep": "Rep",
  "status.active": "Active",
  "status.inactive": "Inactive",
};

export const avoid: readonly string[] = ["Representative", "Supervisor", "Call-centre"];
