import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * La barra superior en español del Perú: como es-ES, con el trato y el vocabulario de uso en el
 * Perú ("ustedeo" cortés, "ingresar" en lugar de "iniciar sesión", pretérito simple).
 */
export const messages: Messages = {
  ...esES,
  "topbar.searchPopup.noResultsHint": "Revise la ortografía o pruebe con otro término.",
  "topbar.language.description": "Elija el idioma de la consola.",
  "topbar.feedback.description":
    "Cuéntenos qué funciona bien y qué se podría mejorar. Ctrl+Enter envía.",
  "topbar.feedback.field": "Sus comentarios",
  "topbar.feedback.placeholder": "¿Qué le gustaría contarnos?",
  "topbar.feedback.thanksTitle": "Gracias por sus comentarios",
  "topbar.feedback.thanksDescription": "Su mensaje llegó al equipo. Nos ayuda a mejorar {product}.",
  "topbar.feedback.error.network":
    "No se pudieron enviar los comentarios: no se puede acceder al servidor. Verifique su conexión e inténtelo de nuevo.",
  "topbar.feedback.error.timeout": "El servidor tardó demasiado en responder. Inténtelo de nuevo.",
  "topbar.feedback.error.auth": "Su sesión terminó. Vuelva a ingresar para enviar sus comentarios.",
  "topbar.feedback.error.invalid":
    "El servidor no aceptó este texto. Modifíquelo e inténtelo de nuevo.",
  "topbar.feedback.error.http":
    "El servidor no pudo guardar los comentarios (error {status}). Inténtelo más tarde.",
  "topbar.feedback.error.unknown": "No se pudieron enviar los comentarios. Inténtelo de nuevo.",
  "topbar.profile.signedInAs": "Ingresó como",
  "topbar.profile.signOut": "Salir",
};
