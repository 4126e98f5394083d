import type { Messages } from "../../messages";

/** La barre supérieure : recherche, langue, commentaires et menu du profil (français canadien). */
export const messages: Messages = {
  "topbar.menu": "Menu",
  "topbar.search.label": "Rechercher",
  "topbar.search.placeholder": "Rechercher des soumissions, des utilisateurs, des campagnes…",
  "topbar.search.open": "Ouvrir la recherche",
  "topbar.search.close": "Fermer la recherche",
  "topbar.searchPopup.title": "Résultats de la recherche",
  "topbar.searchPopup.loading": "Recherche en cours…",
  "topbar.searchPopup.noResults": "Aucun résultat",
  "topbar.searchPopup.noResultsHint": "Vérifiez l’orthographe ou essayez un autre terme.",
  "topbar.searchPopup.viewAll": "Voir toutes les soumissions",
  "topbar.searchPopup.resultCount": "{count, plural, one {# résultat} other {# résultats}}",
  "topbar.searchPopup.section.accounts": "Soumissions",
  "topbar.searchPopup.section.players": "Utilisateurs",
  "topbar.searchPopup.section.teams": "Équipes",
  "topbar.searchPopup.section.campaigns": "Campagnes",
  "topbar.searchPopup.section.exports": "Exportations",
  "topbar.searchPopup.section.exportOptions": "Instances d’exportation",
  "topbar.searchPopup.section.customreports": "Rapports personnalisés",
  "topbar.language.button": "Langue",
  "topbar.language.title": "Langue",
  "topbar.language.description": "Choisissez la langue de la console.",
  "topbar.language.close": "Fermer",
  "topbar.feedback.button": "Envoyer un commentaire",
  "topbar.feedback.title": "Envoyer un commentaire",
  "topbar.feedback.description":
    "Dites-nous ce qui fonctionne bien et ce qui pourrait être amélioré. Ctrl+Entrée envoie.",
  "topbar.feedback.field": "Votre commentaire",
  "topbar.feedback.placeholder": "Qu’aimeriez-vous nous dire?",
  "topbar.feedback.send": "Envoyer",
  "topbar.feedback.cancel": "Annuler",
  "topbar.feedback.close": "Fermer",
  "topbar.feedback.count": "{length, number} / {max, number}",
  "topbar.feedback.left":
    "{remaining, plural, one {# caractère restant} other {# caractères restants}}",
  "topbar.feedback.thanksTitle": "Merci de votre commentaire",
  "topbar.feedback.thanksDescription":
    "Votre message est parvenu à l’équipe. Il nous aide à améliorer {product}.",
  "topbar.feedback.error.network":
    "Le commentaire n’a pas pu être envoyé : le serveur est injoignable. Vérifiez votre connexion et réessayez.",
  "topbar.feedback.error.timeout": "Le serveur a mis trop de temps à répondre. Réessayez.",
  "topbar.feedback.error.auth":
    "Votre session a pris fin. Reconnectez-vous pour envoyer votre commentaire.",
  "topbar.feedback.error.invalid": "Le serveur n’a pas accepté ce texte. Modifiez-le et réessayez.",
  "topbar.feedback.error.http":
    "Le serveur n’a pas pu enregistrer le commentaire (erreur {status}). Réessayez plus tard.",
  "topbar.feedback.error.unknown": "Le commentaire n’a pas pu être envoyé. Réessayez.",
  "topbar.profile.button": "Menu du profil de {name}",
  "topbar.profile.signedInAs": "Connecté en tant que",
  "topbar.profile.myProfile": "Mon profil",
  "topbar.profile.language": "Langue…",
  "topbar.profile.feedback": "Envoyer un commentaire…",
  "topbar.profile.signOut": "Se déconnecter",
};
