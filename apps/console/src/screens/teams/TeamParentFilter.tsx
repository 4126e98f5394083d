import { useT } from "../../i18n/use-t";
import type { ListState, ListStateChange } from "../../patterns";
import { TeamFilterField } from "../../patterns/data/TeamFilterField";
import type { TeamsIndex } from "../../patterns/data/use-teams-index";
import type { TeamFilter } from "./teams-list-spec";

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
    <TeamFilterField
      label={t("teams.filter.parent")}
      teams={teams}
      value={state.filters.parent ?? ""}
      onChange={(parent) => {
        onChange({ filters: { parent } });
      }}
    />
  );
}
