import type { components, operations, paths } from "../generated/schema";

/** The contract's paths, as openapi-typescript generates them (for openapi-fetch). */
export type ApiPaths = paths;
/** The contract's components. */
export type ApiComponents = components;
/** The contract's operations, keyed by operationId. */
export type ApiOperations = operations;
/** A schema of the contract by name, e.g. `Schema<"Problem">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
