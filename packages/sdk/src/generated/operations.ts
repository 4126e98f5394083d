/**
 * Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.
 * Run `npm run generate` after changing the contract.
 */

import type { OperationDescriptor } from "../contract/operation-descriptor";

/** Every operation of the contract, by operationId. */
export const operationTable = {
  "changeOwnPassword": {
    "operationId": "changeOwnPassword",
    "method": "POST",
    "path": "/users/change-password/{id}",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "checkIdExists": {
    "operationId": "checkIdExists",
    "method": "GET",
    "path": "/ids/{id}/exists/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "checkUserExists": {
    "operationId": "checkUserExists",
    "method": "POST",
    "path": "/users/exists/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "createFeedback": {
    "operationId": "createFeedback",
    "method": "POST",
    "path": "/feedback/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "deleteFeedback": {
    "operationId": "deleteFeedback",
    "method": "DELETE",
    "path": "/feedback/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getClientSettings": {
    "operationId": "getClientSettings",
    "method": "GET",
    "path": "/settings/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "getIdType": {
    "operationId": "getIdType",
    "method": "HEAD",
    "path": "/ids/{id}/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "getPlayerPreferences": {
    "operationId": "getPlayerPreferences",
    "method": "GET",
    "path": "/players/{id}/preferences/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listFeedback": {
    "operationId": "listFeedback",
    "method": "GET",
    "path": "/feedback/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "listHistory": {
    "operationId": "listHistory",
    "method": "GET",
    "path": "/history/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": true
  },
  "logUsageEvent": {
    "operationId": "logUsageEvent",
    "method": "POST",
    "path": "/events/",
    "server": "logging",
    "open": true,
    "timeoutMs": 5000,
    "cacheable": false
  },
  "replacePlayerPreferences": {
    "operationId": "replacePlayerPreferences",
    "method": "PUT",
    "path": "/players/{id}/preferences/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "requestPasswordReset": {
    "operationId": "requestPasswordReset",
    "method": "POST",
    "path": "/users/password-reset/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "searchAll": {
    "operationId": "searchAll",
    "method": "GET",
    "path": "/search/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "signIn": {
    "operationId": "signIn",
    "method": "POST",
    "path": "/users/auth/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "signOut": {
    "operationId": "signOut",
    "method": "POST",
    "path": "/users/logout/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "validateEmail": {
    "operationId": "validateEmail",
    "method": "GET",
    "path": "/validations/email/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "validatePolygonSearch": {
    "operationId": "validatePolygonSearch",
    "method": "GET",
    "path": "/validations/polygon-search/",
    "server": "api",
    "open": false,
    "timeoutMs": 30000,
    "cacheable": false
  },
  "verifyTwoFactor": {
    "operationId": "verifyTwoFactor",
    "method": "POST",
    "path": "/users/2fa/",
    "server": "api",
    "open": true,
    "timeoutMs": 30000,
    "cacheable": false
  }
} as const satisfies Record<string, OperationDescriptor>;
