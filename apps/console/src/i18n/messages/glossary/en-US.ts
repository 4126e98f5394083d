import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The glossary in English (en-US): "center". */
export const messages: Messages = {
  ...enCA,
  "role.callcenter": "Call center",
};

export const avoid: readonly string[] = ["Representative", "Supervisor", "Call centre"];
