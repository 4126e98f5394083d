/**
 * What the general team form edits, and the request bodies made from it. A new team sends every
 * field it has (flags only when the operator may set them); an edit sends only what differs from
 * the stored team, so a manager's save never touches the flags an admin set, and lists compare
 * as sets (the order of campaigns is not a change).
 */
import { schemaLimits, type Schema } from "@canvass/sdk/contract";
import type { RestrictionFlag, Role } from "@canvass/sdk/permissions";
import type { TeamRow } from "./team-words";

export interface TeamGeneralValues {
  title: string;
  /** "" for none: only the root team has no parent. */
  parent: string;
  role: Role | "";
  campaigns: string[];
  restrictions: RestrictionFlag[];
  permissions: RestrictionFlag[];
}

/** The contract's title length (openapi `TeamTitle`, generated into the SDK's `schemaLimits`). */
export const TEAM_TITLE_MAX = schemaLimits.TeamCreate.title.maxLength;

export function emptyTeamValues(parent = ""): TeamGeneralValues {
  return { title: "", parent, role: "", campaigns: [], restrictions: [], permissions: [] };
}

export function teamValues(team: TeamRow): TeamGeneralValues {
  return {
    title: team.title,
    parent: team.parent ?? "",
    role: team.role,
    campaigns: [...team.campaigns],
    restrictions: [...team.restrictions],
    permissions: [...team.permissions],
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
};

export function createTeamBody(
  values: TeamGeneralValues,
  flagsEditable: boolean,
): Schema<"TeamCreate"> {
  return {
    title: values.title.trim(),
    parent: values.parent,
    campaigns: [...new Set(values.campaigns)],
    ...(values.role === "" ? {} : { role: values.role }),
    ...(flagsEditable
      ? { restrictions: [...values.restrictions], permissions: [...values.permissions] }
      : {}),
  };
}

/**
 * The fields that changed. With nothing changed it still sends the title (the contract wants at
 * least one field; an unchanged value is no change on the server either).
 */
export function updateTeamBody(
  values: TeamGeneralValues,
  team: TeamRow,
  flagsEditable: boolean,
): Schema<"TeamUpdate"> {
  const title = values.title.trim();
  const body: Schema<"TeamUpdate"> = {
    ...(title === team.title ? {} : { title }),
    ...(values.parent === "" || values.parent === team.parent ? {} : { parent: values.parent }),
    ...(values.role === "" || values.role === team.role ? {} : { role: values.role }),
    ...(sameSet(values.campaigns, team.campaigns)
      ? {}
      : { campaigns: [...new Set(values.campaigns)] }),
    ...(flagsEditable && !sameSet(values.restrictions, team.restrictions)
      ? { restrictions: [...values.restrictions] }
      : {}),
    ...(flagsEditable && !sameSet(values.permissions, team.permissions)
      ? { permissions: [...values.permissions] }
      : {}),
  };
  return Object.keys(body).length === 0 ? { title } : body;
}
