/** Every text the column mapper shows or announces; the console passes translations. */
export interface ColumnMapperLabels {
  /** The table's caption. */
  readonly caption: string;
  readonly fieldHeader: string;
  readonly columnHeader: string;
  readonly sampleHeader: string;
  readonly statusHeader: string;
  /** The option for "no column". */
  readonly notMapped: string;
  /** Said after a required field's name (the visible marker is "*"). */
  readonly required: string;
  /** A required field without a column. */
  readonly missingRequired: (field: string) => string;
  /** An optional field without a column (and without a hint of its own). */
  readonly missingOptional: (field: string) => string;
  /** A mapped field. */
  readonly mapped: string;
  /** The file's columns no field takes, joined. */
  readonly unusedColumns: (columns: string) => string;
}

export const DEFAULT_COLUMN_MAPPER_LABELS: ColumnMapperLabels = {
  caption: "Which column fills each field",
  fieldHeader: "Field",
  columnHeader: "Column in the file",
  sampleHeader: "First row",
  statusHeader: "Status",
  notMapped: "— Not in the file —",
  required: "required",
  missingRequired: (field) => `Choose the column that holds ${field}.`,
  missingOptional: (field) => `Not mapped: rows get no ${field}.`,
  mapped: "Mapped",
  unusedColumns: (columns) => `Columns not used: ${columns}`,
};
