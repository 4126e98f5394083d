import { operationTable } from "../generated/operations";
import type { OperationDescriptor } from "./operation-descriptor";

/** The operationIds of the contract. */
export type OperationId = keyof typeof operationTable;

/** Every operation of the contract, keyed by operationId. */
export const operations: Readonly<Record<OperationId, OperationDescriptor>> = operationTable;

/** Looks an operation up by its operationId. */
export function getOperation(operationId: OperationId): OperationDescriptor {
  return operations[operationId];
}

/**
 * Finds the operation for a method and a path template, e.g. `("POST", "/accounts/")`.
 * Returns `undefined` when the contract has no such operation.
 */
export function findOperation(
  method: OperationDescriptor["method"],
  pathTemplate: string,
): OperationDescriptor | undefined {
  return Object.values(operations).find((op) => op.method === method && op.path === pathTemplate);
}
