import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { ICON_PX } from "../../theme/sizes";
import { FrameButton } from "./FrameButton";
import type { TextFieldCommonProps, TextFieldLabels, TextKindProps } from "./text-field.types";
import { TextFieldShell } from "./TextFieldShell";
import { PLAIN_TEXT, useParsedText } from "./use-parsed-text";

export type PlainTextInputProps = Omit<TextFieldCommonProps, "labels"> &
  TextKindProps & { readonly labels: TextFieldLabels };

/** Text, email and password fields (a password can be shown with a toggle button). */
export function PlainTextInput({
  kind = "text",
  value,
  defaultValue,
  onValueChange,
  ...common
}: PlainTextInputProps) {
  const [text, setText] = useParsedText(PLAIN_TEXT, value, defaultValue, onValueChange);
  const [revealed, setRevealed] = useState(false);
  const size = common.size ?? "md";
  const type = kind === "password" && revealed ? "text" : kind;

  return (
    <TextFieldShell
      {...common}
      kind={kind}
      text={text}
      control={{
        type,
        onChange: (event) => {
          setText(event.currentTarget.value);
        },
      }}
      onClear={() => {
        setText("");
      }}
      actions={
        kind === "password" && common.disabled !== true ? (
          <FrameButton
            slot="input-reveal"
            label={common.labels.showPassword}
            pressed={revealed}
            size={size}
            icon={revealed ? <EyeOff size={ICON_PX[size]} /> : <Eye size={ICON_PX[size]} />}
            onClick={() => {
              setRevealed((shown) => !shown);
            }}
          />
        ) : null
      }
    />
  );
}
