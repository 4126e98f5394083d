import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Las pantallas de informes personalizados (Perú): el texto de España, que ya trata de usted. */
export const messages: Messages = {
  ...esES,
};
