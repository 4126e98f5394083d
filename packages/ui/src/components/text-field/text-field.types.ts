import type { NumberRadix } from "@canvass/sdk/masks";
import type { ComponentPropsWithRef, ReactNode } from "react";
import type { FormFieldLayout } from "../form-field/FormField";
import type { InputSize, InputTheme } from "../../theme/input.styles";

/** Every text the field shows or announces, for translation. */
export interface TextFieldLabels {
  /** The clear button's accessible name. */
  readonly clear: string;
  /** The show-password toggle's accessible name (its pressed state says whether it is shown). */
  readonly showPassword: string;
  /** The placeholder of a date-mask field (the SDK's pattern, "dd.mm.yyyy", by default). */
  readonly datePlaceholder: string;
  /** Shown on blur when a date-mask field holds no real date (31.02.2026, 12.03). */
  readonly invalidDate: string;
}

type NativeInputProps = Omit<
  ComponentPropsWithRef<"input">,
  | "type"
  | "size"
  | "value"
  | "defaultValue"
  | "onChange"
  | "children"
  | "min"
  | "max"
  | "maxLength"
  | "minLength"
  | "required"
>;

/** Props every kind shares: the FormField layout, the frame and the native input's own props. */
export interface TextFieldCommonProps extends NativeInputProps {
  /** The visible label (see `hideLabel`). */
  readonly label: ReactNode;
  readonly hideLabel?: boolean;
  /** Help text under the field. */
  readonly hint?: ReactNode;
  /** An error message: red border, `aria-invalid`, the message announced and linked. */
  readonly error?: ReactNode;
  /** Required marker after the label and `aria-required` (no native browser validation). */
  readonly required?: boolean;
  readonly layout?: FormFieldLayout;
  /** Content after the field on the same row (a unit, a button). */
  readonly trailing?: ReactNode;
  readonly size?: InputSize;
  /**
   * The input theme, set as `data-input-theme` on the field: "dark" for inputs on dark bars in a
   * light page, "light" to keep light inputs in a dark page. Omitted: follows the page theme.
   */
  readonly theme?: InputTheme;
  /** A decorative icon before the text. */
  readonly icon?: ReactNode;
  /** Shows a clear button while the field has text. */
  readonly clearable?: boolean;
  /** Shows a spinner inside the field and marks the input `aria-busy` (it stays editable). */
  readonly loading?: boolean;
  readonly labels?: Partial<TextFieldLabels>;
  /** Classes for the field's outer element (the FormField). */
  readonly className?: string;
}

/** Plain text; `onValueChange` receives the text. */
export interface TextKindProps {
  readonly kind?: "text" | "email" | "password";
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly maxLength?: number;
  readonly minLength?: number;
}

/**
 * A native number input that emits the parsed number (null when empty or not a number).
 * `length`, `min` and `max` become attributes only when above 0 (the SDK's rule); `length` is
 * also enforced while typing, as browsers ignore `maxlength` on number inputs.
 */
export interface NumberKindProps {
  readonly kind: "number";
  readonly value?: number | null;
  readonly defaultValue?: number | null;
  readonly onValueChange?: (value: number | null) => void;
  readonly length?: number | null;
  readonly min?: number | null;
  readonly max?: number | null;
}

/**
 * A `dd.mm.yyyy` date: typing digits inserts the dots; emits the day at 00:00 UTC, or null while
 * incomplete or impossible; an impossible date shows an error on blur.
 */
export interface DateMaskKindProps {
  readonly kind: "date-mask";
  readonly value?: Date | null;
  readonly defaultValue?: Date | null;
  readonly onValueChange?: (value: Date | null) => void;
  /** Earliest year accepted (the SDK's 1900 by default). */
  readonly minYear?: number;
  /** Latest year accepted (the SDK's 9999 by default). */
  readonly maxYear?: number;
}

/**
 * A decimal number with the SDK's mask: 2 decimals and a comma radix by default, a minus sign
 * only when `min` is negative; blur formats and clamps ("25" → "25,00"). Emits the number, or
 * null while empty or out of range.
 */
export interface NumberMaskKindProps {
  readonly kind: "number-mask";
  readonly value?: number | null;
  readonly defaultValue?: number | null;
  readonly onValueChange?: (value: number | null) => void;
  readonly min?: number;
  readonly max?: number;
  readonly decimals?: number;
  readonly radix?: NumberRadix;
}

export type TextFieldKindProps =
  TextKindProps | NumberKindProps | DateMaskKindProps | NumberMaskKindProps;

export type TextFieldKind = NonNullable<TextFieldKindProps["kind"]>;

export type TextFieldProps = TextFieldCommonProps & TextFieldKindProps;
