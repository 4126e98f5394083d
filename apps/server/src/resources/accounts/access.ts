/**
 * The permission checks of this area, answered with a 403 that names the rule (and the
 * restriction flag that removed it, when one did). The rules are the SDK's: `canOnResource` for
 * the base table and `can` for named permissions.
 */
import { PERMISSION_RULES, type NamedPermission, type Resource, type Verb } from "@canvass/sdk";
import { holds, requireResource, type Principal } from "../../auth/index.js";
import { forbidden } from "../../http/index.js";

/** 403 unless the base table grants `verb` on `resource` and the caller holds `permission`. */
export function requireRule(
  principal: Principal,
  resource: Resource,
  verb: Verb,
  permission?: NamedPermission,
): void {
  requireResource(principal, resource, verb);
  if (permission !== undefined) requireNamed(principal, permission);
}

/** 403 unless the caller holds the named permission (for rules that grant a verb themselves). */
export function requireNamed(principal: Principal, permission: NamedPermission): void {
  if (holds(principal, permission)) return;
  const rule = PERMISSION_RULES[permission].rule;
  const restrictions: ReadonlySet<string> = principal.permissions.restrictions;
  const flags = [...rule.matchAll(/\bnot (no[a-z]+)/g)]
    .map((match) => match[1] ?? "")
    .filter((flag) => restrictions.has(flag));
  const why = flags.length > 0 ? ` You are restricted by ${flags.join(", ")}.` : "";
  throw forbidden(`This needs the ${permission} permission (${rule}).${why}`);
}
