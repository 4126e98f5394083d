import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Las pantallas de campañas (Perú, «usted»): el texto de España con el trato de usted. */
export const messages: Messages = {
  ...esES,
  "campaigns.field.picture": "Tomar una foto en la marcación",
  "campaigns.column.checkin": "Marcación",
  "campaigns.field.checkinLength": "Duración de la marcación",
  "campaigns.field.range": "Unidad de la marcación",
  "campaigns.rangeHint": "La unidad de la duración de la marcación (h para horas).",
  "campaigns.teams.add": "Agregar un equipo",
  "campaigns.teams.pick": "Elija un equipo",
  "campaigns.teams.added": "{title} agregado",
  "campaigns.teams.failed": "Los equipos no se cambiaron. Vuelva a intentarlo.",
};
