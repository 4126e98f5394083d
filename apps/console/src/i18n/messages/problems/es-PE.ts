import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Los problemas del servidor en español del Perú: como es-ES, con "usted". */
export const messages: Messages = {
  ...esES,
  "problem.field.role": "No puede asignar este rol.",
  "problem.field.team": "No puede poner usuarios en este equipo.",
  "problem.field.samePassword": "Elija una contraseña distinta de la actual.",
  "problem.field.hasSubmissions":
    "Este usuario tiene envíos, así que no se puede eliminar. Desactívelo en su lugar.",
  "problem.unauthorized": "Su sesión terminó. Vuelva a ingresar.",
  "problem.forbidden": "No tiene permiso para hacer esto.",
  "problem.notFound": "Ya no existe, o no tiene permiso para verlo.",
  "problem.conflict":
    "Esto choca con un cambio hecho mientras tanto. Recargue e inténtelo de nuevo.",
  "problem.tooMany": "Demasiados intentos. Espere un momento y vuelva a intentarlo.",
  "problem.other": "El servidor lo rechazó.",
};
