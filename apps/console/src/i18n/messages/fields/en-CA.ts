import type { Messages } from "../../messages";

/** Optional fields (configured user and team metadata), in Canadian English (the source). */
export const messages: Messages = {
  "fields.choose": "Choose…",
  "fields.none": "None",
  "fields.dateHint": "dd.mm.yyyy",
  "fields.yes": "Yes",
  "fields.no": "No",
  "fields.required": "Required.",
  "fields.notText": "Enter text.",
  "fields.tooLong": "At most {max} characters.",
  "fields.notNumber": "Enter a number.",
  "fields.notBoolean": "Tick or untick the box.",
  "fields.notDate": "Enter a date as dd.mm.yyyy.",
  "fields.notChoice": "Choose one of: {options}.",
};
