import { X } from "lucide-react";
import { useMemo, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { ICON_PX } from "../../theme/sizes";
import { FormField } from "../form-field/FormField";
import { joinIds } from "../form-field/join-ids";
import { FrameButton } from "./FrameButton";
import { FRAMED_INPUT, InputFrame } from "./InputFrame";
import { mergeRefs } from "./merge-refs";
import type { TextFieldCommonProps, TextFieldKind, TextFieldLabels } from "./text-field.types";

/** The input attributes a kind decides (type, handlers, limits). */
export type KindControl = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue">;

export interface TextFieldShellProps extends Omit<TextFieldCommonProps, "labels"> {
  readonly kind: TextFieldKind;
  readonly labels: TextFieldLabels;
  /** The text shown in the input. */
  readonly text: string;
  readonly control: KindControl;
  /** Empties the field (the clear button). */
  readonly onClear: () => void;
  /** An error the kind found itself (an impossible date); the `error` prop wins over it. */
  readonly kindError?: ReactNode;
  /** Extra buttons inside the frame (show password). */
  readonly actions?: ReactNode;
}

/** What every kind of TextField renders: the FormField layout around a framed input. */
export function TextFieldShell({
  kind,
  label,
  hideLabel,
  hint,
  error,
  required,
  layout,
  trailing,
  size = "md",
  theme,
  icon,
  clearable = false,
  loading = false,
  labels,
  className,
  text,
  control,
  onClear,
  kindError,
  actions,
  id,
  ref,
  disabled = false,
  readOnly = false,
  "aria-describedby": describedBy,
  ...inputProps
}: TextFieldShellProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const showClear = clearable && text !== "" && !disabled && !readOnly;

  const clear = () => {
    onClear();
    inputRef.current?.focus();
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={hasError ? error : kindError}
      disabled={disabled}
      {...(hideLabel === undefined ? {} : { hideLabel })}
      {...(required === undefined ? {} : { required })}
      {...(layout === undefined ? {} : { layout })}
      {...(id === undefined ? {} : { controlId: id })}
      trailing={trailing}
      className={className}
      data-input-theme={theme}
      data-kind={kind}
    >
      {(field) => (
        <InputFrame
          size={size}
          invalid={field["aria-invalid"] === true}
          disabled={disabled}
          loading={loading}
          icon={icon}
          actions={
            <>
              {showClear ? (
                <FrameButton
                  slot="input-clear"
                  label={labels.clear}
                  size={size}
                  icon={<X size={ICON_PX[size]} />}
                  onClick={clear}
                />
              ) : null}
              {actions}
            </>
          }
        >
          <input
            {...inputProps}
            {...control}
            ref={mergedRef}
            id={field.id}
            value={text}
            disabled={disabled}
            readOnly={readOnly}
            aria-describedby={joinIds(field["aria-describedby"], describedBy)}
            aria-invalid={field["aria-invalid"]}
            aria-required={field["aria-required"]}
            aria-busy={loading || undefined}
            data-slot="input"
            className={FRAMED_INPUT}
          />
        </InputFrame>
      )}
    </FormField>
  );
}
