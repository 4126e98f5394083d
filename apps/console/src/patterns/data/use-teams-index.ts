import type { CallData } from "@canvass/sdk/client";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { useMemo } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "./use-api-query";

export type TeamRow = CallData<"listTeams">["Result"][number];

export interface TeamsIndex {
  /** The teams the operator may see, by title. */
  readonly teams: readonly TeamRow[];
  readonly byId: ReadonlyMap<string, TeamRow>;
  readonly loading: boolean;
}

/**
 * Every team the operator may see (one page of the spec's fetch-all size, 1000), for team names
 * in lists and team pickers. Cached by the SDK's read cache (`If-Modified-Since`).
 */
export function useTeamsIndex(): TeamsIndex {
  const { services } = useRuntime();
  const query = useApiQuery("teams:index", (signal) =>
    services.client.call("listTeams", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  return useMemo(() => {
    const teams = query.data?.Result ?? [];
    return { teams, byId: new Map(teams.map((team) => [team.id, team])), loading: query.loading };
  }, [query.data, query.loading]);
}
