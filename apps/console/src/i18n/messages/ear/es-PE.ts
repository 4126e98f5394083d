import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** La escucha de calidad (issue 25), es-PE: the Spanish source; no word differs. */
export const messages: Messages = {
  ...esES,
};
