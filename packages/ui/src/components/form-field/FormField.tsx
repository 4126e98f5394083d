import { clsx } from "clsx";
import { CircleAlert } from "lucide-react";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { joinIds } from "./join-ids";

export type FormFieldLayout = "vertical" | "horizontal";

/** What a control inside a FormField spreads on itself to be labelled, described and marked. */
export interface FormFieldControlProps {
  readonly id: string;
  readonly "aria-describedby"?: string;
  readonly "aria-invalid"?: true;
  readonly "aria-required"?: true;
}

export interface FormFieldProps extends Omit<ComponentPropsWithRef<"div">, "children" | "id"> {
  /** The visible label, bound to the control with `htmlFor`. */
  readonly label: ReactNode;
  /** Keeps the label for screen readers only (the control must still be named). */
  readonly hideLabel?: boolean;
  /** Help text under the control, linked with `aria-describedby`. */
  readonly hint?: ReactNode;
  /**
   * An error message: shown under the control, announced (role="alert"), linked with
   * `aria-describedby`, and the control is marked `aria-invalid`. Nothing (or `false`) = valid.
   */
  readonly error?: ReactNode;
  /** Shows a required marker after the label and marks the control `aria-required`. */
  readonly required?: boolean;
  /** Dims the label to match a disabled control (hint and error stay readable). */
  readonly disabled?: boolean;
  /** "vertical" stacks the label over the control; "horizontal" puts it in a column to its left. */
  readonly layout?: FormFieldLayout;
  /** Content after the control on the same row: a unit, a button, a link. */
  readonly trailing?: ReactNode;
  /** The control's id; generated when omitted. */
  readonly controlId?: string;
  /**
   * The control. A function receives the props to spread on it (id, aria-describedby,
   * aria-invalid, aria-required); plain nodes must wire those themselves.
   */
  readonly children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
}

const hasContent = (node: ReactNode): boolean =>
  node !== undefined && node !== null && node !== false && node !== "";

/**
 * The one layout of a labelled form control: label (with an optional required marker), the
 * control with optional trailing content, a hint and an error message linked to the control.
 */
export function FormField({
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  disabled = false,
  layout = "vertical",
  trailing,
  controlId,
  className,
  children,
  ...rest
}: FormFieldProps) {
  const generatedId = useId();
  const id = controlId ?? `${generatedId}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hasContent(hint);
  const invalid = hasContent(error);
  const describedBy = joinIds(showHint && hintId, invalid && errorId);
  const control: FormFieldControlProps = {
    id,
    ...(describedBy === undefined ? {} : { "aria-describedby": describedBy }),
    ...(invalid ? { "aria-invalid": true } : {}),
    ...(required ? { "aria-required": true } : {}),
  };
  const horizontal = layout === "horizontal";

  return (
    <div
      {...rest}
      data-slot="form-field"
      data-layout={layout}
      data-state={invalid ? "invalid" : "valid"}
      data-disabled={disabled || undefined}
      className={clsx(
        horizontal
          ? "grid grid-cols-[minmax(6rem,12rem)_minmax(0,1fr)] items-start gap-x-4 gap-y-1.5"
          : "flex flex-col gap-1.5",
        className,
      )}
    >
      <label
        htmlFor={id}
        data-slot="form-field-label"
        className={clsx(
          hideLabel ? "sr-only" : "flex items-center gap-1 text-sm font-medium text-fg select-none",
          horizontal && !hideLabel && "min-h-9 py-1",
          disabled && "opacity-60",
        )}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-text">
            *
          </span>
        ) : null}
      </label>
      <div
        className={clsx("flex min-w-0 flex-col gap-1.5", horizontal && hideLabel && "col-start-2")}
      >
        <div data-slot="form-field-control" className="flex min-w-0 items-center gap-2">
          <div className="min-w-0 flex-1">
            {typeof children === "function" ? children(control) : children}
          </div>
          {hasContent(trailing) ? (
            <div data-slot="form-field-trailing" className="flex shrink-0 items-center gap-2">
              {trailing}
            </div>
          ) : null}
        </div>
        {showHint ? (
          <p id={hintId} data-slot="form-field-hint" className="text-xs text-fg-muted">
            {hint}
          </p>
        ) : null}
        {invalid ? (
          <p
            id={errorId}
            role="alert"
            data-slot="form-field-error"
            className="flex items-start gap-1.5 text-xs font-medium text-danger-text"
          >
            <CircleAlert size={14} aria-hidden="true" className="mt-px shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
