import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * Crear usuarios en lote, en español del Perú: como es-ES, con trato de «usted», el pretérito
 * simple y el vocabulario de uso en el Perú («cargar» un archivo, «reporte»).
 */
export const messages: Messages = {
  ...esES,
  "bulk.title": "Crear usuarios en lote",
  "bulk.description":
    "Cargue o pegue una lista de usuarios, empareje sus columnas, revise cada fila y créelos de una vez.",
  "bulk.source.title": "Elija los usuarios que desea crear",
  "bulk.source.unreadable":
    "No se pudo leer este archivo. Vuelva a guardarlo como CSV o Excel (.xlsx) y elíjalo otra vez.",
  "bulk.source.tooMany":
    "Contiene {rows, number} usuarios; como máximo se pueden crear {max, number} a la vez. Divida el archivo e importe cada parte.",
  "bulk.drop.title": "Suelte un archivo aquí",
  "bulk.drop.fileInstead": "Cargar un archivo en su lugar",
  "bulk.drop.wrongType": "No se puede leer {fileName}: elija un archivo .csv o .xlsx.",
  "bulk.map.title": "Empareje las columnas",
  "bulk.map.description":
    "Cada campo toma su valor de una columna del archivo. Las columnas se dedujeron de sus nombres: revíselas.",
  "bulk.map.incomplete":
    "Elija una columna para cada campo obligatorio, o un rol y un equipo por defecto.",
  "bulk.mapper.missingRequired": "Elija una columna para {field}.",
  "bulk.mapper.roleMissing": "Elija una columna para Rol, o un rol por defecto abajo.",
  "bulk.mapper.teamMissing": "Elija una columna para Equipo, o un equipo por defecto abajo.",
  "bulk.defaults.roleHint": "Solo roles por debajo del suyo.",
  "bulk.preview.title": "Revise las filas",
  "bulk.preview.checkFailed": "No se pudieron revisar las filas.",
  "bulk.preview.createFailed": "No se pudieron crear los usuarios.",
  "bulk.preview.refused":
    "{count, plural, one {No se creó nada: # fila tiene un problema.} other {No se creó nada: # filas tienen problemas.}} Corríjalas en el archivo y vuelva a importarlo, o cree solo las filas válidas.",
  "bulk.mode.validOnlyHint": "Las filas con problemas se omiten y aparecen en el reporte.",
  "bulk.problem.role": "No es un rol que usted pueda asignar.",
  "bulk.problem.team": "Ninguno de sus equipos tiene este identificador o nombre.",
  "bulk.problem.ambiguous":
    "Varios de sus equipos se llaman así: indique el identificador del equipo.",
  "bulk.failure.network": "No se puede acceder al servidor: verifique su conexión.",
  "bulk.failure.timeout": "El servidor tardó demasiado en responder.",
  "bulk.failure.forbidden": "Usted no tiene permiso para crear usuarios en lote.",
  "bulk.failure.tooLarge": "La lista es demasiado grande para una sola solicitud: divídala.",
  "bulk.failure.http": "El servidor respondió con un error ({status}).",
  "bulk.failure.unknown": "Algo falló.",
  "bulk.failure.kept": "No se perdió nada de lo que ingresó.",
  "bulk.result.download": "Descargar el reporte (CSV)",
  "bulk.result.reportFile": "reporte-usuarios-lote.csv",
  "bulk.toast.refused":
    "{count, plural, one {No se creó nada: # fila tiene un problema} other {No se creó nada: # filas tienen problemas}}",
};
