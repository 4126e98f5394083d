import { Dropdown, FormField } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import type { ListState, ListStateChange } from "../../patterns";
import { TeamFilterField } from "../../patterns/data/TeamFilterField";
import type { TeamsIndex } from "../../patterns/data/use-teams-index";
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
      <TeamFilterField
        label={t("campaigns.filter.team")}
        teams={teams}
        value={state.filters.team ?? ""}
        onChange={(team) => {
          onChange({ filters: { team } });
        }}
      />
    </>
  );
}
