import { numericInputAttributes, parseNumericInput } from "@canvass/sdk/masks";
import type { NumberKindProps, TextFieldCommonProps, TextFieldLabels } from "./text-field.types";
import { TextFieldShell } from "./TextFieldShell";
import { useParsedText, type TextModel } from "./use-parsed-text";

export type NumberInputProps = Omit<TextFieldCommonProps, "labels"> &
  NumberKindProps & { readonly labels: TextFieldLabels };

/** The SDK's reading of a numeric input, with "not a number" (NaN) as null. */
const NUMBER_TEXT: TextModel<number | null> = {
  parse: (text) => {
    const value = parseNumericInput(text);
    return Number.isNaN(value) ? null : value;
  },
  format: (value) => (value === null ? "" : String(value)),
  equals: (a, b) => a === b,
};

/** A native number input emitting parsed numbers; limits apply only when above 0. */
export function NumberInput({
  kind,
  value,
  defaultValue,
  onValueChange,
  length,
  min,
  max,
  step = "any",
  ...common
}: NumberInputProps) {
  const [text, setText] = useParsedText(NUMBER_TEXT, value, defaultValue, onValueChange);
  const limits = numericInputAttributes({ length, min, max });

  return (
    <TextFieldShell
      {...common}
      kind={kind}
      text={text}
      control={{
        ...limits,
        type: kind,
        inputMode: "decimal",
        step,
        onChange: (event) => {
          const next = event.currentTarget.value;
          // Browsers ignore maxlength on number inputs: refuse the keystroke instead.
          if (limits.maxLength !== undefined && next.length > limits.maxLength) return;
          setText(next);
        },
      }}
      onClear={() => {
        setText("");
      }}
    />
  );
}
