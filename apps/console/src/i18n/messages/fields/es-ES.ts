import type { Messages } from "../../messages";

/** Optional fields (configured user and team metadata), in Spanish (Spain). */
export const messages: Messages = {
  "fields.choose": "Elige…",
  "fields.none": "Ninguna",
  "fields.dateHint": "dd.mm.aaaa",
  "fields.yes": "Sí",
  "fields.no": "No",
  "fields.required": "Obligatorio.",
  "fields.notText": "Escribe un texto.",
  "fields.tooLong": "Como máximo {max} caracteres.",
  "fields.notNumber": "Escribe un número.",
  "fields.notBoolean": "Marca o desmarca la casilla.",
  "fields.notDate": "Escribe una fecha con el formato dd.mm.aaaa.",
  "fields.notChoice": "Elige una de: {options}.",
};
