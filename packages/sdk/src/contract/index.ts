// @canvass/sdk/contract: the operation table and the types generated from the contract.
export type { OperationDescriptor, OperationServer, RetryPolicy } from "./operation-descriptor";
export { operations, getOperation, findOperation } from "./operations";
export type { OperationId } from "./operations";
export type { ApiPaths, ApiComponents, ApiOperations, Schema } from "./types";
export { schemaLimits, fieldLimits, limitPattern, schemaLength } from "./limits";
export type { LimitedSchema, LimitedField } from "./limits";
export { sortableFields, isSortableOperation, sortableOf, readSort } from "./sortable";
export type { SortableOperation, SortField, SortRequest } from "./sortable";
export type { FieldLimits, SortableFields } from "./field-limits.types";
