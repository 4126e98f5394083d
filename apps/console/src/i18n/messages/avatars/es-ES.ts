import type { Messages } from "../../messages";

/** Pictures (avatars) of users and teams, in Spanish (Spain). */
export const messages: Messages = {
  "avatars.title": "Foto",
  "avatars.hintUser":
    "PNG, JPEG o WebP. Suelta una imagen sobre la foto o elige una; se recorta en cuadrado.",
  "avatars.hintTeam":
    "PNG, JPEG, WebP o SVG. Suelta una imagen sobre la foto o elige una; las fotos se recortan en cuadrado.",
  "avatars.choose": "Subir una foto…",
  "avatars.change": "Cambiar la foto…",
  "avatars.remove": "Quitar la foto",
  "avatars.fileInput": "Archivo de la foto",
  "avatars.wrongType": "{file} no es una imagen: elige una imagen PNG, JPEG o WebP.",
  "avatars.wrongTypeTeam": "{file} no es una imagen: elige una imagen PNG, JPEG, WebP o SVG.",
  "avatars.tooLarge": "{file} es demasiado grande: elige una imagen de {max} MB como máximo.",
  "avatars.unreadable": "No se ha podido leer {file} como imagen. Elige otro archivo.",
  "avatars.failed":
    "La foto no se ha guardado: no se pudo contactar con el servidor o este tuvo un problema. Inténtalo de nuevo.",
  "avatars.uploaded": "Foto actualizada para {name}",
  "avatars.removed": "Foto quitada para {name}",
};
