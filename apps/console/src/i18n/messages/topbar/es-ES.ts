import type { Messages } from "../../messages";

/** La barra superior: búsqueda, idioma, comentarios y menú del perfil (español de España). */
export const messages: Messages = {
  "topbar.menu": "Menú",
  "topbar.search.label": "Buscar",
  "topbar.search.placeholder": "Buscar envíos, usuarios, campañas…",
  "topbar.search.open": "Abrir la búsqueda",
  "topbar.search.close": "Cerrar la búsqueda",
  "topbar.searchPopup.title": "Resultados de la búsqueda",
  "topbar.searchPopup.loading": "Buscando…",
  "topbar.searchPopup.noResults": "Sin resultados",
  "topbar.searchPopup.noResultsHint": "Revisa la ortografía o prueba con otro término.",
  "topbar.searchPopup.viewAll": "Ver todos los envíos",
  "topbar.searchPopup.resultCount": "{count, plural, one {# resultado} other {# resultados}}",
  "topbar.searchPopup.section.accounts": "Envíos",
  "topbar.searchPopup.section.players": "Usuarios",
  "topbar.searchPopup.section.teams": "Equipos",
  "topbar.searchPopup.section.campaigns": "Campañas",
  "topbar.searchPopup.section.exports": "Exportaciones",
  "topbar.searchPopup.section.exportOptions": "Instancias de exportación",
  "topbar.searchPopup.section.customreports": "Informes personalizados",
  "topbar.language.button": "Idioma",
  "topbar.language.title": "Idioma",
  "topbar.language.description": "Elige el idioma de la consola.",
  "topbar.language.close": "Cerrar",
  "topbar.feedback.button": "Enviar comentarios",
  "topbar.feedback.title": "Enviar comentarios",
  "topbar.feedback.description":
    "Cuéntanos qué funciona bien y qué se podría mejorar. Ctrl+Intro envía.",
  "topbar.feedback.field": "Tus comentarios",
  "topbar.feedback.placeholder": "¿Qué te gustaría contarnos?",
  "topbar.feedback.send": "Enviar",
  "topbar.feedback.cancel": "Cancelar",
  "topbar.feedback.close": "Cerrar",
  "topbar.feedback.count": "{length, number} / {max, number}",
  "topbar.feedback.left": "{remaining, plural, one {Queda # carácter} other {Quedan # caracteres}}",
  "topbar.feedback.thanksTitle": "Gracias por tus comentarios",
  "topbar.feedback.thanksDescription":
    "Tu mensaje ha llegado al equipo. Nos ayuda a mejorar {product}.",
  "topbar.feedback.error.network":
    "No se han podido enviar los comentarios: no se puede acceder al servidor. Comprueba la conexión y vuelve a intentarlo.",
  "topbar.feedback.error.timeout":
    "El servidor ha tardado demasiado en responder. Vuelve a intentarlo.",
  "topbar.feedback.error.auth":
    "Tu sesión ha terminado. Vuelve a iniciar sesión para enviar tus comentarios.",
  "topbar.feedback.error.invalid":
    "El servidor no ha aceptado este texto. Modifícalo y vuelve a intentarlo.",
  "topbar.feedback.error.http":
    "El servidor no ha podido guardar los comentarios (error {status}). Inténtalo más tarde.",
  "topbar.feedback.error.unknown": "No se han podido enviar los comentarios. Vuelve a intentarlo.",
  "topbar.profile.button": "Menú del perfil de {name}",
  "topbar.profile.signedInAs": "Sesión iniciada como",
  "topbar.profile.myProfile": "Mi perfil",
  "topbar.profile.language": "Idioma…",
  "topbar.profile.feedback": "Enviar comentarios…",
  "topbar.profile.signOut": "Cerrar sesión",
};
