import { trimSingleInput } from "@canvass/sdk/text";
import { clsx } from "clsx";
import { useId, type ReactNode } from "react";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { DialogError } from "../dialog/DialogError";
import { DialogFooter } from "../dialog/DialogFooter";
import { POPUP_FIELD, POPUP_LABEL } from "../dialog/field.styles";
import { useControllableText } from "../dialog/useControllableText";

export interface SingleInputPopupLabels {
  readonly save: string;
  readonly cancel: string;
  readonly close: string;
}

export const DEFAULT_SINGLE_INPUT_POPUP_LABELS: SingleInputPopupLabels = {
  save: "Save",
  cancel: "Cancel",
  close: "Close",
};

export interface SingleInputPopupProps {
  readonly open: boolean;
  /** Asked to close (Escape, cancel, ×); never while saving. */
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description?: string;
  /** The field's label. */
  readonly label: string;
  /** The text, when the parent keeps it. */
  readonly value?: string;
  /** The text at first render when the popup keeps it itself (e.g. the name being edited). */
  readonly defaultValue?: string;
  readonly onValueChange?: (text: string) => void;
  readonly placeholder?: string;
  /** Longest text accepted; applied only when above 0. */
  readonly maxLength?: number;
  /** Saved with the text trimmed (the SDK's `trimSingleInput`); never blank. */
  readonly onSave: (text: string) => void;
  /** The save is running: the save button shows a spinner, the field is read-only. */
  readonly saving?: boolean;
  /** Why saving failed (or why the text is refused); marks the field invalid. */
  readonly error?: ReactNode;
  readonly labels?: Partial<SingleInputPopupLabels>;
}

/**
 * A popup asking for one line of text (a name, a label): a title, one field, save and cancel.
 * Enter saves, Escape cancels. The text is trimmed on save, and a blank one cannot be saved.
 */
export function SingleInputPopup({
  open,
  onOpenChange,
  title,
  description,
  label,
  value,
  defaultValue = "",
  onValueChange,
  placeholder,
  maxLength,
  onSave,
  saving = false,
  error,
  labels,
}: SingleInputPopupProps) {
  const words = { ...DEFAULT_SINGLE_INPUT_POPUP_LABELS, ...labels };
  const [text, setText] = useControllableText(value, defaultValue, onValueChange);
  const fieldId = useId();
  const errorId = useId();
  const trimmed = trimSingleInput(text);
  const hasError = error !== undefined && error !== null && error !== false;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(description === undefined ? {} : { description })}
      closeLabel={words.close}
      dismissible={!saving}
      size="sm"
    >
      <form
        noValidate
        aria-busy={saving || undefined}
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed !== "" && !saving) onSave(trimmed);
        }}
      >
        <label htmlFor={fieldId} className={POPUP_LABEL}>
          {label}
        </label>
        <input
          id={fieldId}
          type="text"
          data-slot="single-input"
          value={text}
          readOnly={saving}
          autoComplete="off"
          {...(placeholder === undefined ? {} : { placeholder })}
          {...(maxLength !== undefined && maxLength > 0 ? { maxLength } : {})}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
          }}
          className={clsx(POPUP_FIELD, "h-9")}
        />
        {hasError ? (
          <div id={errorId}>
            <DialogError>{error}</DialogError>
          </div>
        ) : null}
        <DialogFooter>
          <Button
            variant="secondary"
            disabled={saving}
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {words.cancel}
          </Button>
          <Button type="submit" loading={saving} disabled={trimmed === ""}>
            {words.save}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
