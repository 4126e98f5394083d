import type { TextareaResize } from "../../theme/layout";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { FormField, type FormFieldLayout } from "../form-field/FormField";
import { joinIds } from "../form-field/join-ids";
import {
  INPUT_BORDER,
  INPUT_DISABLED,
  INPUT_FOCUS_RING,
  INPUT_SURFACE,
  type InputTheme,
} from "../../theme/input.styles";
import { PLAIN_TEXT, useParsedText } from "../text-field/use-parsed-text";
import { CharacterCount, type CharacterCountLabels } from "./CharacterCount";
import { TEXTAREA_RESIZE_CLASSES } from "./textarea.styles";

export type TextareaLabels = CharacterCountLabels;

export interface TextareaProps extends Omit<
  ComponentPropsWithRef<"textarea">,
  "value" | "defaultValue" | "onChange" | "children" | "required" | "maxLength"
> {
  /** The visible label (see `hideLabel`). */
  readonly label: ReactNode;
  readonly hideLabel?: boolean;
  readonly hint?: ReactNode;
  /** An error message: red border, `aria-invalid`, the message announced and linked. */
  readonly error?: ReactNode;
  /** Required marker after the label and `aria-required` (no native browser validation). */
  readonly required?: boolean;
  readonly layout?: FormFieldLayout;
  readonly trailing?: ReactNode;
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Which way the user may resize it (the SDK's `TEXTAREA_RESIZE`); "vertical" by default. */
  readonly resize?: TextareaResize;
  /** The most characters allowed (when above 0), with a live character count under the field. */
  readonly maxLength?: number;
  /** The input theme (`data-input-theme`); omitted: follows the page theme. */
  readonly theme?: InputTheme;
  readonly labels?: Partial<TextareaLabels>;
  /** Classes for the field's outer element (the FormField). */
  readonly className?: string;
}

/**
 * A labelled multi-line input in the FormField layout, with a resize setting and, with
 * `maxLength`, a character count that screen readers hear as characters left.
 */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  required,
  layout,
  trailing,
  value,
  defaultValue,
  onValueChange,
  resize = "vertical",
  rows = 3,
  maxLength,
  theme,
  labels,
  className,
  id,
  disabled = false,
  "aria-describedby": describedBy,
  ...textareaProps
}: TextareaProps) {
  const [text, setText] = useParsedText(PLAIN_TEXT, value, defaultValue, onValueChange);
  const limit = maxLength !== undefined && maxLength > 0 ? maxLength : undefined;

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      trailing={trailing}
      {...(hideLabel === undefined ? {} : { hideLabel })}
      {...(required === undefined ? {} : { required })}
      {...(layout === undefined ? {} : { layout })}
      {...(id === undefined ? {} : { controlId: id })}
      className={className}
      data-input-theme={theme}
    >
      {(field) => {
        const countId = `${field.id}-count`;
        const invalid = field["aria-invalid"] === true;
        return (
          <div className="flex flex-col gap-1">
            <textarea
              {...textareaProps}
              id={field.id}
              rows={rows}
              maxLength={limit}
              value={text}
              disabled={disabled}
              aria-describedby={joinIds(
                field["aria-describedby"],
                limit !== undefined && countId,
                describedBy,
              )}
              aria-invalid={field["aria-invalid"]}
              aria-required={field["aria-required"]}
              data-slot="textarea"
              data-resize={resize}
              onChange={(event) => {
                setText(event.currentTarget.value);
              }}
              className={clsx(
                "block w-full max-w-full min-w-0 px-3 py-2 text-sm leading-6",
                INPUT_SURFACE,
                INPUT_FOCUS_RING,
                invalid ? INPUT_BORDER.invalid : INPUT_BORDER.normal,
                disabled && INPUT_DISABLED,
                TEXTAREA_RESIZE_CLASSES[resize],
              )}
            />
            {limit === undefined ? null : (
              <CharacterCount id={countId} length={text.length} max={limit} labels={labels} />
            )}
          </div>
        );
      }}
    </FormField>
  );
}
