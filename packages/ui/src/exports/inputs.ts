// Public exports of the inputs group (see ../index.ts).
export { FormField } from "../components/form-field/FormField";
export type {
  FormFieldControlProps,
  FormFieldLayout,
  FormFieldProps,
} from "../components/form-field/FormField";

export { TextField } from "../components/text-field/TextField";
export type {
  DateMaskKindProps,
  NumberKindProps,
  NumberMaskKindProps,
  TextFieldCommonProps,
  TextFieldKind,
  TextFieldKindProps,
  TextFieldLabels,
  TextFieldProps,
  TextKindProps,
} from "../components/text-field/text-field.types";
export type { InputSize, InputTheme } from "../theme/input.styles";

export { SelectField } from "../components/select-field/SelectField";
export type { SelectFieldOption, SelectFieldProps } from "../components/select-field/SelectField";

export { FieldGroup } from "../components/field-group/FieldGroup";
export type { FieldGroupProps } from "../components/field-group/FieldGroup";
export { FieldProblem } from "../components/field-group/FieldProblem";

export { SearchBox } from "../components/search-box/SearchBox";
export type { SearchBoxLabels, SearchBoxProps } from "../components/search-box/SearchBox";

export { Textarea } from "../components/textarea/Textarea";
export type { TextareaLabels, TextareaProps } from "../components/textarea/Textarea";
