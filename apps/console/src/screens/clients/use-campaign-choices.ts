import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import type { AssignmentItem } from "@canvass/ui";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../../patterns";

/** Every campaign (by title) as the assignment picker's choices, with its type as the detail. */
export function useCampaignChoices() {
  const { client } = useRuntime().services;
  const query = useApiQuery("campaigns:all", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const items: AssignmentItem[] = (query.data?.Result ?? []).map((campaign) => ({
    id: campaign.id,
    label: campaign.title,
  }));
  return { ...query, items };
}
