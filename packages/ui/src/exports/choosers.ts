// Public exports of the choosers group (see ../index.ts).
export { Dropdown } from "../components/dropdown/Dropdown";
export type { DropdownProps } from "../components/dropdown/Dropdown";
export { coerceSelection, filterOptions, optionOf } from "../components/dropdown/dropdown.options";
export type { DropdownOption, DropdownValue } from "../components/dropdown/dropdown.options";
export { DEFAULT_DROPDOWN_LABELS } from "../components/dropdown/dropdown.labels";
export type { DropdownLabels } from "../components/dropdown/dropdown.labels";
export type { DropdownSize } from "../components/dropdown/dropdown.styles";

export { DateRangePicker } from "../components/date-range-picker/DateRangePicker";
export type { DateRangePickerProps } from "../components/date-range-picker/DateRangePicker";
export { computeDateRange } from "../components/date-range-picker/date-range-value";
export type { DateRangeValue } from "../components/date-range-picker/date-range-value";
export { DEFAULT_DATE_RANGE_PICKER_LABELS } from "../components/date-range-picker/date-range-picker.labels";
export type {
  DateRangePickerLabelOverrides,
  DateRangePickerLabels,
} from "../components/date-range-picker/date-range-picker.labels";

export { DEFAULT_TABS_LABELS, Tabs } from "../components/tabs/Tabs";
export type { TabItem, TabLinkProps, TabsLabels, TabsProps } from "../components/tabs/Tabs";

export {
  AssignmentPicker,
  matchesAssignment,
} from "../components/assignment-picker/AssignmentPicker";
export type {
  AssignmentItem,
  AssignmentPickerProps,
} from "../components/assignment-picker/AssignmentPicker";
export { DEFAULT_ASSIGNMENT_PICKER_LABELS } from "../components/assignment-picker/assignment-picker.labels";
export type { AssignmentPickerLabels } from "../components/assignment-picker/assignment-picker.labels";
