import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The user screens in English (United States): "call center". */
export const messages: Messages = {
  ...enCA,
  "users.role.callcenter": "Call center",
};
