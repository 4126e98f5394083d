/**
 * The general sub-page's client (decision 0032). Clients and campaigns are many-to-many; the
 * editor offers one client per campaign, chosen from the clients the operator may list
 * (`listClients`; an operator who may not, or an installation without clients, sees no field).
 * Saving assigns the campaign to the chosen client (`updateClient` `campaigns`) and removes it
 * from every other listed client it was assigned to (`deleteClientAssignments`).
 */
import type { EditorValues } from "@canvass/machines";
import type { Result } from "@canvass/sdk/client";
import type { SubPageContext } from "../sub-page-spec";

export interface ClientOption {
  readonly id: string;
  readonly name: string;
  /** The campaign is assigned to this client now. */
  readonly assigned: boolean;
}

/** The most clients read for the choice (the list's largest page). */
const CLIENT_PAGE = 1000;

export function clientOptionsOf(values: EditorValues): readonly ClientOption[] | undefined {
  return Array.isArray(values.clientOptions)
    ? (values.clientOptions as readonly ClientOption[])
    : undefined;
}

export async function loadClients(
  { client, id }: SubPageContext,
  signal?: AbortSignal,
): Promise<EditorValues> {
  const result = await client.call("listClients", {
    params: { query: { PageSize: CLIENT_PAGE, Sort: "name" } },
    ...(signal === undefined ? {} : { signal }),
  });
  if (!result.ok) return {};
  const options: ClientOption[] = result.data.Result.map((entry) => ({
    id: entry.id,
    name: entry.name,
    assigned: entry.campaigns.includes(id),
  }));
  return {
    clientOptions: options,
    client: options.find((option) => option.assigned)?.id ?? "",
  };
}

export async function saveClient(
  { client, id }: SubPageContext,
  values: EditorValues,
): Promise<Result<unknown>> {
  const options = clientOptionsOf(values);
  if (options === undefined) return { ok: true, data: undefined };
  const chosen = typeof values.client === "string" ? values.client : "";
  if (chosen !== "" && !options.some((option) => option.id === chosen && option.assigned)) {
    const assigned = await client.call("updateClient", {
      params: { path: { id: chosen } },
      body: { campaigns: [id] },
    });
    if (!assigned.ok) return assigned;
  }
  for (const option of options) {
    if (!option.assigned || option.id === chosen) continue;
    const removed = await client.call("deleteClientAssignments", {
      params: { path: { id: option.id }, query: { campaign_ids: id } },
    });
    if (!removed.ok) return removed;
  }
  return { ok: true, data: undefined };
}
