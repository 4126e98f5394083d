import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The team screens in English (en-US): the Canadian source with US spelling. */
export const messages: Messages = {
  ...enCA,
};
