import { Dropdown, FormField } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import { dropdownLabels } from "../../screens/teams/team-words";
import type { TeamsIndex } from "./use-teams-index";

/**
 * A list filter naming one team of the operator's teams index (searchable), or "Any" (the empty
 * value). Used by every list that filters by a team (teams' parent, campaigns' team, …).
 */
export function TeamFilterField({
  label,
  teams,
  value,
  onChange,
}: {
  readonly label: string;
  readonly teams: TeamsIndex;
  /** The chosen team's id, or `""` for any. */
  readonly value: string;
  readonly onChange: (teamId: string) => void;
}) {
  const t = useT();
  return (
    <FormField label={label} className="w-56">
      {(control) => (
        <Dropdown
          {...control}
          size="md"
          options={[
            { value: "", display: t("list.any") },
            ...teams.teams.map((team) => ({ value: team.id, display: team.title })),
          ]}
          value={value}
          onValueChange={(next) => {
            onChange(String(next));
          }}
          searchable
          loading={teams.loading}
          labels={dropdownLabels(t)}
          fullWidth
        />
      )}
    </FormField>
  );
}
