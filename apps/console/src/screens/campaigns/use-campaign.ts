import { useParams } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery, type ApiQuery } from "../../patterns";
import type { CampaignRow } from "./campaign-words";

/** The campaign of the address's `{id}`, with its tasks, team titles and settings. */
export function useCampaign(): ApiQuery<CampaignRow> & { readonly id: string } {
  const { id = "" } = useParams();
  const { client } = useRuntime().services;
  const query = useApiQuery(`campaign:${id}`, (signal) =>
    client.call("getCampaign", { params: { path: { id }, query: { include: "all" } }, signal }),
  );
  return { ...query, id };
}
