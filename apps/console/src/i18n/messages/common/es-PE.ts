import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/**
 * The shell's texts in Spanish (Peru): the Spanish (Spain) texts, overridden where Peruvian usage
 * differs: formal "usted", the simple past, "reporte" for a report, "tablero" for the dashboard,
 * "correo" for email and "marcaciones" for check-ins.
 */
export const messages: Messages = {
  ...esES,
  "app.skipToContent": "Ir al contenido",
  "notFound.home": "Ir a su página de inicio",
  "notBuilt.body":
    "Esta pantalla forma parte de la especificación, pero todavía no ha sido desarrollada. Aquí no hay nada simulado: mostrará datos reales cuando esté lista.",
  "notBuilt.later": "Planificado para una etapa posterior.",
  "notBuilt.home": "Volver a su página de inicio",
  "error.title": "Algo salió mal",
  "error.body": "No se pudo mostrar la página. Vuelva a intentarlo o vaya a su página de inicio.",
  "error.home": "Ir a su página de inicio",
  "home.loading": "Abriendo su página de inicio…",
  "route.dashboard": "Tablero",
  "route.checkins": "Marcaciones",
  "route.usersBulk": "Crear usuarios en lote",
  "route.reports": "Reportes personalizados",
  "route.reportNew": "Nuevo reporte personalizado",
  "route.report": "Reporte personalizado",
  "route.gfmpBatch": "Lote de la plataforma de recaudación",
  "route.templates": "Plantillas de correo",
  "route.templateVersion": "Versión de plantilla de correo",
  "route.blocks": "Bloques de correo",
  "route.domains": "Dominios de correo",
  "route.domain": "Dominio de correo",
  "route.dashPages": "Páginas del tablero",
};
