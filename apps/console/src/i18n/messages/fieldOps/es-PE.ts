import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Las listas de campo en español (es-PE): el texto de España. */
export const messages: Messages = {
  ...esES,
};
