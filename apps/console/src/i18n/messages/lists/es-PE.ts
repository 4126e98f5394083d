import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * Spanish (Peru): the Spanish (Spain) texts with "usted" and local wording where they differ.
 */
export const messages: Messages = {
  ...esES,
  "list.searchPlaceholder": "Busque por nombre, usuario o correo electrónico",
  "list.downloadHint": "Las filas y columnas que ve en esta página",
  "table.errorDescription": "Verifique su conexión y vuelva a intentarlo.",
  "form.invalid": "Revise los campos marcados.",
  "form.failed":
    "No se guardó: no se pudo contactar con el servidor o hubo un problema. No se perdió nada de lo que escribió; vuelva a intentarlo.",
  "form.unsavedStay": "Permanecer",
  "profile.notFound": "No existe, o no tiene permiso para verlo.",
  "names.hiddenTeam": "Un equipo que no puede ver",
};
