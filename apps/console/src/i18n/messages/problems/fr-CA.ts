import type { Messages } from "../../messages";

/** Les problèmes du serveur en français (Canada), choisis par leur code. */
export const messages: Messages = {
  "problem.field.required": "Obligatoire",
  "problem.field.tooShort": "Trop court ou vide.",
  "problem.field.tooLong": "Trop long.",
  "problem.field.tooDeep": "Trop de niveaux imbriqués.",
  "problem.field.format": "N’a pas le format attendu.",
  "problem.field.choice": "Ne fait pas partie des choix permis.",
  "problem.field.range": "Hors de l’intervalle permis.",
  "problem.field.taken": "Déjà utilisé.",
  "problem.field.characters": "Contient des caractères non permis.",
  "problem.field.unknownField": "Ce champ ne peut pas être défini ici.",
  "problem.field.role": "Vous ne pouvez pas attribuer ce rôle.",
  "problem.field.team": "Vous ne pouvez pas placer d’utilisateurs dans cette équipe.",
  "problem.field.parent": "Cette équipe ne peut pas aller sous ce parent.",
  "problem.field.wrongPassword": "Le mot de passe est erroné.",
  "problem.field.samePassword": "Choisissez un mot de passe différent de l’actuel.",
  "problem.field.mismatch": "Les valeurs ne correspondent pas.",
  "problem.field.hasSubmissions":
    "Cet utilisateur a des soumissions : il ne peut pas être supprimé. Désactivez-le plutôt.",
  "problem.field.invalid": "Cette valeur n’est pas acceptée.",
  "problem.unauthorized": "Votre session a pris fin. Reconnectez-vous.",
  "problem.forbidden": "Vous ne pouvez pas faire ceci.",
  "problem.notFound": "N’existe plus, ou vous n’avez pas la permission de le voir.",
  "problem.conflict":
    "Ceci entre en conflit avec un changement fait entre-temps. Rechargez et réessayez.",
  "problem.tooLarge": "C’est trop volumineux pour être envoyé.",
  "problem.tooMany": "Trop de tentatives. Attendez un moment et réessayez.",
  "problem.other": "Le serveur a refusé.",
};
