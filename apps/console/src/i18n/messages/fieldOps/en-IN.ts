import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The field lists in English (en-IN): the Canadian source. */
export const messages: Messages = {
  ...enCA,
};
