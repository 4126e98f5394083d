export type {
  OperationDescriptor,
  OperationServer,
  RetryPolicy,
} from "./contract/operation-descriptor";
export { operations, getOperation, findOperation } from "./contract/operations";
export type { OperationId } from "./contract/operations";
export type { ApiPaths, ApiComponents, ApiOperations, Schema } from "./contract/types";
