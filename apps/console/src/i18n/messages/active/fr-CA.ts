import type { Messages } from "../../messages";

/** La page des utilisateurs actifs et sa carte (français canadien). */
export const messages: Messages = {
  "active.description":
    "Utilisateurs ayant une activité dans les {minutes} dernières minutes. La liste s’actualise chaque minute tant que cette page est visible.",
  "active.count":
    "{count, plural, =0 {personne d’actif} one {# utilisateur actif} other {# utilisateurs actifs}}",
  "active.updated": "Mis à jour à {time}",
  "active.refresh": "Actualiser",
  "active.refreshFailed":
    "La liste n’a pas pu être actualisée. Elle montre les utilisateurs actifs à {time}.",
  "active.stale":
    "Le serveur n’a pas répondu : cette liste est la dernière copie gardée sur cet appareil.",
  "active.tableLabel": "Utilisateurs actifs maintenant",
  "active.column.name": "Nom",
  "active.column.team": "Équipe",
  "active.column.lastActivity": "Dernière activité",
  "active.column.location": "Lieu",
  "active.unknownTeam": "Équipe inconnue",
  "active.noLocation": "Lieu inconnu",
  "active.emptyTitle": "Personne n’est actif en ce moment",
  "active.emptyDescription":
    "Les utilisateurs apparaissent ici pendant {minutes} minutes après chaque activité enregistrée sur le terrain.",
  "active.errorTitle": "Les utilisateurs actifs n’ont pas pu être chargés",
  "active.map.region": "Carte des utilisateurs actifs",
  "active.map.surface": "Carte. Les flèches la déplacent, plus et moins changent le zoom.",
  "active.map.zoomIn": "Zoom avant",
  "active.map.zoomOut": "Zoom arrière",
  "active.map.empty": "Aucun utilisateur actif n’a de lieu",
  "active.map.baseLayerError": "La carte du monde n’a pas pu être dessinée",
  "active.map.baseLayerAttribution": "Natural Earth",
  "active.map.loading": "Chargement de la carte…",
  "active.map.failed":
    "La carte n’a pas pu être chargée. La liste ci-dessous montre tous les utilisateurs actifs.",
  "active.map.markerTitle": "{location} · {time}",
};
