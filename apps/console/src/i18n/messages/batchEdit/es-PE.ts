import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Edición por lotes (Perú): las mismas palabras que en España. */
export const messages: Messages = {
  ...esES,
};
