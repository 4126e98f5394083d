// Public exports of the profile group (issue #8): facts, history, tabs that are pages, and the
// picture (avatar) picker.
export { FactList } from "../components/profile/FactList";
export type { Fact, FactListProps } from "../components/profile/FactList";
export { HistoryList } from "../components/profile/HistoryList";
export type {
  HistoryChangeView,
  HistoryEntryView,
  HistoryListLabels,
  HistoryListProps,
} from "../components/profile/HistoryList";
export { NavTabs } from "../components/profile/NavTabs";
export type { NavTab, NavTabLinkProps, NavTabsProps } from "../components/profile/NavTabs";
export { AvatarPicker, DEFAULT_AVATAR_TYPES } from "../components/avatar-picker/AvatarPicker";
export type { AvatarPickerProps } from "../components/avatar-picker/AvatarPicker";
export { DEFAULT_AVATAR_PICKER_LABELS } from "../components/avatar-picker/avatar-picker.labels";
export type { AvatarPickerLabels } from "../components/avatar-picker/avatar-picker.labels";
