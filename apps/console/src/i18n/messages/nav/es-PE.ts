import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** The side navigation menu in Spanish (Peru): formal address and Latin American vocabulary. */
export const messages: Messages = {
  ...esES,
  "nav.editHint": "Arrastre las entradas para reordenarlas, también a otro grupo.",
  "nav.saveFailed": "No se pudo guardar el orden del menú. Inténtelo de nuevo.",
  "nav.drag.instructions":
    "Presione Espacio para tomar la entrada. Mientras la mueve, use las flechas arriba y abajo para desplazarla, izquierda y derecha para sacarla de un grupo o ponerla en uno, Espacio para soltarla y Escape para cancelar.",
  "nav.drag.pickedUp": "Tomó {entry}, {place}.",
  "nav.drag.movedTo": "{entry} se movió {place}.",
  "nav.drag.dropped": "Soltó {entry} {place}.",
  "nav.drag.cancelled": "Se canceló el movimiento de {entry}; volvió a su lugar.",
  "nav.dashboard": "Tablero",
  "nav.cancels": "Cancelaciones",
  "nav.checkins": "Marcaciones",
  "nav.reports": "Reportes personalizados",
  "nav.dashPages": "Páginas del tablero",
  "nav.create.report": "Reporte personalizado",
};
