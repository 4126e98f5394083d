import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Spanish (Peru): the Spanish (Spain) texts with "usted" where they address the user. */
export const messages: Messages = {
  ...esES,
  "avatars.hintUser":
    "PNG, JPEG o WebP. Suelte una imagen sobre la foto o elija una; se recorta en cuadrado.",
  "avatars.hintTeam":
    "PNG, JPEG, WebP o SVG. Suelte una imagen sobre la foto o elija una; las fotos se recortan en cuadrado.",
  "avatars.wrongType": "{file} no es una imagen: elija una imagen PNG, JPEG o WebP.",
  "avatars.wrongTypeTeam": "{file} no es una imagen: elija una imagen PNG, JPEG, WebP o SVG.",
  "avatars.tooLarge": "{file} es demasiado grande: elija una imagen de {max} MB como máximo.",
  "avatars.unreadable": "No se pudo leer {file} como imagen. Elija otro archivo.",
  "avatars.failed":
    "La foto no se guardó: no se pudo contactar con el servidor o este tuvo un problema. Vuelva a intentarlo.",
};
