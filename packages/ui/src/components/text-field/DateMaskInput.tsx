import { formatDateMask, parseDateMask, type DateMaskRange } from "@canvass/sdk/masks";
import { useMemo, useState } from "react";
import { editDateMask } from "./date-mask-editing";
import type { DateMaskKindProps, TextFieldCommonProps, TextFieldLabels } from "./text-field.types";
import { TextFieldShell } from "./TextFieldShell";
import { useParsedText, type TextModel } from "./use-parsed-text";

export type DateMaskInputProps = Omit<TextFieldCommonProps, "labels"> &
  DateMaskKindProps & { readonly labels: TextFieldLabels };

function dateText(range: DateMaskRange): TextModel<Date | null> {
  return {
    parse: (text) => parseDateMask(text, range),
    format: (date) => (date === null ? "" : formatDateMask(date)),
    equals: (a, b) => a === b || (a !== null && b !== null && a.getTime() === b.getTime()),
  };
}

const inputTypeOf = (event: Event): string => (event instanceof InputEvent ? event.inputType : "");

/** A `dd.mm.yyyy` field: the SDK's mask while typing, its parser for the value. */
export function DateMaskInput({
  kind,
  value,
  defaultValue,
  onValueChange,
  minYear,
  maxYear,
  labels,
  placeholder = labels.datePlaceholder,
  onBlur,
  ...common
}: DateMaskInputProps) {
  const model = useMemo(
    () =>
      dateText({
        ...(minYear === undefined ? {} : { minYear }),
        ...(maxYear === undefined ? {} : { maxYear }),
      }),
    [minYear, maxYear],
  );
  const [text, setText] = useParsedText(model, value, defaultValue, onValueChange);
  const [invalidOnBlur, setInvalidOnBlur] = useState(false);

  return (
    <TextFieldShell
      {...common}
      kind={kind}
      labels={labels}
      text={text}
      kindError={invalidOnBlur ? labels.invalidDate : undefined}
      control={{
        type: "text",
        inputMode: "numeric",
        autoComplete: "off",
        placeholder,
        onChange: (event) => {
          const input = event.currentTarget;
          const edit = editDateMask(
            text,
            input.value,
            input.selectionStart ?? input.value.length,
            inputTypeOf(event.nativeEvent),
          );
          // Written now, so React finds the text in place and leaves the caret where it belongs.
          input.value = edit.text;
          input.setSelectionRange(edit.caret, edit.caret);
          if (invalidOnBlur && (edit.text === "" || model.parse(edit.text) !== null)) {
            setInvalidOnBlur(false);
          }
          setText(edit.text);
        },
        onBlur: (event) => {
          setInvalidOnBlur(text !== "" && model.parse(text) === null);
          onBlur?.(event);
        },
      }}
      onClear={() => {
        setInvalidOnBlur(false);
        setText("");
      }}
    />
  );
}
