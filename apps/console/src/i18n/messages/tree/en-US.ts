import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The team hierarchy in English (United States): the Canadian source with "center". */
export const messages: Messages = {
  ...enCA,
};
