import type { Messages } from "../../messages";

/** Les pages de connexion en français canadien (« courriel », « nom d'utilisateur »). */
export const messages: Messages = {
  "session.field.clear": "Effacer",
  "session.field.showPassword": "Afficher le mot de passe",
  "session.failure.network":
    "Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.",
  "session.failure.timeout": "Le serveur a mis trop de temps à répondre. Réessayez.",
  "session.failure.throttled": "Trop de tentatives. Attendez un moment, puis réessayez.",
  "session.failure.refused": "La connexion a été refusée.",
  "session.failure.other": "Un problème est survenu. Réessayez.",
  "session.login.title": "Se connecter à {product}",
  "session.login.username": "Nom d'utilisateur",
  "session.login.usernameRequired": "Entrez votre nom d'utilisateur.",
  "session.login.password": "Mot de passe",
  "session.login.passwordRequired": "Entrez votre mot de passe.",
  "session.login.submit": "Se connecter",
  "session.login.forgot": "Mot de passe oublié?",
  "session.twoFactor.title": "Vérification en deux étapes",
  "session.twoFactor.intro":
    "Entrez le code de votre application d'authentification ou l'un de vos codes de récupération.",
  "session.twoFactor.code": "Code de vérification",
  "session.twoFactor.hint": "6 chiffres, ou 8 pour un code de récupération.",
  "session.twoFactor.hintExpires":
    "Valide jusqu'à {expiresAt, time, time} : 6 chiffres, ou 8 pour un code de récupération.",
  "session.twoFactor.codeIncomplete":
    "Entrez le code à 6 chiffres de votre application ou un code de récupération à 8 chiffres.",
  "session.twoFactor.submit": "Vérifier",
  "session.twoFactor.cancel": "Utiliser un autre compte",
  "session.twoFactor.over":
    "Cette demande de code ne peut plus servir. Reconnectez-vous pour en obtenir une nouvelle.",
  "session.twoFactor.signInAgain": "Se reconnecter",
  "session.reset.title": "Réinitialiser votre mot de passe",
  "session.reset.intro":
    "Entrez votre nom d'utilisateur ou votre courriel. Si un compte correspond, nous lui enverrons un lien pour choisir un nouveau mot de passe.",
  "session.reset.username": "Nom d'utilisateur ou courriel",
  "session.reset.usernameRequired": "Entrez votre nom d'utilisateur ou votre courriel.",
  "session.reset.submit": "Envoyer le lien",
  "session.reset.sent":
    "Si un compte correspond à « {username} », un lien pour réinitialiser son mot de passe a été envoyé à son adresse courriel. Le lien est valide pendant une heure.",
  "session.reset.back": "Retour à la connexion",
  "session.resetComplete.title": "Choisir un nouveau mot de passe",
  "session.resetComplete.intro": "Entrez votre nouveau mot de passe deux fois.",
  "session.resetComplete.password": "Nouveau mot de passe",
  "session.resetComplete.confirm": "Confirmer le mot de passe",
  "session.resetComplete.hint": "De {min} à {max} caractères.",
  "session.resetComplete.required": "Entrez un nouveau mot de passe.",
  "session.resetComplete.tooShort": "Utilisez au moins {min} caractères.",
  "session.resetComplete.tooLong": "Utilisez au plus {max} caractères.",
  "session.resetComplete.confirmRequired": "Entrez de nouveau le nouveau mot de passe.",
  "session.resetComplete.mismatch": "Les deux mots de passe ne correspondent pas.",
  "session.resetComplete.submit": "Enregistrer le mot de passe",
  "session.resetComplete.tokenInvalid":
    "Ce lien de réinitialisation est inconnu, déjà utilisé ou expiré. Demandez-en un nouveau.",
  "session.resetComplete.requestNew": "Demander un nouveau lien",
  "session.resetComplete.done":
    "Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec celui-ci.",
  "session.resetComplete.signIn": "Aller à la connexion",
};
