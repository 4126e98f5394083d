import { Dropdown, FormField } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import type { ListState, ListStateChange } from "../../patterns";
import type { TeamsIndex } from "../../patterns/data/use-teams-index";
import { dropdownLabels } from "../teams/team-words";
import type { CampaignFilter } from "./campaigns-list-spec";
import { campaignTypeOptions } from "./campaign-words";

/** The campaign list's filters: type (the contract's types) and team (searchable); "Any" clears. */
export function CampaignFilters({
  teams,
  state,
  onChange,
}: {
  readonly teams: TeamsIndex;
  readonly state: ListState<CampaignFilter>;
  readonly onChange: (change: ListStateChange<CampaignFilter>) => void;
}) {
  const t = useT();
  return (
    <>
      <FormField label={t("campaigns.filter.type")} className="w-44">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            options={[{ value: "", display: t("list.any") }, ...campaignTypeOptions(t)]}
            value={state.filters.type ?? ""}
            onValueChange={(value) => {
              onChange({ filters: { type: String(value) } });
            }}
            fullWidth
          />
        )}
      </FormField>
      <FormField label={t("campaigns.filter.team")} className="w-56">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            options={[
              { value: "", display: t("list.any") },
              ...teams.teams.map((team) => ({ value: team.id, display: team.title })),
            ]}
            value={state.filters.team ?? ""}
            onValueChange={(value) => {
              onChange({ filters: { team: String(value) } });
            }}
            searchable
            loading={teams.loading}
            labels={dropdownLabels(t)}
            fullWidth
          />
        )}
      </FormField>
    </>
  );
}
