import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The team hierarchy in English (United Kingdom): the Canadian source, spelled the same here. */
export const messages: Messages = {
  ...enCA,
};
