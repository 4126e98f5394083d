/**
 * What every field list needs: its state in the address (`useListState`), one clock reading per
 * address (so "last day" stays put while the page is open), the SDK's query of that state, the
 * operator's zone, and the campaign, team and player choices of the filters.
 */
import { DEFAULT_TIME_ZONES } from "@canvass/sdk/dates";
import { fieldListFilters, fieldListQuery, type FieldListView } from "@canvass/sdk/field-ops";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import type { DropdownOption } from "@canvass/ui";
import { useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useApiQuery, useListState, type ListState, type ListStateSpec } from "../../patterns";
import type { ListChangeOptions, ListStateChange } from "../../patterns";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { can } from "@canvass/sdk/permissions";
import type { FieldListFilter } from "./field-list-spec";

export interface FieldListChoices {
  readonly campaigns: readonly DropdownOption[];
  readonly teams: readonly DropdownOption[];
  readonly players: readonly DropdownOption[];
  readonly timeZones: readonly string[];
}

export interface FieldList {
  readonly state: ListState<FieldListFilter>;
  readonly change: (change: ListStateChange<FieldListFilter>, options?: ListChangeOptions) => void;
  readonly view: FieldListView;
  readonly now: Date;
  /** The list call's query (range, filters, order, page). */
  readonly query: ReturnType<typeof fieldListQuery>;
  /** The same filters without order and page (summaries). */
  readonly filters: ReturnType<typeof fieldListFilters>;
  readonly choices: FieldListChoices;
}

/** The operator's own zone when it is one of the offered ones, else UTC. */
function ownZone(): string {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (DEFAULT_TIME_ZONES as readonly string[]).includes(own) ? own : "UTC";
}

export function useFieldList(spec: ListStateSpec<FieldListFilter>): FieldList {
  const [state, change] = useListState(spec);
  const { search } = useLocation();
  const [clock, setClock] = useState(() => ({ search, now: new Date() }));
  if (clock.search !== search) setClock({ search, now: new Date() });
  const { now } = clock;
  const view = useMemo<FieldListView>(
    () => ({
      range: state.filters.range,
      timeZone: state.filters.zone ?? ownZone(),
      campaign: state.filters.campaign,
      team: state.filters.team,
      player: state.filters.player,
      type: state.filters.type,
      sort: state.sort,
      page: state.page,
      pageSize: state.pageSize,
    }),
    [state],
  );
  const query = useMemo(() => fieldListQuery(view, now), [view, now]);
  const filters = useMemo(() => fieldListFilters(view, now), [view, now]);

  const locale = useLocale();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const teams = useTeamsIndex();
  const campaigns = useApiQuery("campaigns:index", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const players = useApiQuery(
    "players:index",
    (signal) =>
      client.call("listPlayers", {
        params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "lastname" } },
        signal,
      }),
    permissions !== null && can(permissions, "ViewUserList"),
  );
  const choices = useMemo<FieldListChoices>(
    () => ({
      campaigns: sortByTitle(campaigns.data?.Result ?? [], locale).map((item) => ({
        value: item.id,
        display: item.title,
      })),
      teams: teams.teams.map((item) => ({ value: item.id, display: item.title })),
      players: (players.data?.Result ?? []).map((item) => ({
        value: item.id,
        display: item.full_name,
      })),
      timeZones: DEFAULT_TIME_ZONES,
    }),
    [campaigns.data, teams.teams, players.data, locale],
  );
  return { state, change, view, now, query, filters, choices };
}
