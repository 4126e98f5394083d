/**
 * The `/messages` filter controls, each written to the address: campaign and template (chosen
 * from their lists), submission (an id, applied with Enter) and the sent dates (from, until;
 * whole days, as `?after=` and `?before=`).
 */
import { Dropdown, FormField, SearchBox, type DropdownOption } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";

export interface MessageFilterValues {
  readonly campaign?: string | undefined;
  readonly template?: string | undefined;
  readonly account?: string | undefined;
  readonly after?: string | undefined;
  readonly before?: string | undefined;
}

const ALL = 500;

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: string | undefined;
  readonly options: readonly DropdownOption[];
  readonly onChange: (value: string | undefined) => void;
}) {
  const t = useT();
  return (
    <FormField label={label} className="w-48">
      {(control) => (
        <Dropdown
          {...control}
          size="md"
          options={[{ value: "", display: t("list.any") }, ...options]}
          value={value ?? ""}
          onValueChange={(next) => {
            onChange(next === "" ? undefined : String(next));
          }}
          searchable
          fullWidth
        />
      )}
    </FormField>
  );
}

function Day({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
}) {
  return (
    <FormField label={label} className="w-40">
      {(control) => (
        <input
          {...control}
          type="date"
          value={value ?? ""}
          onChange={(event) => {
            onChange(event.target.value === "" ? undefined : event.target.value);
          }}
          className="h-9 rounded-md border border-line bg-surface px-2 text-sm text-fg"
        />
      )}
    </FormField>
  );
}

export function MessageFilters({
  values,
  onChange,
}: {
  readonly values: MessageFilterValues;
  readonly onChange: (patch: MessageFilterValues) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const [account, setAccount] = useState(values.account ?? "");
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", { params: { query: { PageSize: ALL, Sort: "title" } }, signal }),
  );
  const templates = useApiQuery("emailtemplates:names", (signal) =>
    client.call("listEmailTemplates", { params: { query: { PageSize: ALL } }, signal }),
  );
  const campaignOptions = useMemo(
    () => (campaigns.data?.Result ?? []).map((row) => ({ value: row.id, display: row.title })),
    [campaigns.data],
  );
  const templateOptions = useMemo(
    () => (templates.data?.Result ?? []).map((row) => ({ value: row.id, display: row.name })),
    [templates.data],
  );
  return (
    <div data-slot="message-filters" className="flex flex-wrap items-end gap-3">
      <Choice
        label={t("emailDelivery.messages.filter.campaign")}
        value={values.campaign}
        options={campaignOptions}
        onChange={(campaign) => {
          onChange({ campaign });
        }}
      />
      <Choice
        label={t("emailDelivery.messages.filter.template")}
        value={values.template}
        options={templateOptions}
        onChange={(template) => {
          onChange({ template });
        }}
      />
      <SearchBox
        value={account}
        onValueChange={setAccount}
        onSearch={(term) => {
          const next = term.trim();
          onChange({ account: next === "" ? undefined : next });
        }}
        onClear={() => {
          onChange({ account: undefined });
        }}
        labels={{
          label: t("emailDelivery.messages.filter.submission"),
          placeholder: t("emailDelivery.messages.filter.submissionPlaceholder"),
        }}
        className="w-48"
      />
      <Day
        label={t("emailDelivery.messages.filter.after")}
        value={values.after}
        onChange={(after) => {
          onChange({ after });
        }}
      />
      <Day
        label={t("emailDelivery.messages.filter.before")}
        value={values.before}
        onChange={(before) => {
          onChange({ before });
        }}
      />
    </div>
  );
}
