import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The user screens in English (en-IN): the Canadian source ("call centre" is spelled alike). */
export const messages: Messages = {
  ...enCA,
};
