import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * Las pantallas de equipos (Perú, «usted»): el texto de España con el trato de usted y el
 * vocabulario local (marcaciones, reportes personalizados).
 */
export const messages: Messages = {
  ...esES,
  "teams.searchPlaceholder": "Busque por título",
  "teams.pickParent": "Elija un equipo",
  "teams.pickRole": "Elija un rol",
  "teams.roleHint": "Su propio rol o uno inferior.",
  "teams.campaignSearchPlaceholder": "Filtre por título",
  "teams.noCampaigns": "No hay campañas que usted pueda ver.",
  "teams.noMembersHint": "Este equipo no tiene usuarios propios que usted pueda ver.",
  "teams.homepageNotPath": "Escriba una dirección de la consola que empiece por una sola /.",
  "teams.flagGroup.lists": "Cancelaciones y marcaciones",
  "teams.flagGroup.exports": "Exportaciones y reportes",
  "teams.flag.noviewcheckins": "No ve la lista de marcaciones.",
  "teams.flag.norunexports": "No puede ejecutar exportaciones ni reportes personalizados.",
  "teams.flags.lock.ownTeam":
    "Usted no puede cambiar las restricciones de su propio equipo: se le aplican a usted.",
  "teams.deleteHasSubTeams": "Aún tiene subequipos: muévalos o elimínelos primero.",
  "teams.deleteHasUsers": "Aún tiene usuarios: muévalos o elimínelos primero.",
  "teams.deleteForbidden": "Usted no puede eliminar este equipo.",
};
