import type { Messages } from "../../messages";

/** Los problemas del servidor en español (España), elegidos por su código. */
export const messages: Messages = {
  "problem.field.required": "Obligatorio",
  "problem.field.tooShort": "Demasiado corto o vacío.",
  "problem.field.tooLong": "Demasiado largo.",
  "problem.field.tooDeep": "Tiene demasiados niveles anidados.",
  "problem.field.format": "No tiene el formato esperado.",
  "problem.field.choice": "No es una de las opciones permitidas.",
  "problem.field.range": "Está fuera del intervalo permitido.",
  "problem.field.taken": "Ya está en uso.",
  "problem.field.characters": "Contiene caracteres no permitidos.",
  "problem.field.unknownField": "Este campo no se puede indicar aquí.",
  "problem.field.role": "No puedes asignar este rol.",
  "problem.field.team": "No puedes poner usuarios en este equipo.",
  "problem.field.parent": "Este equipo no puede ir bajo ese equipo superior.",
  "problem.field.wrongPassword": "La contraseña no es correcta.",
  "problem.field.samePassword": "Elige una contraseña distinta de la actual.",
  "problem.field.mismatch": "Los valores no coinciden.",
  "problem.field.hasSubmissions":
    "Este usuario tiene envíos, así que no se puede eliminar. Desactívalo en su lugar.",
  "problem.field.invalid": "Este valor no se acepta.",
  "problem.unauthorized": "Tu sesión ha terminado. Vuelve a iniciar sesión.",
  "problem.forbidden": "No tienes permiso para hacer esto.",
  "problem.notFound": "Ya no existe, o no tienes permiso para verlo.",
  "problem.conflict": "Esto choca con un cambio hecho entretanto. Recarga e inténtalo de nuevo.",
  "problem.tooLarge": "Es demasiado grande para enviarlo.",
  "problem.tooMany": "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
  "problem.other": "El servidor lo ha rechazado.",
};
