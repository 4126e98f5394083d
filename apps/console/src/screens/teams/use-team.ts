import { useParams } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useApiQuery, type ApiQuery } from "../../patterns";
import type { TeamRow } from "./team-words";

/** The team of the address's `{id}`. */
export function useTeam(): ApiQuery<TeamRow> & { readonly id: string } {
  const { id = "" } = useParams();
  const { client } = useRuntime().services;
  const query = useApiQuery(`team:${id}`, (signal) =>
    client.call("getTeam", { params: { path: { id } }, signal }),
  );
  return { ...query, id };
}
