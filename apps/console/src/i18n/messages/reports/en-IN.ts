import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The custom report screens in English (en-IN): the Canadian source; no word is spelled differently. */
export const messages: Messages = {
  ...enCA,
};
