import type { Messages } from "../../messages";

/** La hiérarchie des équipes (/tree) : l’arbre, sa recherche, déplacer une équipe (français canadien). */
export const messages: Messages = {
  "tree.description":
    "Toutes les équipes que vous pouvez voir, avec leurs utilisateurs et sous-équipes.",
  "tree.summary":
    "{teams, plural, one {# équipe} other {# équipes}} · {players, plural, one {# utilisateur} other {# utilisateurs}}, {active, plural, one {# actif} other {# actifs}}",
  "tree.label": "Hiérarchie des équipes",
  "tree.search.label": "Rechercher des équipes",
  "tree.search.placeholder": "Rechercher une équipe par nom…",
  "tree.search.clear": "Effacer la recherche",
  "tree.expandAll": "Tout déplier",
  "tree.collapseAll": "Tout replier",
  "tree.count.players": "{count, plural, one {# utilisateur} other {# utilisateurs}}",
  "tree.count.active": "{count, plural, one {# actif} other {# actifs}}",
  "tree.count.subteams": "{count, plural, one {# sous-équipe} other {# sous-équipes}}",
  "tree.loading": "Chargement des équipes…",
  "tree.empty.title": "Aucune équipe",
  "tree.empty.body": "Il n’y a aucune équipe que vous pouvez voir.",
  "tree.noMatches.title": "Aucune équipe ne correspond à « {term} »",
  "tree.noMatches.body": "Vérifiez l’orthographe ou effacez la recherche.",
  "tree.loadFailed.title": "Les équipes n’ont pas pu être chargées",
  "tree.loadFailed.body":
    "Le serveur n’a pas pu fournir la hiérarchie des équipes. Réessayez dans un instant.",
  "tree.loadFailed.unreachable":
    "Le serveur est injoignable. Vérifiez votre connexion et réessayez.",
  "tree.retry": "Réessayer",
  "tree.move.action": "Déplacer {team}…",
  "tree.dragHint": "Déposez l’équipe sur sa nouvelle équipe parente.",
  "tree.picker.title": "Déplacer {team}",
  "tree.picker.body":
    "Choisissez sa nouvelle équipe parente. {team} et les équipes qui en dépendent ne sont pas listées.",
  "tree.picker.search": "Rechercher une équipe parente",
  "tree.picker.searchPlaceholder": "Rechercher une équipe par nom…",
  "tree.picker.list": "Équipes sous lesquelles la déplacer",
  "tree.picker.noTargets": "Aucune autre équipe ne peut l’accueillir.",
  "tree.picker.noMatches": "Aucune équipe ne correspond à la recherche.",
  "tree.picker.cancel": "Annuler",
  "tree.picker.close": "Fermer",
  "tree.confirm.title": "Déplacer cette équipe?",
  "tree.confirm.body":
    "« {team} » sera déplacée sous « {parent} », avec ses sous-équipes et ses utilisateurs.",
  "tree.confirm.continue": "Déplacer l’équipe",
  "tree.confirm.cancel": "Annuler",
  "tree.moved.title": "Équipe déplacée",
  "tree.moved.body": "« {team} » est maintenant sous « {parent} ».",
  "tree.moveFailed.title": "« {team} » n’a pas été déplacée",
  "tree.moveFailed.body": "Le serveur a refusé le déplacement. Rien n’a été modifié.",
  "tree.moveFailed.unreachable": "Le serveur est injoignable. Rien n’a été modifié; réessayez.",
};
