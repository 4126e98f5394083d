import type { Messages } from "../../messages";

/** La página de usuarios activos y su mapa (España, «tú»). */
export const messages: Messages = {
  "active.description":
    "Usuarios con actividad en los últimos {minutes} minutos. La lista se actualiza cada minuto mientras esta página está visible.",
  "active.count":
    "{count, plural, =0 {nadie activo} one {# usuario activo} other {# usuarios activos}}",
  "active.updated": "Actualizado a las {time}",
  "active.refresh": "Actualizar",
  "active.refreshFailed":
    "No se ha podido actualizar la lista. Muestra los usuarios activos a las {time}.",
  "active.stale":
    "El servidor no ha respondido: esta lista es la última copia guardada en este dispositivo.",
  "active.tableLabel": "Usuarios activos ahora",
  "active.column.name": "Nombre",
  "active.column.team": "Equipo",
  "active.column.lastActivity": "Última actividad",
  "active.column.location": "Ubicación",
  "active.unknownTeam": "Equipo desconocido",
  "active.noLocation": "Ubicación desconocida",
  "active.emptyTitle": "Ahora mismo no hay nadie activo",
  "active.emptyDescription":
    "Los usuarios aparecen aquí durante {minutes} minutos después de cada actividad registrada sobre el terreno.",
  "active.errorTitle": "No se han podido cargar los usuarios activos",
  "active.map.region": "Mapa de usuarios activos",
  "active.map.surface": "Mapa. Las flechas lo desplazan; más y menos cambian el zoom.",
  "active.map.zoomIn": "Acercar",
  "active.map.zoomOut": "Alejar",
  "active.map.empty": "Ningún usuario activo tiene ubicación",
  "active.map.baseLayerError": "No se ha podido dibujar el mapa del mundo",
  "active.map.baseLayerAttribution": "Natural Earth",
  "active.map.loading": "Cargando el mapa…",
  "active.map.failed":
    "No se ha podido cargar el mapa. La lista de abajo muestra a todos los usuarios activos.",
  "active.map.markerTitle": "{location} · {time}",
};
