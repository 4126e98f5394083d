import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../../patterns";

/** Every campaign by title: the import's target campaigns (`campaignlist`) are chosen among them. */
export function useImportCampaigns() {
  const { client } = useRuntime().services;
  const query = useApiQuery("campaigns:all", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const campaigns = (query.data?.Result ?? []).map((campaign) => ({
    id: campaign.id,
    title: campaign.title,
  }));
  return { loading: query.loading, campaigns };
}
