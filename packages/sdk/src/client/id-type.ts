import { getOperation } from "../contract/operations";
import { schemaEnums } from "../generated/enums";
import type { ApiComponents } from "../contract/types";
import type { Executor } from "./execute";

/** The type of the entity that owns an id (`X-Entity-Type`). */
export type EntityType = ApiComponents["headers"]["EntityType"];

/** What `HEAD /ids/{id}/` tells: the owner's type, or that nobody (visible) owns the id. */
export type IdTypeResult =
  { readonly exists: true; readonly type: EntityType } | { readonly exists: false };

export const ENTITY_TYPE_HEADER = "X-Entity-Type";

/** The entity types an id may name: the contract's `IdEntityType` enum (generated), checked both
 * ways against the `X-Entity-Type` header's type. */
export const ENTITY_TYPES = schemaEnums.IdEntityType satisfies readonly EntityType[];

/** `never` unless the contract has an entity type that ENTITY_TYPES lacks. */
export type MissingEntityTypes = Exclude<EntityType, (typeof ENTITY_TYPES)[number]>;

/** Whether a value (an `X-Entity-Type` header, a registry row's type) is one of them. */
export function isEntityType(value: unknown): value is EntityType {
  return (ENTITY_TYPES as readonly unknown[]).includes(value);
}

/**
 * Asks `HEAD /ids/{id}/` (with the id lower-cased) which entity owns an id. Any failure (404,
 * 401, network, timeout, a missing or unknown header) is `{ exists: false }`, as the spec says.
 */
export async function checkIdType(
  execute: Executor,
  id: string,
  signal?: AbortSignal,
): Promise<IdTypeResult> {
  const { result, response } = await execute(getOperation("getIdType"), {
    params: { path: { id: id.toLowerCase() } },
    ...(signal ? { signal } : {}),
  });
  const type = response?.headers.get(ENTITY_TYPE_HEADER);
  return result.ok && isEntityType(type) ? { exists: true, type } : { exists: false };
}
