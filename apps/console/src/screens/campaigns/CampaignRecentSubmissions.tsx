/**
 * The campaign's submissions of the last 7 days: their count (`queryAccounts` of the SDK's
 * `recentSubmissionsView`, one row a page, its `Count`) and a link into `/subs` with the same
 * view, so the list opened shows exactly what was counted. Only with `ViewSubList`.
 */
import { RECENT_SUBMISSION_DAYS, recentSubmissionsView } from "@canvass/sdk/campaigns";
import { subsAddress, subsQuery } from "@canvass/sdk/queries";
import { Card } from "@canvass/ui";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { subsAddressOptions } from "../subs/use-subs-view";

export function CampaignRecentSubmissions({ campaignId }: { readonly campaignId: string }) {
  const t = useT();
  const { client } = useRuntime().services;
  const [now] = useState(() => new Date());
  const options = subsAddressOptions();
  const view = recentSubmissionsView(campaignId, options);
  const query = { ...subsQuery(view, { now, fields: ["ID"] }), PageSize: 1 };
  const count = useApiQuery(`campaign-subs:${JSON.stringify(query)}`, (signal) =>
    client.call("queryAccounts", { params: { query }, signal }),
  );
  const address = `/subs?${subsAddress(view, options).toString()}`;
  return (
    <Card title={t("campaigns.recent.title", { days: RECENT_SUBMISSION_DAYS })}>
      <p className="text-sm" aria-live="polite">
        {count.data !== undefined
          ? t("campaigns.recent.count", { count: count.data.Count })
          : count.error !== undefined
            ? t("campaigns.recent.failed")
            : t("campaigns.loading")}
      </p>
      <Link to={address} className="mt-2 inline-block text-sm text-primary-text hover:underline">
        {t("campaigns.recent.open")}
      </Link>
    </Card>
  );
}
