import { useRuntime } from "../../../app/runtime-context";
import { useApiQuery } from "../../../patterns";

/**
 * How many submissions hold each value of a field (`getOptionalFieldUsage`), by value, so the
 * editor shows which choices are in use before one is renamed or removed.
 */
export function useFieldUsage(field: string) {
  const { client } = useRuntime().services;
  const query = useApiQuery(`optfields:usage:${field}`, (signal) =>
    client.call("getOptionalFieldUsage", { params: { query: { field } }, signal }),
  );
  const byValue = new Map((query.data?.Result ?? []).map((row) => [row.value, row.count]));
  return { ...query, byValue };
}
