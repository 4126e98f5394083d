/**
 * Whose data fills the preview and the test send: the SDK's sample values, or a submission
 * found by name, e-mail or id (`queryAccounts`, in the user's scope) and chosen from the list.
 */
import { Dropdown, FormField, SearchBox } from "@canvass/ui";
import { useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";

const FOUND = 10;

interface Found {
  readonly ID: string;
  readonly FirstName?: unknown;
  readonly LastName?: unknown;
  readonly Email?: unknown;
}

function display(row: Found): string {
  const name = [row.FirstName, row.LastName].filter((part) => typeof part === "string").join(" ");
  const email = typeof row.Email === "string" && row.Email !== "" ? ` <${row.Email}>` : "";
  return `${name === "" ? row.ID : name}${email} (${row.ID})`;
}

export function SamplePicker({
  value,
  onChange,
}: {
  readonly value: string | undefined;
  readonly onChange: (submission: string | undefined) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  const query = { q: term, PageSize: FOUND, Fields: "ID,FirstName,LastName,Email" };
  const found = useApiQuery(
    `email-sample:${term}`,
    (signal) => client.call("queryAccounts", { params: { query }, signal }),
    term !== "",
  );
  const rows = (found.data?.Accounts ?? []) as readonly Found[];
  const options = [
    { value: "", display: t("emailTemplates.sample.values") },
    ...rows.map((row) => ({ value: row.ID, display: display(row) })),
    ...(value !== undefined && !rows.some((row) => row.ID === value)
      ? [{ value, display: value }]
      : []),
  ];
  return (
    <div className="flex flex-wrap items-end gap-2" data-slot="sample-picker">
      <SearchBox
        value={text}
        onValueChange={setText}
        onSearch={(next) => {
          setTerm(next.trim());
        }}
        onClear={() => {
          setTerm("");
        }}
        loading={found.loading && term !== ""}
        labels={{
          label: t("emailTemplates.sample.find"),
          placeholder: t("emailTemplates.sample.findPlaceholder"),
        }}
        className="w-56"
      />
      <FormField label={t("emailTemplates.sample.label")} className="w-72">
        {(control) => (
          <Dropdown
            {...control}
            size="md"
            options={options}
            value={value ?? ""}
            onValueChange={(next) => {
              onChange(next === "" ? undefined : String(next));
            }}
            fullWidth
          />
        )}
      </FormField>
    </div>
  );
}
