import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The side navigation menu in en-SG: the Canadian English texts, whose spellings it shares. */
export const messages: Messages = { ...enCA };
