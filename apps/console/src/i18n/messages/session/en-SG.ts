import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The sign-in pages in English (en-SG): the Canadian wording fits as is. */
export const messages: Messages = { ...enCA };
