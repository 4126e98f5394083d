import {
  allowsNegative,
  formatNumberMask,
  parseNumberMask,
  type NumberMaskOptions,
} from "@canvass/sdk/masks";
import { useMemo } from "react";
import { acceptNumberMaskTyping, commitNumberMask } from "./number-mask-editing";
import type {
  NumberMaskKindProps,
  TextFieldCommonProps,
  TextFieldLabels,
} from "./text-field.types";
import { TextFieldShell } from "./TextFieldShell";
import { useParsedText, type TextModel } from "./use-parsed-text";

export type NumberMaskInputProps = Omit<TextFieldCommonProps, "labels"> &
  NumberMaskKindProps & { readonly labels: TextFieldLabels };

function maskedNumberText(options: NumberMaskOptions): TextModel<number | null> {
  return {
    parse: (text) => parseNumberMask(text, options),
    format: (value) => (value === null ? "" : formatNumberMask(value, options)),
    equals: (a, b) => a === b,
  };
}

/** A decimal field with the SDK's number mask (comma radix, 2 decimals, sign rule, clamping). */
export function NumberMaskInput({
  kind,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  decimals,
  radix,
  onBlur,
  ...common
}: NumberMaskInputProps) {
  const options = useMemo<NumberMaskOptions>(
    () => ({
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      ...(decimals === undefined ? {} : { decimals }),
      ...(radix === undefined ? {} : { radix }),
    }),
    [min, max, decimals, radix],
  );
  const model = useMemo(() => maskedNumberText(options), [options]);
  const [text, setText] = useParsedText(model, value, defaultValue, onValueChange);

  return (
    <TextFieldShell
      {...common}
      kind={kind}
      text={text}
      control={{
        type: "text",
        inputMode: allowsNegative(min) ? "text" : "decimal",
        autoComplete: "off",
        onChange: (event) => {
          const input = event.currentTarget;
          const raw = input.value;
          const caret = input.selectionStart ?? raw.length;
          const next = acceptNumberMaskTyping(raw, options) ?? text;
          if (next !== raw) {
            // Refused or rewritten ("." → ","): put the text back with the caret where it was.
            const position = Math.max(0, caret - (raw.length - next.length));
            input.value = next;
            input.setSelectionRange(position, position);
          }
          if (next !== text) setText(next);
        },
        onBlur: (event) => {
          const committed = commitNumberMask(text, options);
          if (committed !== text) setText(committed);
          onBlur?.(event);
        },
      }}
      onClear={() => {
        setText("");
      }}
    />
  );
}
