import type { FormFieldRowLabels } from "./FormFieldRow";

/** English labels, for stories and tests (the console passes its translations). */
export const DEFAULT_FORM_FIELD_ROW_LABELS: FormFieldRowLabels = {
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  drag: "Drag to reorder",
  required: "required",
};
