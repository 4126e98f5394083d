import type { Messages } from "../../messages";

/** Envío de correo (número 24): dominios remitentes y sus registros DNS, en español de España. */
export const messages: Messages = {
  "emailDelivery.domains.title": "Dominios remitentes",
  "emailDelivery.domains.search": "Buscar por dominio",
  "emailDelivery.domains.add": "Añadir dominio",
  "emailDelivery.domains.field.domain": "Dominio",
  "emailDelivery.domains.field.domainHint": "Por ejemplo mail.example.org",
  "emailDelivery.domains.column.domain": "Dominio",
  "emailDelivery.domains.column.status": "Estado",
  "emailDelivery.domainStatus.pending": "Aún sin validar",
  "emailDelivery.domainStatus.valid": "Válido",
  "emailDelivery.domainStatus.invalid": "No válido",
  "emailDelivery.domain.title": "Dominio remitente {domain}",
  "emailDelivery.domain.notFound": "No existe ese dominio remitente.",
  "emailDelivery.domain.status": "Estado:",
  "emailDelivery.domain.publish":
    "Publique estos registros en su proveedor de DNS y valide después. Se podrá enviar correo desde el dominio cuando se encuentren todos.",
  "emailDelivery.domain.validate": "Validar",
  "emailDelivery.domain.validating": "Consultando los registros…",
  "emailDelivery.domain.validateFailed": "Los servidores DNS no respondieron. Inténtelo más tarde.",
  "emailDelivery.records.title": "Registros DNS",
  "emailDelivery.records.type": "Tipo",
  "emailDelivery.records.name": "Nombre",
  "emailDelivery.records.value": "Valor que publicar",
  "emailDelivery.records.status": "Estado",
  "emailDelivery.records.foundInstead": "Encontrado en su lugar: {values}",
  "emailDelivery.recordStatus.pending": "Sin comprobar",
  "emailDelivery.recordStatus.found": "Encontrado",
  "emailDelivery.recordStatus.missing": "Falta",
  "emailDelivery.recordStatus.wrong": "Valor incorrecto",
};
