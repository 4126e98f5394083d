import type { Messages } from "../../messages";

/** Envoi de courriels (numéro 24) : domaines d’expédition et leurs enregistrements DNS, en français du Canada. */
export const messages: Messages = {
  "emailDelivery.domains.title": "Domaines d’expédition",
  "emailDelivery.domains.search": "Rechercher par domaine",
  "emailDelivery.domains.add": "Ajouter un domaine",
  "emailDelivery.domains.field.domain": "Domaine",
  "emailDelivery.domains.field.domainHint": "Par exemple mail.example.org",
  "emailDelivery.domains.column.domain": "Domaine",
  "emailDelivery.domains.column.status": "État",
  "emailDelivery.domainStatus.pending": "Pas encore validé",
  "emailDelivery.domainStatus.valid": "Valide",
  "emailDelivery.domainStatus.invalid": "Non valide",
  "emailDelivery.domain.title": "Domaine d’expédition {domain}",
  "emailDelivery.domain.notFound": "Ce domaine d’expédition n’existe pas.",
  "emailDelivery.domain.status": "État :",
  "emailDelivery.domain.publish":
    "Publiez ces enregistrements chez votre fournisseur DNS, puis validez. Le domaine pourra envoyer des courriels quand tous seront trouvés.",
  "emailDelivery.domain.validate": "Valider",
  "emailDelivery.domain.validating": "Recherche des enregistrements…",
  "emailDelivery.domain.validateFailed": "Les serveurs DNS n’ont pas répondu. Réessayez plus tard.",
  "emailDelivery.records.title": "Enregistrements DNS",
  "emailDelivery.records.type": "Type",
  "emailDelivery.records.name": "Nom",
  "emailDelivery.records.value": "Valeur à publier",
  "emailDelivery.records.status": "État",
  "emailDelivery.records.foundInstead": "Trouvé à la place : {values}",
  "emailDelivery.recordStatus.pending": "Non vérifié",
  "emailDelivery.recordStatus.found": "Trouvé",
  "emailDelivery.recordStatus.missing": "Manquant",
  "emailDelivery.recordStatus.wrong": "Valeur erronée",
};
