/**
 * Waits for the configured optional fields of users or teams, then renders the form that needs
 * them (its default values depend on them): a loading view meanwhile, a retry on failure.
 */
import type { MetadataField } from "@canvass/sdk/fields";
import type { ReactNode } from "react";
import { EntityState } from "../profile/EntityState";
import { useOptionalFields } from "./use-optional-fields";

export function WithOptionalFields({
  kind,
  children,
}: {
  readonly kind: "user" | "team";
  readonly children: (fields: readonly MetadataField[]) => ReactNode;
}) {
  const optional = useOptionalFields(kind);
  if (optional.fields === undefined) {
    return <EntityState error={optional.error} onRetry={optional.reload} />;
  }
  return children(optional.fields);
}
