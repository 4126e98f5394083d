/**
 * The exclusions of one campaign as the signed-in operator last fetched them: its campaign options
 * with the teams each is scoped to, and when they were fetched. Every screen of `/overrides`
 * reads them here and calls `refresh` after a change, so the list and its "fetched at" time follow
 * the change at once (the SDK client drops its cached copy of a path on a write to it).
 */
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import type { Schema } from "@canvass/sdk/contract";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../../patterns";

export type Exclusion = Schema<"CampaignOption"> & { readonly teams: readonly string[] };

export function useCampaignExclusions(campaign: string | undefined) {
  const { client } = useRuntime().services;
  const enabled = campaign !== undefined;
  const query = useApiQuery(
    `overrides:${campaign ?? ""}`,
    async (signal) => {
      const id = campaign ?? "";
      const [options, scopes] = await Promise.all([
        client.call("listCampaignOptions", {
          params: { query: { campaign: id, PageSize: FETCH_ALL_PAGE_SIZE } },
          signal,
        }),
        client.call("listTeamCampaignOptions", {
          params: { query: { campaign: id, PageSize: FETCH_ALL_PAGE_SIZE } },
          signal,
        }),
      ]);
      if (!options.ok) return options;
      if (!scopes.ok) return scopes;
      const teamsOf = new Map<string, string[]>();
      for (const scope of scopes.data.Result) {
        teamsOf.set(scope.option, [...(teamsOf.get(scope.option) ?? []), scope.team]);
      }
      const exclusions: Exclusion[] = options.data.Result.map((option) => ({
        ...option,
        teams: teamsOf.get(option.id) ?? [],
      }));
      return { ok: true as const, data: { exclusions, fetchedAt: new Date() } };
    },
    enabled,
  );
  return {
    exclusions: query.data?.exclusions,
    fetchedAt: query.data?.fetchedAt,
    error: query.error,
    loading: query.loading,
    refresh: query.reload,
  };
}

/** The teams working on the campaign (id and title), for the scope checklist and team names. */
export function useCampaignTeams(campaign: string | undefined) {
  const { client } = useRuntime().services;
  const query = useApiQuery(
    `campaign-teams:${campaign ?? ""}`,
    (signal) =>
      client.call("listCampaignTeams", {
        params: { path: { id: campaign ?? "" }, query: { PageSize: FETCH_ALL_PAGE_SIZE } },
        signal,
      }),
    campaign !== undefined,
  );
  const list = (query.data?.Result ?? []).map((team) => ({ id: team.id, title: team.title }));
  return { ...query, list, byId: new Map(list.map((team) => [team.id, team.title])) };
}
