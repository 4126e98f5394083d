/** Test helpers shared by the permission tests (not exported from the package). */
import {
  createPermissionContext,
  type PermissionContext,
  type PermissionContextInput,
} from "./context";
import { DEFAULT_FEATURES, withFeatureToggle, type FeatureToggle, type Features } from "./features";
import type { Role } from "./roles";

export function contextFor(
  role: Role,
  options: Omit<PermissionContextInput, "role"> = {},
): PermissionContext {
  return createPermissionContext({ role, ...options });
}

export function featuresWith(...toggles: FeatureToggle[]): Features {
  return toggles.reduce(
    (features, toggle) => withFeatureToggle(features, toggle, true),
    DEFAULT_FEATURES,
  );
}
