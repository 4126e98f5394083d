import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The side navigation menu in US English: the Canadian texts with US spellings. */
export const messages: Messages = {
  ...enCA,
  "nav.drag.cancelled": "Moving {entry} was canceled; it is back in its place.",
};
