import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * La jerarquía de equipos en español (Perú): los textos de España, con «usted» y el pretérito
 * simple donde el uso peruano lo pide.
 */
export const messages: Messages = {
  ...esES,
  "tree.description": "Todos los equipos que usted puede ver, con sus usuarios y subequipos.",
  "tree.empty.body": "No hay ningún equipo que usted pueda ver.",
  "tree.noMatches.body": "Revise la ortografía o borre la búsqueda.",
  "tree.loadFailed.body":
    "El servidor no pudo dar la jerarquía de equipos. Vuelva a intentarlo en un momento.",
  "tree.loadFailed.unreachable":
    "No se pudo conectar con el servidor. Revise su conexión y vuelva a intentarlo.",
  "tree.dragHint": "Suelte el equipo sobre su nuevo equipo superior.",
  "tree.picker.body":
    "Elija su nuevo equipo superior. {team} y los equipos que dependen de él no aparecen.",
  "tree.moveFailed.body": "El servidor rechazó el cambio. No se modificó nada.",
  "tree.moveFailed.unreachable":
    "No se pudo conectar con el servidor. No se modificó nada; vuelva a intentarlo.",
};
