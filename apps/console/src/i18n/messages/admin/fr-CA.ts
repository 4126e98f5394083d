import type { Messages } from "../../messages";

/** Les pages d’administration (numéro 20), en français du Canada. */
export const messages: Messages = {
  "admin.filter.campaign": "Campagne",
  "admin.sourceCodes.title": "Codes de provenance",
  "admin.sourceCodes.search": "Rechercher par nom ou code",
  "admin.sourceCodes.create": "Créer un code de provenance",
  "admin.sourceCodes.always": "Toujours",
  "admin.sourceCodes.column.name": "Nom",
  "admin.sourceCodes.column.code": "Code",
  "admin.sourceCodes.column.campaign": "Campagne",
  "admin.sourceCodes.column.active": "Période active",
  "admin.sourceCodes.field.name": "Nom",
  "admin.sourceCodes.field.code": "Code",
  "admin.sourceCodes.field.campaign": "Campagne",
  "admin.sourceCodes.field.description": "Description",
  "admin.sourceCodes.field.from": "Actif à partir du",
  "admin.sourceCodes.field.to": "Actif jusqu’au",
  "admin.sourceCodes.codeHint": "Lettres, chiffres, « . », « _ » et « - »; unique dans la campagne",
  "admin.sourceCodes.newTitle": "Nouveau code de provenance",
  "admin.sourceCodes.editTitle": "Modifier le code de provenance {name}",
  "admin.sourceCodes.notFound": "Ce code de provenance n’existe pas.",
  "admin.sourceCodes.saved": "Code de provenance {name} enregistré",
  "admin.sourceCodes.problem.required": "Obligatoire",
  "admin.sourceCodes.problem.tooLong": "Au plus {max} caractères",
  "admin.sourceCodes.problem.badCharacters":
    "Seulement des lettres, des chiffres, « . », « _ » et « - »",
  "admin.sourceCodes.problem.duplicate":
    "Un autre code de provenance de cette campagne l’utilise déjà",
  "admin.sourceCodes.problem.badDate": "Ce n’est pas une date valide",
  "admin.sourceCodes.problem.endsBeforeStart": "Ne peut pas précéder le début",
};
