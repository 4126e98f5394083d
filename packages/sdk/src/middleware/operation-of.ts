import { findOperation } from "../contract/operations";
import type { OperationDescriptor } from "../contract/operation-descriptor";

const memo = new Map<string, OperationDescriptor | undefined>();

/**
 * The operation-table row of a request, from its method and the path template openapi-fetch hands
 * every middleware (`schemaPath`). `undefined` for a path the contract does not have.
 */
export function operationOf(method: string, schemaPath: string): OperationDescriptor | undefined {
  const key = `${method.toUpperCase()} ${schemaPath}`;
  if (!memo.has(key)) {
    memo.set(key, findOperation(method.toUpperCase() as OperationDescriptor["method"], schemaPath));
  }
  return memo.get(key);
}
