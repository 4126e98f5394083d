import type { Messages } from "../../messages";
import { messages as esES } from "./es-ES";

/** Spanish (Peru): the Spanish (Spain) texts with "usted" where they address the user. */
export const messages: Messages = {
  ...esES,
  "fields.choose": "Elija…",
  "fields.notText": "Escriba un texto.",
  "fields.notNumber": "Escriba un número.",
  "fields.notBoolean": "Marque o desmarque la casilla.",
  "fields.notDate": "Escriba una fecha con el formato dd.mm.aaaa.",
  "fields.notChoice": "Elija una de: {options}.",
};
