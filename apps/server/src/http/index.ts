/** The HTTP layer: contract routes, validation, problems, limits and the response checker. */
export {
  HttpProblem,
  PROBLEM_CONTENT_TYPE,
  badRequest,
  bodyTooLarge,
  conflict,
  forbidden,
  internalError,
  isHttpProblem,
  methodNotAllowed,
  notFound,
  notImplemented,
  payloadTooLarge,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  unprocessable,
  unsupportedMediaType,
  wrongContentType,
} from "./problem.js";
export type { FieldError, ProblemBody, ProblemInit } from "./problem.js";
export type {
  HandlerMap,
  HandlerResult,
  HeaderParams,
  MultipartBody,
  OperationContext,
  OperationHandler,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
} from "./handlers.js";
export type { ContractOperation, ContractParameter } from "./operations.js";
export { isListOperation } from "./operations.js";
export { undeclaredQuery } from "./validation.js";
export type { Authenticate, ContractRoute } from "./contract-routes.js";
export { DEFAULT_BODY_LIMITS } from "./body-limits.js";
export type { BodyLimits } from "./body-limits.js";
export { assertResponseMatches, createResponseChecker } from "./response-check.js";
export type { AnswerToCheck, ResponseCheck, ResponseChecker } from "./response-check.js";
export { closeOnSignals } from "./shutdown.js";
export type { ShutdownOptions } from "./shutdown.js";
export { conditional, lastModifiedStamp, tablesModified } from "./caching.js";
export type { Conditional } from "./caching.js";
