import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Spanish (Peru): the Spanish (Spain) texts with "usted" where they differ. */
export const messages: Messages = {
  ...esES,
  "dashboard.title": "Tablero",
  "dashboard.loading": "Cargando el tablero…",
  "dashboard.failed": "No se pudo cargar el tablero.",
  "dashboard.unknownType": "No hay ningún tablero llamado «{type}».",
  "dashboard.pages": "Páginas del tablero",
  "dashboard.retry": "Vuelva a intentarlo",
};
