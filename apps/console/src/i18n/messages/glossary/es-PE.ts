import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** The glossary in Spanish (Peru): the same words as Spain. */
export const messages: Messages = {
  ...esES,
};

export { avoid } from "./es-ES";
