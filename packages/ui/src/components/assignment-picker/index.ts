export { AssignmentPicker, matchesAssignment } from "./AssignmentPicker";
export type { AssignmentItem, AssignmentPickerProps } from "./AssignmentPicker";
export { DEFAULT_ASSIGNMENT_PICKER_LABELS } from "./assignment-picker.labels";
export type { AssignmentPickerLabels } from "./assignment-picker.labels";
