import type { Messages } from "../../messages";

/** Modification par lot de nombreuses inscriptions (français, Canada). */
export const messages: Messages = {
  "batchEdit.title": "Modification par lot",
  "batchEdit.description":
    "Modifiez plusieurs inscriptions à la fois. Vérifiez chaque changement avant qu'il soit écrit; chaque changement est gardé dans l'historique de l'inscription avec votre motif.",
  "batchEdit.selectTitle": "Inscriptions et nouvelles valeurs",
  "batchEdit.selectBy": "Choisir les inscriptions par",
  "batchEdit.mode.filter": "Le filtre de la liste des inscriptions",
  "batchEdit.mode.ids": "Une liste d'identifiants",
  "batchEdit.mode.csv": "Un fichier CSV d'identifiants et de colonnes modifiées",
  "batchEdit.noFilter":
    "Ouvrez la modification par lot depuis une liste filtrée pour utiliser son filtre.",
  "batchEdit.filterSummary": "Filtre : {filter}",
  "batchEdit.useFilter": "Utiliser ce filtre",
  "batchEdit.idsLabel":
    "Identifiants (séparés par des virgules, des espaces ou des retours à la ligne)",
  "batchEdit.idsInvalid": "Pas des identifiants d'inscription : {ids}",
  "batchEdit.csvLabel":
    "Fichier CSV (première ligne : ID et les noms de champs; une cellule vide laisse le champ tel quel)",
  "batchEdit.csv.noId": "Le fichier n'a pas de colonne ID.",
  "batchEdit.csv.empty": "Le fichier n'a aucune ligne.",
  "batchEdit.csvRows": "{count, plural, one {# ligne lue} other {# lignes lues}}",
  "batchEdit.field": "Champ",
  "batchEdit.chooseField": "Choisissez un champ",
  "batchEdit.addField": "Ajouter le champ",
  "batchEdit.removeField": "Retirer {field}",
  "batchEdit.reason": "Motif",
  "batchEdit.reasonRequired":
    "Indiquez un motif : il est gardé dans l'historique de chaque inscription.",
  "batchEdit.preview": "Aperçu",
  "batchEdit.previewTitle": "Aperçu",
  "batchEdit.previewCounts":
    "{count} inscriptions : {changing} changeront, {unchanged} ont déjà ces valeurs, {failing} ne peuvent pas être modifiées.",
  "batchEdit.col.id": "ID",
  "batchEdit.col.changes": "Avant → après",
  "batchEdit.col.problems": "Problème",
  "batchEdit.same": "Aucun changement",
  "batchEdit.apply":
    "{count, plural, one {Appliquer à # inscription} other {Appliquer à # inscriptions}}",
  "batchEdit.applyingTitle": "Application en cours",
  "batchEdit.progressLabel": "Progression",
  "batchEdit.progress": "{done} inscriptions traitées sur {total}",
  "batchEdit.cancel": "Annuler",
  "batchEdit.cancelling": "Annulation après le bloc en cours…",
  "batchEdit.cancelled": "Annulé : le rapport montre ce qui a été fait avant.",
  "batchEdit.reportTitle": "Rapport",
  "batchEdit.reportCounts": "{changed} modifiées, {unchanged} inchangées, {failed} en échec.",
  "batchEdit.failedLabel": "Inscriptions en échec",
  "batchEdit.download": "Télécharger le rapport (CSV)",
  "batchEdit.restart": "Nouvelle modification par lot",
  "batchEdit.callFailed": "Cela n'a pas fonctionné : {reason}",
  "batchEdit.problem.required": "Obligatoire.",
  "batchEdit.problem.tooShort": "Trop court.",
  "batchEdit.problem.tooLong": "Trop long.",
  "batchEdit.problem.pattern": "Cette valeur n'a pas la forme attendue.",
  "batchEdit.problem.number": "Entrez un montant comme 25,00 (non négatif).",
  "batchEdit.problem.date": "Entrez une date au format jj.mm.aaaa (1900 à 9999).",
  "batchEdit.problem.choice": "Choisissez une des valeurs proposées.",
  "batchEdit.problem.boolean": "Entrez oui ou non.",
};
