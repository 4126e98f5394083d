import { lookupTabs, openingLookupTab, type LookupTab } from "@canvass/sdk/accounts";
import { lookupPath } from "@canvass/sdk/search";
import { can } from "@canvass/sdk/permissions";
import type { AccountRecord } from "@canvass/machines";
import { Button, Card, FactList, StatusPill, Tabs } from "@canvass/ui";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { usePermissions } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { SubmissionActions } from "../submission-actions/SubmissionActions";
import { fieldLabel, fieldText } from "./field-text";
import { SubmissionEditor } from "./SubmissionEditor";
import { LookupTabPanel } from "./tabs/LookupTabPanel";
import type { Lookup } from "./use-lookup";

/** One submission: its summary, the operator's actions, and its tabs (or the editor). */
export function SubmissionPanel({
  lookup,
  account,
  tab,
}: {
  readonly lookup: Lookup;
  readonly account: AccountRecord;
  readonly tab: string | undefined;
}) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const visible = permissions === null ? [] : lookupTabs(permissions);
  const [current, setCurrent] = useState<LookupTab | undefined>(() =>
    openingLookupTab(visible, tab),
  );
  const { view, send, context } = lookup;
  const summary = ["CampaignName", "TeamName", "PlayerName", "Received", "Amount", "Frequency"];

  return (
    <div className="flex flex-col gap-4" data-slot="submission-panel">
      <Card
        title={t("lookup.submission", { id: account.ID })}
        actions={
          <div className="flex flex-wrap gap-2">
            {view.canEdit ? (
              <Button
                onClick={() => {
                  send({ type: "lookup.edit" });
                }}
              >
                {t("lookup.edit")}
              </Button>
            ) : null}
            <SubmissionActions
              ids={[account.ID]}
              onDone={() => {
                send({ type: "lookup.open", ids: context.ids });
              }}
              onDeleted={(ids) => {
                for (const id of ids) send({ type: "lookup.close", id });
              }}
            />
          </div>
        }
      >
        <FactList
          layout="grid"
          emptyText={t("lookup.notSet")}
          facts={[
            ...(typeof account.PaymentStatus === "string" &&
            permissions !== null &&
            can(permissions, "ViewSubPayment")
              ? [
                  {
                    id: "PaymentStatus",
                    label: fieldLabel("PaymentStatus", intl),
                    value: <StatusPill tone="neutral">{account.PaymentStatus}</StatusPill>,
                  },
                ]
              : []),
            ...summary
              .filter((field) => field in account)
              .map((field) => ({
                id: field,
                label: fieldLabel(field, intl),
                value: fieldText(field, account[field], t, intl),
              })),
          ]}
        />
        {view.step === "saved" ? (
          <p role="status" className="mt-3 text-sm text-success-text">
            {t("lookup.saved")}
          </p>
        ) : null}
      </Card>
      {view.editorOpen ? (
        <SubmissionEditor lookup={lookup} account={account} />
      ) : current === undefined ? null : (
        <Tabs
          aria-label={t("lookup.sections")}
          value={current}
          onValueChange={(next) => {
            setCurrent(next as LookupTab);
            void navigate(lookupPath(context.ids, next), { replace: true });
          }}
          items={visible.map((item) => ({ value: item, label: t(`lookup.tab.${item}`) }))}
        >
          <LookupTabPanel
            tab={current}
            account={account}
            saves={view.saves}
            catalogue={lookup.rules?.catalogue}
          />
        </Tabs>
      )}
    </div>
  );
}
