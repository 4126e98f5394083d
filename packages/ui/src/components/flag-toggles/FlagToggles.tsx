import * as Switch from "@radix-ui/react-switch";
import { clsx } from "clsx";
import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { Badge } from "../badge/Badge";
import type { Tone } from "../badge/badge.styles";
import { flagState, isActiveState, toggleFlag, type FlagLists, type FlagState } from "./flag-state";
import { DEFAULT_FLAG_TOGGLES_LABELS, type FlagTogglesLabels } from "./flag-toggles.labels";

/** One restriction flag, as the console describes it. */
export interface FlagToggleItem {
  /** The flag's name (`nocreateteams`): shown, and the key in the two lists. */
  readonly id: string;
  /** What the flag takes away, in the reader's words ("Cannot create teams"). */
  readonly meaning: ReactNode;
  /** The id of the group it is listed under. */
  readonly group: string;
  /** On for the team's role unless the team is exempt (a role default). */
  readonly defaultOn?: boolean;
  /** The team's role ignores this flag: the row says so. */
  readonly inapplicable?: boolean;
}

export interface FlagToggleGroup {
  readonly id: string;
  readonly label: ReactNode;
}

export interface FlagTogglesProps extends Omit<ComponentPropsWithRef<"div">, "onChange"> {
  readonly groups: readonly FlagToggleGroup[];
  readonly flags: readonly FlagToggleItem[];
  /** The flags set on the team (its `restrictions`). */
  readonly restricted: readonly string[];
  /** The flags the team is lifted from (its `permissions` list). */
  readonly exempt: readonly string[];
  /** Both lists after a switch moved (each flag in at most one of them). */
  readonly onChange?: (next: { restricted: string[]; exempt: string[] }) => void;
  /** Shows every state without letting it change; `readOnlyReason` says why. */
  readonly readOnly?: boolean;
  readonly readOnlyReason?: ReactNode;
  /** Switches off for a moment (while saving). */
  readonly disabled?: boolean;
  /** Only the rows that are restricted, exempt or on by default (a profile's summary). */
  readonly onlyActive?: boolean;
  /** Whether each row has the "exempt" switch (false for a client, which has no such list). */
  readonly exemptable?: boolean;
  readonly labels?: Partial<FlagTogglesLabels>;
}

const STATE_TONES: Readonly<Record<FlagState, Tone>> = {
  restricted: "warning",
  default: "warning",
  exempt: "success",
  off: "neutral",
};

const stateText = (state: FlagState, labels: FlagTogglesLabels): string =>
  ({
    restricted: labels.stateRestricted,
    default: labels.stateDefault,
    exempt: labels.stateExempt,
    off: labels.stateOff,
  })[state];

const SWITCH = clsx(
  "relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent bg-line-strong transition-colors",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:opacity-55",
);
const THUMB =
  "pointer-events-none block size-4 translate-x-0.5 rounded-full bg-surface shadow-sm transition-transform data-[state=checked]:translate-x-4 motion-reduce:transition-none";

function FlagSwitch({
  label,
  caption,
  checked,
  tone,
  disabled,
  describedBy,
  onChange,
}: {
  readonly label: string;
  readonly caption: string;
  readonly checked: boolean;
  readonly tone: "restricted" | "exempt";
  readonly disabled: boolean;
  readonly describedBy: string | undefined;
  readonly onChange: (on: boolean) => void;
}) {
  return (
    <span className="inline-flex items-center gap-2 text-xs text-fg-muted">
      <Switch.Root
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        data-slot={`flag-switch-${tone}`}
        className={clsx(
          SWITCH,
          tone === "restricted"
            ? "data-[state=checked]:bg-warning"
            : "data-[state=checked]:bg-success",
        )}
      >
        <Switch.Thumb className={THUMB} />
      </Switch.Root>
      <span aria-hidden="true">{caption}</span>
    </span>
  );
}

/**
 * A team's restriction flags as switches, grouped: each row names the flag, says what it takes
 * away and shows its state (restricted, exempt, on by default for the role, or off). "Restricted"
 * sets the flag on the team; "Exempt" puts it on the team's permission list, which lifts it even
 * when the role has it by default. Read-only shows the same rows with the switches locked and the
 * reason above them; `onlyActive` keeps only the rows that are not plain "off"; `exemptable`
 * false drops the "Exempt" switch (a client has restrictions only).
 */
export function FlagToggles({
  groups,
  flags,
  restricted,
  exempt,
  onChange,
  readOnly = false,
  readOnlyReason,
  disabled = false,
  onlyActive = false,
  exemptable = true,
  labels: labelOverrides,
  className,
  ...rest
}: FlagTogglesProps) {
  const labels = { ...DEFAULT_FLAG_TOGGLES_LABELS, ...labelOverrides };
  const reasonId = useId();
  const lists: FlagLists = { restricted, exempt };
  const order = flags.map((flag) => flag.id);
  const locked = readOnly || disabled || onChange === undefined;
  const describedBy = readOnly && readOnlyReason !== undefined ? reasonId : undefined;
  const rows = flags
    .map((flag) => ({ flag, state: flagState(flag.id, lists, flag.defaultOn === true) }))
    .filter((row) => !onlyActive || isActiveState(row.state));
  const change = (flag: string, which: keyof FlagLists, on: boolean) => {
    onChange?.(toggleFlag(lists, flag, which, on, order));
  };

  return (
    <div
      {...rest}
      data-slot="flag-toggles"
      data-readonly={readOnly ? "" : undefined}
      className={clsx("flex flex-col gap-4", className)}
    >
      {readOnly && readOnlyReason !== undefined ? (
        <p
          id={reasonId}
          data-slot="flag-toggles-reason"
          className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-fg-muted"
        >
          {readOnlyReason}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-fg-muted">{labels.empty}</p> : null}
      {groups.map((group) => {
        const groupRows = rows.filter((row) => row.flag.group === group.id);
        if (groupRows.length === 0) return null;
        return (
          <fieldset key={group.id} data-slot="flag-group" className="flex min-w-0 flex-col gap-1">
            <legend className="mb-1 text-xs font-medium tracking-wide text-fg-muted uppercase">
              {group.label}
            </legend>
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {groupRows.map(({ flag, state }) => (
                <li
                  key={flag.id}
                  data-slot="flag-toggle"
                  data-flag={flag.id}
                  data-state={state}
                  data-inapplicable={flag.inapplicable === true ? "" : undefined}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2.5"
                >
                  <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-0.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <code className="font-mono text-sm font-medium text-fg">{flag.id}</code>
                      <Badge size="sm" tone={STATE_TONES[state]}>
                        {stateText(state, labels)}
                      </Badge>
                    </div>
                    <p className="text-sm text-fg-muted">{flag.meaning}</p>
                    {flag.inapplicable === true ? (
                      <p className="text-xs text-fg-muted italic">{labels.inapplicable}</p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 items-center gap-4">
                    <FlagSwitch
                      tone="restricted"
                      label={labels.restrict(flag.id)}
                      caption={labels.restrictedSwitch}
                      checked={restricted.includes(flag.id) && !exempt.includes(flag.id)}
                      disabled={locked}
                      describedBy={describedBy}
                      onChange={(on) => {
                        change(flag.id, "restricted", on);
                      }}
                    />
                    {exemptable ? (
                      <FlagSwitch
                        tone="exempt"
                        label={labels.exempt(flag.id)}
                        caption={labels.exemptSwitch}
                        checked={exempt.includes(flag.id)}
                        disabled={locked}
                        describedBy={describedBy}
                        onChange={(on) => {
                          change(flag.id, "exempt", on);
                        }}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
