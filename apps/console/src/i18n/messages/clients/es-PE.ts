import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Clientes y exclusiones en español (es-PE): el texto de España. */
export const messages: Messages = {
  ...esES,
};
