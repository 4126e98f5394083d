import type { BulkDefaultField } from "@canvass/machines";
import { Dropdown, FormField, type DropdownOption } from "@canvass/ui";
import { useT } from "../../i18n/use-t";

export interface DefaultsPickerProps {
  readonly roles: readonly DropdownOption[];
  readonly teams: readonly DropdownOption[];
  readonly teamsLoading: boolean;
  readonly values: Readonly<Record<BulkDefaultField, string>>;
  readonly onChange: (field: BulkDefaultField, value: string) => void;
}

/**
 * The role and team given to rows that have none: roles below the operator's rank only, teams
 * the operator may see. "No default" leaves such rows to be reported as incomplete.
 */
export function DefaultsPicker({
  roles,
  teams,
  teamsLoading,
  values,
  onChange,
}: DefaultsPickerProps) {
  const t = useT();
  const none: DropdownOption = { value: "", display: t("bulk.defaults.none") };
  const dropdownLabels = {
    search: t("bulk.defaults.search"),
    searchPlaceholder: t("bulk.defaults.searchPlaceholder"),
    noResults: t("bulk.defaults.noResults"),
    noOptions: t("bulk.defaults.noOptions"),
    loading: t("bulk.defaults.loading"),
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-slot="bulk-defaults">
      <legend className="mb-2 text-sm font-semibold text-fg">{t("bulk.defaults.legend")}</legend>
      <FormField label={t("bulk.defaults.role")} hint={t("bulk.defaults.roleHint")}>
        {(control) => (
          <Dropdown
            {...control}
            options={[none, ...roles]}
            value={values.role}
            onValueChange={(value) => {
              onChange("role", String(value));
            }}
            labels={dropdownLabels}
            fullWidth
          />
        )}
      </FormField>
      <FormField label={t("bulk.defaults.team")} hint={t("bulk.defaults.teamHint")}>
        {(control) => (
          <Dropdown
            {...control}
            options={[none, ...teams]}
            value={values.team}
            onValueChange={(value) => {
              onChange("team", String(value));
            }}
            searchable
            loading={teamsLoading}
            labels={dropdownLabels}
            fullWidth
          />
        )}
      </FormField>
    </fieldset>
  );
}
