import { Dropdown, FormField, type DropdownOption } from "@canvass/ui";
import { useT } from "../../../i18n/use-t";

/** A campaign filter of an admin list: every campaign (searchable); "Any" clears it. */
export function CampaignFilter({
  options,
  value,
  onChange,
}: {
  readonly options: readonly DropdownOption[];
  readonly value: string | undefined;
  readonly onChange: (campaign: string) => void;
}) {
  const t = useT();
  return (
    <FormField label={t("admin.filter.campaign")} className="w-56">
      {(control) => (
        <Dropdown
          {...control}
          size="md"
          searchable
          options={[{ value: "", display: t("list.any") }, ...options]}
          value={value ?? ""}
          onValueChange={(next) => {
            onChange(String(next));
          }}
          fullWidth
        />
      )}
    </FormField>
  );
}
