/**
 * "Why is this hidden?" (issue 20, /configuration): for one user and one route, each gate the
 * route needs, whether it holds, and — when it does not — what hides it. The causes are found by
 * asking the permission table itself what would change its answer (one factor at a time), so
 * the explanation can never disagree with the rule that is enforced:
 * - a restriction flag in force (and where it comes from: the team, the client, the role's
 *   defaults), when lifting that one flag opens the gate;
 * - a feature switch, when flipping it opens the gate;
 * - the root team, when only a root-team user holds the gate;
 * - the role, listing the roles that would hold it with the same flags and features.
 */
import { createPermissionContext, type PermissionContextInput } from "./context";
import {
  FEATURE_TOGGLES,
  featureToggle,
  withFeatureToggle,
  DEFAULT_FEATURES,
  type FeatureToggle,
} from "./features";
import { ROUTE_GATES, type RoutePattern } from "./gates";
import { PERMISSION_RULES } from "./named-permissions";
import type { NamedPermission } from "./permission-names";
import { defaultRestrictions, type RestrictionFlag } from "./restriction-flags";
import { ROLES, type Role } from "./roles";
import type { PermissionContext } from "./context";

/** Where a restriction flag in force was set. */
export type FlagSource = "team" | "client" | "role";

/** One thing that hides a gate. */
export type HiddenCause =
  | {
      readonly kind: "flag";
      readonly flag: RestrictionFlag;
      readonly sources: readonly FlagSource[];
    }
  | { readonly kind: "feature"; readonly toggle: FeatureToggle; readonly on: boolean }
  | { readonly kind: "rootTeam" }
  | { readonly kind: "role"; readonly role: Role; readonly roles: readonly Role[] };

export interface GateExplanation {
  readonly permission: NamedPermission;
  /** The rule in words, as documented in docs/permissions.md. */
  readonly rule: string;
  readonly holds: boolean;
  /** Empty when the gate holds. */
  readonly causes: readonly HiddenCause[];
}

export interface RouteExplanation {
  readonly route: RoutePattern;
  readonly open: boolean;
  readonly gates: readonly GateExplanation[];
}

function holds(ctx: PermissionContext, permission: NamedPermission): boolean {
  return PERMISSION_RULES[permission].check(ctx, {});
}

function flagSources(input: PermissionContextInput, flag: RestrictionFlag): FlagSource[] {
  const sources: FlagSource[] = [];
  const has = (list: Iterable<string> | undefined) => [...(list ?? [])].includes(flag);
  if (has(input.teamRestrictions)) sources.push("team");
  if (has(input.clientRestrictions)) sources.push("client");
  const roleDefaults =
    (input.features ?? DEFAULT_FEATURES).roleRestrictions[input.role] ??
    defaultRestrictions(input.role);
  if (roleDefaults.some((name) => name === flag)) sources.push("role");
  return sources;
}

function explainGate(input: PermissionContextInput, permission: NamedPermission): GateExplanation {
  const ctx = createPermissionContext(input);
  const rule = PERMISSION_RULES[permission].rule;
  if (holds(ctx, permission)) return { permission, rule, holds: true, causes: [] };
  const causes: HiddenCause[] = [];
  for (const flag of ctx.restrictions) {
    const lifted = new Set(ctx.restrictions);
    lifted.delete(flag);
    if (holds({ ...ctx, restrictions: lifted }, permission)) {
      causes.push({ kind: "flag", flag, sources: flagSources(input, flag) });
    }
  }
  for (const toggle of FEATURE_TOGGLES) {
    const on = featureToggle(ctx.features, toggle);
    if (holds({ ...ctx, features: withFeatureToggle(ctx.features, toggle, !on) }, permission)) {
      causes.push({ kind: "feature", toggle, on });
    }
  }
  if (!ctx.isRootTeam && holds({ ...ctx, isRootTeam: true }, permission)) {
    causes.push({ kind: "rootTeam" });
  }
  const roles = ROLES.filter(
    (role) =>
      role !== ctx.role && holds({ ...ctx, role, restrictions: ctx.restrictions }, permission),
  );
  if (roles.length > 0 && causes.length === 0) causes.push({ kind: "role", role: ctx.role, roles });
  return { permission, rule, holds: false, causes };
}

/** Each gate of `route` for the user described by `input`, with what hides the failing ones. */
export function explainRoute(input: PermissionContextInput, route: RoutePattern): RouteExplanation {
  const gates = (ROUTE_GATES[route] as readonly NamedPermission[]).map((permission) =>
    explainGate(input, permission),
  );
  return { route, open: gates.every((gate) => gate.holds), gates };
}

/**
 * What each feature switch hides or shows: the routes whose gates change, for any role, when
 * the switch is flipped from its current value (`features`, with no restriction flags).
 */
export function featureEffects(
  features: PermissionContextInput["features"] = DEFAULT_FEATURES,
): ReadonlyMap<FeatureToggle, readonly RoutePattern[]> {
  const current = features;
  const effects = new Map<FeatureToggle, RoutePattern[]>();
  const routes = Object.keys(ROUTE_GATES) as RoutePattern[];
  for (const toggle of FEATURE_TOGGLES) {
    const flipped = withFeatureToggle(current, toggle, !featureToggle(current, toggle));
    const changed = routes.filter((route) =>
      ROLES.some((role) => {
        const gates = ROUTE_GATES[route] as readonly NamedPermission[];
        const open = (f: typeof current) => {
          const ctx = createPermissionContext({ role, isRootTeam: true, features: f });
          return gates.every((permission) => holds(ctx, permission));
        };
        return open(current) !== open(flipped);
      }),
    );
    effects.set(toggle, changed);
  }
  return effects;
}

/** Whether a string names a route of the route table (for untrusted input such as `?route=`). */
export function isRoutePattern(value: string): value is RoutePattern {
  return Object.hasOwn(ROUTE_GATES, value);
}
