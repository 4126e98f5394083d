// Public exports of the restriction flag toggles (issue #8): the component, its labels and the
// pure helpers that word a flag's state and apply a switch to a team's two lists.
export { FlagToggles } from "../components/flag-toggles/FlagToggles";
export type {
  FlagToggleGroup,
  FlagToggleItem,
  FlagTogglesProps,
} from "../components/flag-toggles/FlagToggles";
export { DEFAULT_FLAG_TOGGLES_LABELS } from "../components/flag-toggles/flag-toggles.labels";
export type { FlagTogglesLabels } from "../components/flag-toggles/flag-toggles.labels";
export { flagState, toggleFlag } from "../components/flag-toggles/flag-state";
export type { FlagLists, FlagState } from "../components/flag-toggles/flag-state";
