import type { Messages } from "../../messages";

/** La página de usuarios activos y su mapa (Perú, «usted»). */
export const messages: Messages = {
  "active.description":
    "Usuarios con actividad en los últimos {minutes} minutos. La lista se actualiza cada minuto mientras esta página esté visible.",
  "active.count":
    "{count, plural, =0 {nadie activo} one {# usuario activo} other {# usuarios activos}}",
  "active.updated": "Actualizado a las {time}",
  "active.refresh": "Actualizar",
  "active.refreshFailed":
    "No se pudo actualizar la lista. Muestra los usuarios activos a las {time}.",
  "active.stale":
    "El servidor no respondió: esta lista es la última copia guardada en este dispositivo.",
  "active.tableLabel": "Usuarios activos ahora",
  "active.column.name": "Nombre",
  "active.column.team": "Equipo",
  "active.column.lastActivity": "Última actividad",
  "active.column.location": "Ubicación",
  "active.unknownTeam": "Equipo desconocido",
  "active.noLocation": "Ubicación desconocida",
  "active.emptyTitle": "En este momento no hay nadie activo",
  "active.emptyDescription":
    "Los usuarios aparecen aquí durante {minutes} minutos después de cada actividad registrada en campo.",
  "active.errorTitle": "No se pudieron cargar los usuarios activos",
  "active.map.region": "Mapa de usuarios activos",
  "active.map.surface": "Mapa. Las flechas lo desplazan; más y menos cambian el zoom.",
  "active.map.zoomIn": "Acercar",
  "active.map.zoomOut": "Alejar",
  "active.map.empty": "Ningún usuario activo tiene ubicación",
  "active.map.baseLayerError": "No se pudo dibujar el mapa del mundo",
  "active.map.baseLayerAttribution": "Natural Earth",
  "active.map.loading": "Cargando el mapa…",
  "active.map.failed":
    "No se pudo cargar el mapa. La lista de abajo muestra a todos los usuarios activos.",
  "active.map.markerTitle": "{location} · {time}",
};
