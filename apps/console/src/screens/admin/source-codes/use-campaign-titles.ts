import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { useRuntime } from "../../../app/runtime-context";
import { useApiQuery } from "../../../patterns";

/** Every campaign (id and title), for pickers and for naming campaigns in lists. */
export function useCampaignTitles() {
  const { client } = useRuntime().services;
  const query = useApiQuery("campaigns:all", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const list = query.data?.Result ?? [];
  const byId = new Map(list.map((campaign) => [campaign.id, campaign.title]));
  return { ...query, list, byId };
}
