/** A failure of an import run itself (not of a row): its message is the SDK's sentence for the code. */
import { IMPORT_RUN_FAILURES, type ImportRunFailure } from "@canvass/sdk/imports";

export class ImportRunError extends Error {
  constructor(readonly code: ImportRunFailure) {
    super(IMPORT_RUN_FAILURES[code]);
  }
}
