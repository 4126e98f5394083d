import type { Schema } from "@canvass/sdk/contract";
import type { DuplicateAction, ImportColumnMapping, ImportMode } from "@canvass/sdk/imports";
import type { Job } from "@canvass/sdk/jobs";

/** The server's answer to a dry or real run (`processImport`). */
export type ImportResult = Schema<"ImportResult">;
/** An earlier upload (`listImports`). */
export type ImportHistoryEntry = Schema<"ImportHistoryEntry">;

/** The first rows of a file read in the browser: enough to map and guess formats. */
export interface ImportSheet {
  readonly name: string;
  readonly header: readonly string[];
  readonly sample: readonly (readonly string[])[];
  readonly sheets: readonly string[];
}

export type ImportSource =
  /** A file chosen now: it is sent with the dry run. */
  | { readonly kind: "file"; readonly name: string; readonly file: Blob }
  /** An earlier upload re-used (`previouslyuploaded`). */
  | { readonly kind: "previous"; readonly name: string };

export interface ImportWizardContext {
  readonly source: ImportSource | null;
  readonly sheet: ImportSheet | null;
  /** The chosen sheet of a workbook (name or index). */
  readonly page: string | undefined;
  readonly map: readonly ImportColumnMapping[];
  readonly campaigns: readonly string[];
  readonly mode: ImportMode;
  readonly dryRun: ImportResult | null;
  readonly choices: {
    readonly action: DuplicateAction;
    readonly rows: Readonly<Record<string, DuplicateAction>>;
  };
  readonly job: Job | null;
  /** The last failed call (a `ClientError` or an Error), shown next to the step. */
  readonly error: unknown;
}

export interface ReadSheetInput {
  readonly file: Blob;
  readonly name: string;
  readonly page: string | undefined;
}

export interface ProcessInput {
  readonly source: ImportSource;
  readonly page: string | undefined;
  readonly map: readonly ImportColumnMapping[];
  readonly campaigns: readonly string[];
  readonly mode: ImportMode;
  readonly choices: ImportWizardContext["choices"];
  readonly dryrun: boolean;
}

export type ImportWizardEvent =
  | { readonly type: "import.file"; readonly name: string; readonly file: Blob }
  | { readonly type: "import.reuse"; readonly entry: ImportHistoryEntry }
  | { readonly type: "import.sheet"; readonly page: string }
  | {
      readonly type: "import.map";
      readonly key: string;
      readonly column: string | undefined;
      readonly format?: string;
    }
  | { readonly type: "import.campaigns"; readonly campaigns: readonly string[] }
  | { readonly type: "import.mode"; readonly mode: ImportMode }
  | { readonly type: "import.dryRun" }
  | { readonly type: "import.choose"; readonly action: DuplicateAction; readonly row?: number }
  | { readonly type: "import.back" }
  | { readonly type: "import.run" }
  /** The job's answers (`pollJob`'s `onUpdate`), sent by the screen. */
  | { readonly type: "import.job"; readonly job: Job }
  | { readonly type: "import.cancel" }
  | { readonly type: "import.restart" };
