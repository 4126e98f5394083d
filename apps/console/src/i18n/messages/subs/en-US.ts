import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The submissions list in English (en-US): the Canadian source. */
export const messages: Messages = {
  ...enCA,
  "subs.payment.cancelled": "Canceled",
};
