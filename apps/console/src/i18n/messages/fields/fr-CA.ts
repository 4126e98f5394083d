import type { Messages } from "../../messages";

/** Optional fields (configured user and team metadata), in Canadian French. */
export const messages: Messages = {
  "fields.choose": "Choisir…",
  "fields.none": "Aucune",
  "fields.dateHint": "jj.mm.aaaa",
  "fields.yes": "Oui",
  "fields.no": "Non",
  "fields.required": "Obligatoire.",
  "fields.notText": "Entrez du texte.",
  "fields.tooLong": "Au plus {max} caractères.",
  "fields.notNumber": "Entrez un nombre.",
  "fields.notBoolean": "Cochez ou décochez la case.",
  "fields.notDate": "Entrez une date au format jj.mm.aaaa.",
  "fields.notChoice": "Choisissez parmi : {options}.",
};
