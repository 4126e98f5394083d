/**
 * `/lookup/{ids?}/{defaultTab?}` (ViewSubLookup): the submissions of the address, one closable tab
 * each (the address follows), or an id box when no id is given. The flow is the lookup machine's
 * (`use-lookup.ts`); this file renders it.
 */
import { parseLookupIds } from "@canvass/sdk/accounts";
import { ClosableTabs, EmptyState, PageHeader, Spinner, Button } from "@canvass/ui";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../../patterns";
import { LookupIdBox } from "./LookupIdBox";
import { SubmissionPanel } from "./SubmissionPanel";
import { useLookup } from "./use-lookup";

export function LookupPage() {
  const { ids = "", defaultTab } = useParams();
  const parsed = useMemo(() => parseLookupIds(ids), [ids]);
  if (parsed.ids.length === 0) return <LookupIdBox invalid={parsed.invalid} />;
  return <LookupTabs ids={parsed.ids} invalid={parsed.invalid} tab={defaultTab} />;
}

function LookupTabs({
  ids,
  invalid,
  tab,
}: {
  readonly ids: readonly string[];
  readonly invalid: readonly string[];
  readonly tab: string | undefined;
}) {
  const t = useT();
  const lookup = useLookup(ids, tab);
  const { view, send } = lookup;
  const active = view.tabs.find((item) => item.active);
  return (
    <PageFrame data-screen="lookup">
      <PageHeader
        title={t("lookup.title")}
        description={t("lookup.count", { count: view.tabs.length })}
      />
      {invalid.length > 0 ? (
        <p role="status" className="mb-3 text-sm text-warning-text">
          {t("lookup.invalidIds", { ids: invalid.join(", ") })}
        </p>
      ) : null}
      <ClosableTabs
        aria-label={t("lookup.tabsLabel")}
        items={view.tabs.map((item) => ({ value: item.id, label: item.id, status: item.status }))}
        value={view.active}
        onValueChange={(id) => {
          send({ type: "lookup.select", id });
        }}
        onClose={(id) => {
          send({ type: "lookup.close", id });
        }}
        labels={{
          close: (label) => t("lookup.close", { id: label }),
          loading: t("lookup.loading"),
        }}
      >
        {active === undefined ? null : active.status === "loading" ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner /> {t("lookup.loading")}
          </p>
        ) : active.status === "missing" ? (
          <EmptyState
            title={t("lookup.missingTitle", { id: active.id })}
            description={t("lookup.missingDescription")}
          />
        ) : active.status === "failed" ? (
          <EmptyState
            title={t("lookup.failedTitle")}
            description={view.loadFailure?.message}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  send({ type: "lookup.reload" });
                }}
              >
                {t("lookup.retry")}
              </Button>
            }
          />
        ) : view.account === undefined ? null : (
          <SubmissionPanel key={active.id} lookup={lookup} account={view.account} tab={tab} />
        )}
      </ClosableTabs>
    </PageFrame>
  );
}
