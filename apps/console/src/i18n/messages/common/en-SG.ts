import type { Messages } from "../../messages";
import { messages as enCA } from "./en-CA";

/**
 * The shell's texts in English (Singapore):
 * the Canadian source as is, since none of its words is spelled differently here today. A text
 * that needs a local spelling (e.g. "canceled", "color") goes after the spread, so the source
 * stays the one place the rest is written.
 */
export const messages: Messages = {
  ...enCA,
};
