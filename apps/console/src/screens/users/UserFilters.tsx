import { Dropdown, FormField, type DropdownOption } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import type { ListState, ListStateChange } from "../../patterns";
import type { UserFilter } from "./users-list-spec";

export interface FilterChoice {
  readonly name: UserFilter;
  readonly label: string;
  readonly options: readonly DropdownOption[];
  readonly searchable?: boolean;
}

/** The list's filter dropdowns; "Any" clears a filter. */
export function UserFilters({
  choices,
  state,
  onChange,
}: {
  readonly choices: readonly FilterChoice[];
  readonly state: ListState<UserFilter>;
  readonly onChange: (change: ListStateChange<UserFilter>) => void;
}) {
  const t = useT();
  return (
    <>
      {choices.map((choice) => (
        <FormField key={choice.name} label={choice.label} className="w-44">
          {(control) => (
            <Dropdown
              {...control}
              size="md"
              options={[{ value: "", display: t("list.any") }, ...choice.options]}
              value={state.filters[choice.name] ?? ""}
              onValueChange={(value) => {
                onChange({ filters: { [choice.name]: String(value) } });
              }}
              searchable={choice.searchable}
              fullWidth
            />
          )}
        </FormField>
      ))}
    </>
  );
}
