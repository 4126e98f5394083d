import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/** The user screens in English (United States): the Canadian source (roles: the glossary). */
export const messages: Messages = {
  ...enCA,
};
