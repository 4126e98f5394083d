import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * Spanish (Peru): the Spanish (Spain) texts with "usted" and local wording where they differ.
 */
export const messages: Messages = {
  ...esES,
  "users.moved": "{name} se movió a {team}",
  "users.pickTeam": "Elija un equipo",
  "users.pickRole": "Elija un rol",
  "users.deleteBody":
    "No se puede deshacer. Un usuario con envíos no se puede eliminar: desactívelo.",
  "users.deleted": "{name} fue eliminado",
  "users.createdToast": "{name} fue creado",
  "users.savedToast": "{name} fue guardado",
  "users.emailSyntax": "Escriba un correo como nombre@ejemplo.org.",
  "users.roleFixed": "Usted no puede cambiar su propio rol.",
  "users.teamFixed": "Usted no puede cambiarse de equipo.",
  "users.roleHint": "Solo roles por debajo del suyo.",
  "users.passwordSet": "Se cambió la contraseña de {name}; sus otras sesiones se cerraron.",
  "users.homepageInvalid": "Escriba una dirección de la consola que empiece con /.",
  "users.addField": "Agregar un campo",
};
