import type { Schema } from "@canvass/sdk/contract";
import { isRestrictionFlag, type RestrictionFlag } from "@canvass/sdk/permissions";

export type ClientRow = Schema<"Client">;

/** The client form's values: its name and restriction flags (assignments are saved apart). */
export interface ClientValues {
  name: string;
  restrictions: RestrictionFlag[];
}

export function clientValues(client?: ClientRow): ClientValues {
  return {
    name: client?.name ?? "",
    restrictions: (client?.restrictions ?? []).filter(isRestrictionFlag),
  };
}

/** The body of `createClient` / `updateClient`: the name trimmed, the flags as they are. */
export function clientBody(values: ClientValues): {
  name: string;
  restrictions: RestrictionFlag[];
} {
  return { name: values.name.trim(), restrictions: values.restrictions };
}
