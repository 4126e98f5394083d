/**
 * `searchAll`: every section is always in the answer; a section the caller's permissions do not
 * show (`searchSections`) is `[]` without a query. Custom reports match on `Description` or the
 * id (decision 0046).
 */
import type { Schema } from "@canvass/sdk/contract";
import { searchSections } from "@canvass/sdk/permissions";
import { isSearchable, normalizeSearchTerm } from "@canvass/sdk/search";
import { dataScope, principalOf } from "../../../auth/index.js";
import type { HandlerMap } from "../../../http/index.js";
import type { ServerDeps } from "../../../services.js";
import { searchCustomReports } from "../../reports/index.js";
import { searchAccounts, searchCampaigns, searchPlayers, searchTeams } from "./search-queries.js";

type SearchResults = Schema<"SearchResults">;

const DEFAULT_LIMIT = 10;

function emptyResults(): SearchResults {
  return {
    accounts: [],
    players: [],
    teams: [],
    campaigns: [],
    exports: [],
    exportOptions: [],
    customreports: [],
  };
}

export function searchHandlers(deps: ServerDeps): HandlerMap {
  const { db } = deps;
  return {
    searchAll: async (ctx) => {
      const principal = principalOf(ctx);
      const headers = { "cache-control": "no-store" };
      // PostgreSQL text cannot hold NUL characters; no name or title contains one either.
      const term = normalizeSearchTerm(ctx.query.q.replaceAll("\u0000", ""));
      const sections = new Set(searchSections(principal.permissions));
      if (!isSearchable(term) || sections.size === 0) {
        return { status: 200, body: emptyResults(), headers };
      }
      const input = {
        principal,
        scope: await dataScope(db, principal),
        term,
        limit: ctx.query.limit ?? DEFAULT_LIMIT,
      };
      // In parallel on PostgreSQL's pool; PGlite runs them one after another on its connection.
      const none = Promise.resolve([]);
      const [accounts, players, teams, campaigns, customreports] = await Promise.all([
        sections.has("accounts") ? searchAccounts(db, input) : none,
        sections.has("players") ? searchPlayers(db, input) : none,
        sections.has("teams") ? searchTeams(db, input) : none,
        sections.has("campaigns") ? searchCampaigns(db, input) : none,
        sections.has("customreports") ? searchCustomReports(db, input) : none,
      ]);
      return {
        status: 200,
        body: { ...emptyResults(), accounts, players, teams, campaigns, customreports },
        headers,
      };
    },
  };
}
