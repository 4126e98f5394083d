import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** Clients and exclusions in English (en-US): the Canadian source. */
export const messages: Messages = {
  ...enCA,
};
