import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** Creating users in bulk in English (en-US): the same words as en-CA. */
export const messages: Messages = { ...enCA };
