// Public exports of the profile group (issue #8): facts, history, tabs that are pages.
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
