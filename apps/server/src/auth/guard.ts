/**
 * Permission checks for handlers, answering with 403 problems. The rules are the SDK's
 * (`can`, `canOnResource`): the server never keeps a second copy of them.
 */
import {
  can,
  canOnResource,
  PERMISSION_RULES,
  RESOURCES,
  VERBS,
  type NamedPermission,
  type PermissionTarget,
  type Resource,
  type Verb,
} from "@canvass/sdk/permissions";
import { forbidden, unauthorized } from "../http/index.js";
import type { Principal } from "./principal.js";

/** The caller of an operation that needs a token (the context's `principal`). */
export function principalOf(context: { readonly principal: unknown }): Principal {
  const principal = context.principal as Principal | undefined;
  if (principal === undefined) throw unauthorized("Sign in: this call needs a profile token.");
  return principal;
}

/** 403 unless the base table grants `verb` on `resource` to the caller. */
export function requireResource(principal: Principal, resource: Resource, verb: Verb): void {
  if (!canOnResource(principal.permissions, resource, verb)) {
    throw forbidden(`Your role (${principal.player.role}) may not ${verbWord(verb)} ${resource}.`);
  }
}

/**
 * 403 unless the base table grants the `resource:verb` an operation's `x-permission` starts with
 * (`"exports:create; admin only"`); nothing to check when it names none.
 */
export function requireDeclaredResource(
  principal: Principal,
  permission: string | undefined,
): void {
  const [resource, verb] = /^\s*([a-z]+):([a-z]+)/.exec(permission ?? "")?.slice(1) ?? [];
  const knownResource = RESOURCES.find((name) => name === resource);
  const knownVerb = VERBS.find((name) => name === verb);
  if (knownResource === undefined || knownVerb === undefined) return;
  requireResource(principal, knownResource, knownVerb);
}

/** 403 unless the caller holds the named permission (for the target user, when given). */
export function requirePermission(
  principal: Principal,
  permission: NamedPermission,
  target?: PermissionTarget,
): void {
  if (!can(principal.permissions, permission, target)) {
    throw forbidden(
      `You do not have the ${permission} permission${target?.id === undefined ? "" : ` for ${target.id}`}.`,
    );
  }
}

/** Whether the caller holds the named permission (no throw). */
export function holds(
  principal: Principal,
  permission: NamedPermission,
  target?: PermissionTarget,
): boolean {
  return can(principal.permissions, permission, target);
}

/**
 * 403 unless the caller holds the named permission, with a message that names its rule and the
 * restriction flags that removed it (for rules that grant a verb themselves).
 */
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

/**
 * 403 unless the base table grants `verb` on `resource` and, when given, the caller holds the
 * named permission (which adds "admin only", root team, restriction flags and features).
 */
export function requireRule(
  principal: Principal,
  resource: Resource,
  verb: Verb,
  permission?: NamedPermission,
): void {
  requireResource(principal, resource, verb);
  if (permission !== undefined) requireNamed(principal, permission);
}

function verbWord(verb: Verb): string {
  switch (verb) {
    case "get":
      return "read";
    case "create":
      return "create";
    case "update":
      return "change";
    case "delete":
      return "delete";
  }
}
