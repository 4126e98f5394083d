import { Dropdown, FormField } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import type { ListState, ListStateChange } from "../../patterns";
import type { TeamsIndex } from "../../patterns/data/use-teams-index";
import type { TeamFilter } from "./teams-list-spec";
import { dropdownLabels } from "./team-words";

/** The parent filter of the team list: "Any", or one team (searchable) whose sub-teams to show. */
export function TeamParentFilter({
  teams,
  state,
  onChange,
}: {
  readonly teams: TeamsIndex;
  readonly state: ListState<TeamFilter>;
  readonly onChange: (change: ListStateChange<TeamFilter>) => void;
}) {
  const t = useT();
  return (
    <FormField label={t("teams.filter.parent")} className="w-56">
      {(control) => (
        <Dropdown
          {...control}
          size="md"
          options={[
            { value: "", display: t("list.any") },
            ...teams.teams.map((team) => ({ value: team.id, display: team.title })),
          ]}
          value={state.filters.parent ?? ""}
          onValueChange={(value) => {
            onChange({ filters: { parent: String(value) } });
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
