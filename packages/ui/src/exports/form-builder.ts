// Public exports of the form builder's pieces and the phone frame (see ../index.ts).
export { FormFieldRow } from "../components/form-builder/FormFieldRow";
export type {
  FormFieldRowLabels,
  FormFieldRowProps,
} from "../components/form-builder/FormFieldRow";
export { DEFAULT_FORM_FIELD_ROW_LABELS } from "../components/form-builder/form-field-row.labels";
export { SortableFieldList } from "../components/form-builder/SortableFieldList";
export type { SortableFieldListProps } from "../components/form-builder/SortableFieldList";
export { PhoneFrame } from "../components/phone-frame/PhoneFrame";
export type { PhoneFrameProps } from "../components/phone-frame/PhoneFrame";
