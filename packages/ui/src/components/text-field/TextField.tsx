import { DateMaskInput } from "./DateMaskInput";
import { TEXT_FIELD_LABELS } from "./labels";
import { NumberInput } from "./NumberInput";
import { NumberMaskInput } from "./NumberMaskInput";
import { PlainTextInput } from "./PlainTextInput";
import type { TextFieldProps } from "./text-field.types";

/**
 * A labelled single-line input in the FormField layout. `kind` picks what it edits and what
 * `onValueChange` receives: text, email and password give strings; "number" gives parsed
 * numbers; "date-mask" (`dd.mm.yyyy`) gives dates at 00:00 UTC; "number-mask" (2 decimals, comma
 * radix) gives numbers. Masked and numeric kinds give null while the text is not (yet) a value.
 * Controlled with `value` + `onValueChange`, or uncontrolled with `defaultValue`.
 */
export function TextField(props: TextFieldProps) {
  const labels = { ...TEXT_FIELD_LABELS, ...props.labels };
  switch (props.kind) {
    case "number":
      return <NumberInput {...props} labels={labels} />;
    case "date-mask":
      return <DateMaskInput {...props} labels={labels} />;
    case "number-mask":
      return <NumberMaskInput {...props} labels={labels} />;
    default:
      return <PlainTextInput {...props} labels={labels} />;
  }
}
