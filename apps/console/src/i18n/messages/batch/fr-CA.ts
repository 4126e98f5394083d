import type { Messages } from "../../messages";

/** Actions en lot sur plusieurs dons (français du Canada). */
export const messages: Messages = {
  "batch.title.reassign": "Réattribuer à {name}",
  "batch.title.resend": "Relancer {task}",
  "batch.title.delete": "Supprimer des dons",
  "batch.expanding": "Recherche des dons correspondants… {count} trouvés",
  "batch.expandingLabel": "Dons trouvés",
  "batch.confirm.reassign":
    "{count, plural, one {Réattribuer # don à {name} ?} other {Réattribuer # dons à {name} ?}}",
  "batch.confirm.resend":
    "{count, plural, one {Relancer {task} pour # don ?} other {Relancer {task} pour # dons ?}}",
  "batch.confirm.delete":
    "{count, plural, one {Supprimer # don et ses fichiers ? C’est irréversible.} other {Supprimer # dons et leurs fichiers ? C’est irréversible.}}",
  "batch.confirm.ids": "Dons : {ids}",
  "batch.go.reassign": "Réattribuer",
  "batch.go.resend": "Relancer",
  "batch.go.delete": "Supprimer",
  "batch.progressLabel": "Progression",
  "batch.progress": "{done} sur {total} faits, {failed} en échec",
  "batch.stop": "Arrêter",
  "batch.stopping": "Arrêt : attente des appels en cours…",
  "batch.cancel": "Annuler",
  "batch.close": "Fermer",
  "batch.summary": "{succeeded} réussis, {failed} en échec.",
  "batch.summaryCancelled":
    "Arrêté : {succeeded} réussis, {failed} en échec, {notStarted} non commencés.",
  "batch.failuresLabel": "Dons en échec",
  "batch.downloadFailures": "Télécharger les échecs (CSV)",
  "batch.retryFailed": "Réessayer les échecs",
  "batch.tooMany":
    "{count} dons correspondent ; une action en lot en traite au plus {cap}. Affinez le filtre ou utilisez l’édition par lot quand elle sera disponible.",
  "batch.expandFailed": "Impossible de lister les dons correspondants : {reason}",
  "batch.retry": "Réessayer",
};
