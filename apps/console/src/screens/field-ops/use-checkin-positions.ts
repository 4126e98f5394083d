/**
 * Every check-in of the list's filter that the map view draws, not just the page on screen: up
 * to `CHECKIN_MAP_LIMIT` (the 10 000 points, which the clustered map keeps smooth), read
 * in keyset pages of 1 000 (`Cursor`, as deep pages cost the same as the first) with only the
 * fields a marker needs. Loaded only while the map view is open.
 */
import type { CallData } from "@canvass/sdk/client";
import type { ApiOperations } from "@canvass/sdk/contract";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery } from "../../patterns";

export const CHECKIN_MAP_LIMIT = 10_000;
const MAP_PAGE_SIZE = 1000;
const MAP_FIELDS = "ID,PlayerID,PlayerName,Location,Created,Geofence";

type CheckinQuery = NonNullable<ApiOperations["queryCheckins"]["parameters"]["query"]>;
export type CheckinPosition = CallData<"queryCheckins">["Result"][number];

export interface CheckinPositions {
  readonly rows: readonly CheckinPosition[];
  /** How many check-ins the filter holds (more than `rows` when over the limit). */
  readonly count: number;
}

export function useCheckinPositions(query: CheckinQuery, enabled: boolean) {
  const { client } = useRuntime().services;
  const filter: CheckinQuery = { ...query };
  delete filter.Page;
  delete filter.PageSize;
  delete filter.Cursor;
  return useApiQuery(
    `checkin-positions:${JSON.stringify(filter)}`,
    async (signal) => {
      const rows: CheckinPosition[] = [];
      let cursor: string | undefined;
      let count = 0;
      do {
        const page = await client.call("queryCheckins", {
          params: {
            query: {
              ...filter,
              Fields: MAP_FIELDS,
              PageSize: Math.min(MAP_PAGE_SIZE, CHECKIN_MAP_LIMIT - rows.length),
              ...(cursor === undefined ? {} : { Cursor: cursor }),
            },
          },
          signal,
        });
        if (!page.ok) return page;
        rows.push(...page.data.Result);
        count = page.data.Count;
        cursor = page.data.NextCursor;
      } while (cursor !== undefined && rows.length < CHECKIN_MAP_LIMIT);
      return { ok: true as const, data: { rows, count } satisfies CheckinPositions };
    },
    enabled,
  );
}
