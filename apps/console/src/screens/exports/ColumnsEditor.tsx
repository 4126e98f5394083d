/**
 * The export's columns: one row per column with its type (blank, fixed value, field, function),
 * header and what it writes; reordered by dragging the handle or with the move buttons (the
 * keyboard way), each problem of the SDK's column rule shown under the part it names.
 */
import { EXPORT_COLUMN_TYPES, EXPORT_FUNCTION_NAMES, moveColumn } from "@canvass/sdk/exports";
import { Button } from "@canvass/ui";
import { useState, type ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import {
  EXPORT_FIELD_NAMES,
  emptyColumn,
  type ColumnDraft,
  type ColumnPart,
  type ColumnProblem,
} from "./export-values";

const INPUT =
  "h-9 w-full rounded-md border border-input bg-background px-2 text-sm disabled:opacity-70";

function Labelled({
  id,
  label,
  error,
  hint,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="text-xs text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

export function ColumnsEditor({
  columns,
  problems,
  readOnly,
  onChange,
}: {
  readonly columns: readonly ColumnDraft[];
  readonly problems: readonly ColumnProblem[];
  readonly readOnly: boolean;
  readonly onChange: (next: ColumnDraft[]) => void;
}) {
  const t = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  const problemOf = (index: number, part: ColumnPart) => {
    const found = problems.find((problem) => problem.index === index && problem.part === part);
    return found === undefined ? undefined : t(`exports.problem.${found.code}`);
  };
  const edit = (index: number, change: Partial<ColumnDraft>) => {
    onChange(columns.map((column, at) => (at === index ? { ...column, ...change } : column)));
  };
  const aria = (id: string, error: string | undefined, hint = false) => ({
    id,
    "aria-invalid": error === undefined ? undefined : true,
    "aria-describedby":
      [hint ? `${id}-hint` : "", error === undefined ? "" : `${id}-error`].join(" ").trim() ||
      undefined,
  });

  return (
    <div className="flex flex-col gap-3" data-slot="export-columns">
      <ol className="flex flex-col gap-2">
        {columns.map((column, index) => {
          const n = index + 1;
          const id = `column-${column.key}`;
          const headerError = problemOf(index, "header");
          const valueError = problemOf(index, "value");
          const fieldError = problemOf(index, "field");
          const fnError = problemOf(index, "function");
          const argsError = problemOf(index, "args");
          return (
            // The row is the drop target of a dragged handle; the move buttons are the keyboard way.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={column.key}
              data-slot="export-column"
              data-state={dragged === index ? "dragging" : "idle"}
              className="flex flex-col gap-2 rounded-lg border border-border p-2 sm:flex-row sm:items-start"
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) onChange(moveColumn(columns, dragged, index));
                setDragged(null);
              }}
            >
              {readOnly ? null : (
                <button
                  type="button"
                  aria-label={t("exports.columns.drag", { n })}
                  draggable
                  onDragStart={() => {
                    setDragged(index);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                  }}
                  className="cursor-grab select-none px-1 pt-2 text-fg-muted"
                >
                  ⠿
                </button>
              )}
              <Labelled
                id={`${id}-type`}
                label={t("exports.columns.type", { n })}
                error={undefined}
              >
                <select
                  id={`${id}-type`}
                  className={INPUT}
                  value={column.type}
                  disabled={readOnly}
                  onChange={(event) => {
                    edit(index, { type: event.target.value as ColumnDraft["type"] });
                  }}
                >
                  {EXPORT_COLUMN_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`exports.type.${type}`)}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled
                id={`${id}-header`}
                label={t("exports.columns.header", { n })}
                error={headerError}
              >
                <input
                  {...aria(`${id}-header`, headerError)}
                  className={INPUT}
                  value={column.header}
                  readOnly={readOnly}
                  maxLength={128}
                  onChange={(event) => {
                    edit(index, { header: event.target.value });
                  }}
                />
              </Labelled>
              {column.type === "set" ? (
                <Labelled
                  id={`${id}-value`}
                  label={t("exports.columns.value", { n })}
                  error={valueError}
                >
                  <input
                    {...aria(`${id}-value`, valueError)}
                    className={INPUT}
                    value={column.value}
                    readOnly={readOnly}
                    maxLength={1000}
                    onChange={(event) => {
                      edit(index, { value: event.target.value });
                    }}
                  />
                </Labelled>
              ) : null}
              {column.type === "field" ? (
                <Labelled
                  id={`${id}-field`}
                  label={t("exports.columns.field", { n })}
                  error={fieldError}
                >
                  <select
                    {...aria(`${id}-field`, fieldError)}
                    className={INPUT}
                    value={column.field}
                    disabled={readOnly}
                    onChange={(event) => {
                      edit(index, { field: event.target.value });
                    }}
                  >
                    {EXPORT_FIELD_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                </Labelled>
              ) : null}
              {column.type === "function" ? (
                <>
                  <Labelled
                    id={`${id}-fn`}
                    label={t("exports.columns.function", { n })}
                    error={fnError}
                  >
                    <select
                      {...aria(`${id}-fn`, fnError)}
                      className={INPUT}
                      value={column.fn}
                      disabled={readOnly}
                      onChange={(event) => {
                        edit(index, { fn: event.target.value });
                      }}
                    >
                      {EXPORT_FUNCTION_NAMES.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </select>
                  </Labelled>
                  <Labelled
                    id={`${id}-args`}
                    label={t("exports.columns.args", { n })}
                    error={argsError}
                    hint={t("exports.columns.argsHint")}
                  >
                    <input
                      {...aria(`${id}-args`, argsError, true)}
                      className={INPUT}
                      value={column.args}
                      readOnly={readOnly}
                      onChange={(event) => {
                        edit(index, { args: event.target.value });
                      }}
                    />
                  </Labelled>
                </>
              ) : null}
              {readOnly ? null : (
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t("exports.columns.moveUp", { n })}
                    disabled={index === 0}
                    onClick={() => {
                      onChange(moveColumn(columns, index, index - 1));
                    }}
                  >
                    ↑
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t("exports.columns.moveDown", { n })}
                    disabled={index === columns.length - 1}
                    onClick={() => {
                      onChange(moveColumn(columns, index, index + 1));
                    }}
                  >
                    ↓
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t("exports.columns.remove", { n })}
                    onClick={() => {
                      onChange(columns.filter((_, at) => at !== index));
                    }}
                  >
                    ✕
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {problems.some((problem) => problem.index === -1) ? (
        <p className="text-sm text-danger-text">{t("exports.problem.columns")}</p>
      ) : null}
      {readOnly ? null : (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              onChange([...columns, emptyColumn()]);
            }}
          >
            {t("exports.columns.add")}
          </Button>
        </div>
      )}
    </div>
  );
}
