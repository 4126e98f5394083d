/**
 * The territory file's rule (`settings/territory.json`, decision 0032) is the SDK's
 * `territoryDocumentProblems`, run after the contract schema on every upload and merge patch:
 * named Polygon or MultiPolygon areas, every ring closed with at least four positions in range.
 * Self-crossing is not checked here (the console checks drawn areas through
 * `validations/polygon-search/` before saving; imported areas may come from mapping tools).
 */
import { territoryDocumentProblems } from "@canvass/sdk/campaign-settings";
import type { FieldError } from "../../../http/index.js";

export function territoryErrors(territory: unknown, prefix: string): FieldError[] {
  return territoryDocumentProblems(territory, prefix).map(({ field, message, code }) => ({
    field,
    message,
    code,
  }));
}
