// @canvass/sdk/contract: the operation table and the types generated from the contract.
export type { OperationDescriptor, OperationServer, RetryPolicy } from "./operation-descriptor";
export { operations, getOperation, findOperation } from "./operations";
export type { OperationId } from "./operations";
export type { ApiPaths, ApiComponents, ApiOperations, Schema } from "./types";
