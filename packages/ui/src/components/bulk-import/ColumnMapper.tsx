import { clsx } from "clsx";
import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import { useId } from "react";
import {
  INPUT_BORDER,
  INPUT_DISABLED_VARIANTS,
  INPUT_FOCUS_RING,
  INPUT_SURFACE,
} from "../../theme/input.styles";
import { DEFAULT_COLUMN_MAPPER_LABELS, type ColumnMapperLabels } from "./column-mapper.labels";

/** A field rows are made of, as the mapper lists it. */
export interface ColumnMapperField {
  readonly id: string;
  readonly label: string;
  /** Without a column the rows cannot be made: a warning, and the select marked invalid. */
  readonly required?: boolean;
  /** Shown instead of the generic text while this field has no column (what to do, or what then happens). */
  readonly unmappedHint?: string;
}

export interface ColumnMapperProps {
  readonly fields: readonly ColumnMapperField[];
  /** The file's column names (its header row), in file order. */
  readonly columns: readonly string[];
  /** Field id → column index; a field without one is unmapped. */
  readonly mapping: Readonly<Record<string, number | undefined>>;
  readonly onMappingChange: (field: string, column: number | undefined) => void;
  /** The first data row's values, shown beside each mapped field as an example. */
  readonly sample?: readonly string[];
  readonly disabled?: boolean;
  readonly labels?: Partial<ColumnMapperLabels>;
  readonly className?: string;
}

const NONE = "";

type FieldState = "mapped" | "missing" | "optional";

/**
 * One row per field with a select of the file's columns, a sample value, and what an unmapped
 * field means: a warning for a required one, a note for an optional one. Columns no field uses
 * are listed under the table, so a mistyped header is noticed.
 */
export function ColumnMapper({
  fields,
  columns,
  mapping,
  onMappingChange,
  sample,
  disabled = false,
  labels: labelOverrides,
  className,
}: ColumnMapperProps) {
  const labels = { ...DEFAULT_COLUMN_MAPPER_LABELS, ...labelOverrides };
  const ids = useId();
  const used = new Set(Object.values(mapping));
  const unused = columns.filter((_, index) => !used.has(index));

  return (
    <div data-slot="column-mapper" className={clsx("flex flex-col gap-2", className)}>
      <table className="w-full border-collapse text-sm">
        <caption className="pb-2 text-start font-semibold text-fg">{labels.caption}</caption>
        <thead>
          <tr className="border-b border-line text-start text-fg-muted">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {labels.fieldHeader}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {labels.columnHeader}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {labels.sampleHeader}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {labels.statusHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const column = mapping[field.id];
            const selectId = `${ids}-${field.id}`;
            const statusId = `${selectId}-status`;
            const state: FieldState =
              column !== undefined ? "mapped" : field.required === true ? "missing" : "optional";
            const status =
              state === "mapped"
                ? labels.mapped
                : (field.unmappedHint ??
                  (state === "missing"
                    ? labels.missingRequired(field.label)
                    : labels.missingOptional(field.label)));
            return (
              <tr
                key={field.id}
                data-slot="column-mapper-row"
                data-field={field.id}
                data-state={state}
                className="border-b border-line align-middle"
              >
                <th scope="row" className="py-2 pe-3 text-start font-medium text-fg">
                  <label htmlFor={selectId}>
                    {field.label}
                    {field.required === true ? (
                      <>
                        <span aria-hidden="true" className="ms-0.5 text-danger-text">
                          *
                        </span>
                        <span className="sr-only"> ({labels.required})</span>
                      </>
                    ) : null}
                  </label>
                </th>
                <td className="py-2 pe-3">
                  <select
                    id={selectId}
                    value={column === undefined ? NONE : String(column)}
                    disabled={disabled}
                    aria-invalid={state === "missing" || undefined}
                    aria-describedby={state === "mapped" ? undefined : statusId}
                    data-slot="column-mapper-select"
                    onChange={(event) => {
                      const { value } = event.currentTarget;
                      onMappingChange(field.id, value === NONE ? undefined : Number(value));
                    }}
                    className={clsx(
                      "h-9 w-full min-w-40 px-2 text-sm",
                      INPUT_SURFACE,
                      INPUT_FOCUS_RING,
                      INPUT_DISABLED_VARIANTS,
                      state === "missing" ? INPUT_BORDER.invalid : INPUT_BORDER.normal,
                    )}
                  >
                    <option value={NONE}>{labels.notMapped}</option>
                    {columns.map((name, index) => (
                      <option key={index} value={String(index)}>
                        {name}
                      </option>
                    ))}
                  </select>
                </td>
                <td
                  className="max-w-48 truncate py-2 pe-3 font-mono text-xs text-fg-muted"
                  data-slot="column-mapper-sample"
                >
                  {column === undefined ? "" : (sample?.[column] ?? "")}
                </td>
                <td className="py-2">
                  <span
                    id={statusId}
                    data-slot="column-mapper-status"
                    className={clsx(
                      "inline-flex items-center gap-1.5",
                      state === "mapped" && "text-success-text",
                      state === "missing" && "text-danger-text",
                      state === "optional" && "text-warning-text",
                    )}
                  >
                    {state === "mapped" ? (
                      <CircleCheck aria-hidden="true" size={16} />
                    ) : state === "missing" ? (
                      <TriangleAlert aria-hidden="true" size={16} />
                    ) : (
                      <Info aria-hidden="true" size={16} />
                    )}
                    {status}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {unused.length === 0 ? null : (
        <p data-slot="column-mapper-unused" className="text-sm text-fg-muted">
          {labels.unusedColumns(unused.join(", "))}
        </p>
      )}
    </div>
  );
}
