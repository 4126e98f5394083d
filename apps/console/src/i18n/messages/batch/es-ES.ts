import type { Messages } from "../../messages";

/** Acciones en bloque sobre muchas donaciones (español de España). */
export const messages: Messages = {
  "batch.title.reassign": "Reasignar a {name}",
  "batch.title.resend": "Reenviar {task}",
  "batch.title.delete": "Eliminar donaciones",
  "batch.expanding": "Buscando las donaciones que coinciden… {count} encontradas",
  "batch.expandingLabel": "Donaciones encontradas",
  "batch.confirm.reassign":
    "{count, plural, one {¿Reasignar # donación a {name}?} other {¿Reasignar # donaciones a {name}?}}",
  "batch.confirm.resend":
    "{count, plural, one {¿Reenviar {task} para # donación?} other {¿Reenviar {task} para # donaciones?}}",
  "batch.confirm.delete":
    "{count, plural, one {¿Eliminar # donación y sus archivos? No se puede deshacer.} other {¿Eliminar # donaciones y sus archivos? No se puede deshacer.}}",
  "batch.confirm.ids": "Donaciones: {ids}",
  "batch.go.reassign": "Reasignar",
  "batch.go.resend": "Reenviar",
  "batch.go.delete": "Eliminar",
  "batch.progressLabel": "Progreso",
  "batch.progress": "{done} de {total} hechas, {failed} con error",
  "batch.stop": "Detener",
  "batch.stopping": "Deteniendo: esperando las llamadas en curso…",
  "batch.cancel": "Cancelar",
  "batch.close": "Cerrar",
  "batch.summary": "{succeeded} correctas, {failed} con error.",
  "batch.summaryCancelled":
    "Detenido: {succeeded} correctas, {failed} con error, {notStarted} sin empezar.",
  "batch.failuresLabel": "Donaciones con error",
  "batch.downloadFailures": "Descargar los errores (CSV)",
  "batch.retryFailed": "Reintentar las fallidas",
  "batch.tooMany":
    "Coinciden {count} donaciones; una acción en bloque admite como máximo {cap}. Acote el filtro o use la edición por lotes cuando esté disponible.",
  "batch.expandFailed": "No se pudieron listar las donaciones que coinciden: {reason}",
  "batch.retry": "Reintentar",
};
