/** Every text the flag toggles show or read out, so the console can translate them. */
export interface FlagTogglesLabels {
  /** The "restricted" switch's visible caption. */
  readonly restrictedSwitch: string;
  /** The "exempt" switch's visible caption. */
  readonly exemptSwitch: string;
  /** The "restricted" switch's accessible name, naming its flag. */
  readonly restrict: (flag: string) => string;
  /** The "exempt" switch's accessible name, naming its flag. */
  readonly exempt: (flag: string) => string;
  /** The row's state, in words beside the switches. */
  readonly stateRestricted: string;
  readonly stateExempt: string;
  readonly stateDefault: string;
  readonly stateOff: string;
  /** A flag the team's role ignores. */
  readonly inapplicable: string;
  /** `onlyActive` and no flag is restricted, exempt or on by default. */
  readonly empty: string;
}

export const DEFAULT_FLAG_TOGGLES_LABELS: FlagTogglesLabels = {
  restrictedSwitch: "Restricted",
  exemptSwitch: "Exempt",
  restrict: (flag) => `Restricted: ${flag}`,
  exempt: (flag) => `Exempt: ${flag}`,
  stateRestricted: "Restricted",
  stateExempt: "Exempt",
  stateDefault: "Restricted by default",
  stateOff: "Not restricted",
  inapplicable: "Does not apply to this role",
  empty: "No restriction flags are set.",
};
