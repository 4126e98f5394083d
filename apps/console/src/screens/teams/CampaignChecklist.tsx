/**
 * The campaigns a team works on, as a checklist with a search box: long lists stay usable (the
 * search narrows what is shown, never what is chosen), each campaign is a real checkbox with its
 * title as label, and the count of chosen campaigns is read out as it changes.
 */
import { SearchBox, Spinner } from "@canvass/ui";
import { useId, useState } from "react";
import { useT } from "../../i18n/use-t";

export interface CampaignChoice {
  readonly id: string;
  readonly title: string;
}

/** Case- and accent-insensitive "contains", for the search box. */
export function matchesTerm(title: string, term: string): boolean {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  return fold(title).includes(fold(term.trim()));
}

export function CampaignChecklist({
  label,
  campaigns,
  value,
  onChange,
  loading = false,
  disabled = false,
}: {
  readonly label: string;
  readonly campaigns: readonly CampaignChoice[];
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly loading?: boolean;
  readonly disabled?: boolean;
}) {
  const t = useT();
  const countId = useId();
  const [term, setTerm] = useState("");
  const shown = campaigns.filter((campaign) => matchesTerm(campaign.title, term));
  const chosen = new Set(value);
  const toggle = (id: string, on: boolean) => {
    onChange(on ? [...value, id] : value.filter((item) => item !== id));
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={countId}>
      <legend className="mb-1 text-sm font-medium text-fg">{label}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          value={term}
          onValueChange={setTerm}
          onSearch={setTerm}
          onClear={() => {
            setTerm("");
          }}
          disabled={disabled}
          labels={{
            label: t("teams.campaignSearch"),
            placeholder: t("teams.campaignSearchPlaceholder"),
            clear: t("teams.campaignSearchClear"),
          }}
          className="w-64 max-w-full"
        />
        <p id={countId} aria-live="polite" className="text-sm text-fg-muted">
          {t("teams.campaignsChosen", { count: chosen.size, total: campaigns.length })}
        </p>
      </div>
      <div className="max-h-64 overflow-y-auto rounded-lg border border-line bg-surface">
        {loading && campaigns.length === 0 ? (
          <p className="flex items-center gap-2 p-3 text-sm text-fg-muted">
            <Spinner />
            {t("teams.campaignsLoading")}
          </p>
        ) : shown.length === 0 ? (
          <p className="p-3 text-sm text-fg-muted">
            {campaigns.length === 0 ? t("teams.noCampaigns") : t("teams.noCampaignMatch")}
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {shown.map((campaign) => (
              <li key={campaign.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-fg hover:bg-surface-muted has-disabled:cursor-not-allowed">
                  <input
                    type="checkbox"
                    checked={chosen.has(campaign.id)}
                    disabled={disabled}
                    onChange={(event) => {
                      toggle(campaign.id, event.currentTarget.checked);
                    }}
                    className="size-4 shrink-0 accent-primary"
                  />
                  {campaign.title}
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
