import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Spanish (Peru): the Spanish (Spain) texts with "usted" where they differ. */
export const messages: Messages = {
  ...esES,
  "subs.csv.failed": "No se pudo generar el CSV. Inténtelo de nuevo en un momento.",
  "subs.columns.saveFailed": "Su elección de columnas se aplica aquí, pero no se pudo guardar.",
  "subs.bulk.lookupTooMany": "Marque como máximo {max} altas para abrirlas en la consulta",
};
