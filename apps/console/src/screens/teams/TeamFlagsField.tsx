import {
  isRestrictionFlag,
  type PermissionContext,
  type Role,
  type TeamRefusal,
} from "@canvass/sdk/permissions";
import { FlagToggles } from "@canvass/ui";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { useT } from "../../i18n/use-t";
import { flagGroups, flagItems, flagLabels } from "./team-flags";
import type { TeamGeneralValues } from "./team-form-values";

/**
 * The team's restriction flags in the general form: both lists (`restrictions`, `permissions`)
 * as one `FlagToggles`, locked with the reason when the operator may not change them.
 */
export function TeamFlagsField({
  control,
  role,
  lock,
  permissions,
  disabled,
}: {
  readonly control: Control<TeamGeneralValues>;
  readonly role: Role | undefined;
  /** Why the operator may not change the flags (the SDK's `teamFlagsRefusal`). */
  readonly lock: TeamRefusal | undefined;
  readonly permissions: PermissionContext | null;
  readonly disabled: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const restricted = useController({ control, name: "restrictions" });
  const exempt = useController({ control, name: "permissions" });
  const reason = lock === undefined ? undefined : t(`teams.flags.lock.${lock}`);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h2 id={titleId} className="text-base font-semibold text-fg">
          {t("teams.flags.title")}
        </h2>
        <p className="text-sm text-fg-muted">{t("teams.flags.hint")}</p>
      </div>
      <FlagToggles
        groups={flagGroups(t)}
        flags={flagItems(t, role, permissions?.features)}
        restricted={restricted.field.value}
        exempt={exempt.field.value}
        onChange={(next) => {
          restricted.field.onChange(next.restricted.filter(isRestrictionFlag));
          exempt.field.onChange(next.exempt.filter(isRestrictionFlag));
        }}
        readOnly={lock !== undefined}
        {...(reason === undefined ? {} : { readOnlyReason: reason })}
        disabled={disabled}
        labels={flagLabels(t)}
      />
    </section>
  );
}
