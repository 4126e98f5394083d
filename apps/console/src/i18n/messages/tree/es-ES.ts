import type { Messages } from "../../messages";

/** La jerarquía de equipos (/tree): el árbol, su búsqueda y mover un equipo (español de España). */
export const messages: Messages = {
  "tree.description": "Todos los equipos que puedes ver, con sus usuarios y subequipos.",
  "tree.summary":
    "{teams, plural, one {# equipo} other {# equipos}} · {players, plural, one {# usuario} other {# usuarios}}, {active, plural, one {# activo} other {# activos}}",
  "tree.label": "Jerarquía de equipos",
  "tree.search.label": "Buscar equipos",
  "tree.search.placeholder": "Buscar equipos por nombre…",
  "tree.search.clear": "Borrar la búsqueda",
  "tree.expandAll": "Desplegar todo",
  "tree.collapseAll": "Contraer todo",
  "tree.count.players": "{count, plural, one {# usuario} other {# usuarios}}",
  "tree.count.active": "{count, plural, one {# activo} other {# activos}}",
  "tree.count.subteams": "{count, plural, one {# subequipo} other {# subequipos}}",
  "tree.loading": "Cargando los equipos…",
  "tree.empty.title": "No hay equipos",
  "tree.empty.body": "No hay ningún equipo que puedas ver.",
  "tree.noMatches.title": "Ningún equipo coincide con «{term}»",
  "tree.noMatches.body": "Revisa la ortografía o borra la búsqueda.",
  "tree.loadFailed.title": "No se pudieron cargar los equipos",
  "tree.loadFailed.body":
    "El servidor no pudo dar la jerarquía de equipos. Vuelve a intentarlo en un momento.",
  "tree.loadFailed.unreachable":
    "No se pudo conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.",
  "tree.retry": "Reintentar",
  "tree.move.action": "Mover {team}…",
  "tree.dragHint": "Suelta el equipo sobre su nuevo equipo superior.",
  "tree.picker.title": "Mover {team}",
  "tree.picker.body":
    "Elige su nuevo equipo superior. {team} y los equipos que dependen de él no aparecen.",
  "tree.picker.search": "Buscar equipos superiores",
  "tree.picker.searchPlaceholder": "Buscar equipos por nombre…",
  "tree.picker.list": "Equipos bajo los que puede moverse",
  "tree.picker.noTargets": "No hay ningún otro equipo bajo el que pueda moverse.",
  "tree.picker.noMatches": "Ningún equipo coincide con la búsqueda.",
  "tree.picker.cancel": "Cancelar",
  "tree.picker.close": "Cerrar",
  "tree.confirm.title": "¿Mover este equipo?",
  "tree.confirm.body": "«{team}» pasará a estar bajo «{parent}», con sus subequipos y usuarios.",
  "tree.confirm.continue": "Mover equipo",
  "tree.confirm.cancel": "Cancelar",
  "tree.moved.title": "Equipo movido",
  "tree.moved.body": "«{team}» ahora está bajo «{parent}».",
  "tree.moveFailed.title": "No se movió «{team}»",
  "tree.moveFailed.body": "El servidor rechazó el cambio. No se ha modificado nada.",
  "tree.moveFailed.unreachable":
    "No se pudo conectar con el servidor. No se ha modificado nada; vuelve a intentarlo.",
};
