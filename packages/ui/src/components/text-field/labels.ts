import { DATE_MASK_PATTERN } from "@canvass/sdk/masks";
import type { TextFieldLabels } from "./text-field.types";

export const TEXT_FIELD_LABELS: TextFieldLabels = {
  clear: "Clear",
  showPassword: "Show password",
  datePlaceholder: DATE_MASK_PATTERN,
  invalidDate: `Enter a real date as ${DATE_MASK_PATTERN}.`,
};
