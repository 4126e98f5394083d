import type { CallData } from "@canvass/sdk/client";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import { useMemo } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useApiQuery } from "./use-api-query";

export type TeamRow = CallData<"listTeams">["Result"][number];

export interface TeamsIndex {
  /** The teams the operator may see, by title (the SDK's `sortByTitle`: articles ignored). */
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
  const locale = useLocale();
  const query = useApiQuery("teams:index", (signal) =>
    services.client.call("listTeams", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  return useMemo(() => {
    const teams = sortByTitle(query.data?.Result ?? [], locale);
    return { teams, byId: new Map(teams.map((team) => [team.id, team])), loading: query.loading };
  }, [query.data, query.loading, locale]);
}
