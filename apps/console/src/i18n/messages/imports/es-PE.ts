import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Importaciones (Perú): las mismas palabras que en España. */
export const messages: Messages = {
  ...esES,
};
