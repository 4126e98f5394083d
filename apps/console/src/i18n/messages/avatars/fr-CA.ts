import type { Messages } from "../../messages";

/** Pictures (avatars) of users and teams, in Canadian French. */
export const messages: Messages = {
  "avatars.title": "Photo",
  "avatars.hintUser":
    "PNG, JPEG ou WebP. Déposez une image sur la photo ou choisissez-en une; elle est recadrée en carré.",
  "avatars.hintTeam":
    "PNG, JPEG, WebP ou SVG. Déposez une image sur la photo ou choisissez-en une; les photos sont recadrées en carré.",
  "avatars.choose": "Téléverser une photo…",
  "avatars.change": "Changer la photo…",
  "avatars.remove": "Retirer la photo",
  "avatars.fileInput": "Fichier de la photo",
  "avatars.wrongType": "{file} n’est pas une image : choisissez une image PNG, JPEG ou WebP.",
  "avatars.wrongTypeTeam":
    "{file} n’est pas une image : choisissez une image PNG, JPEG, WebP ou SVG.",
  "avatars.tooLarge": "{file} est trop volumineux : choisissez une image d’au plus {max} Mo.",
  "avatars.unreadable": "{file} n’a pas pu être lu comme une image. Choisissez un autre fichier.",
  "avatars.failed":
    "La photo n’a pas été enregistrée : le serveur était injoignable ou a eu un problème. Réessayez.",
  "avatars.uploaded": "Photo mise à jour pour {name}",
  "avatars.removed": "Photo retirée pour {name}",
};
