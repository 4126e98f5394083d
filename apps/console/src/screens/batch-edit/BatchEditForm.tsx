import { editableAccountFields, accountInput, isChangeReason } from "@canvass/sdk/accounts";
import { applyDateMask } from "@canvass/sdk/masks";
import { batchValueProblems, canPreviewBatch } from "@canvass/machines";
import { Button, Card, TextField, Textarea } from "@canvass/ui";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useT, type Translate } from "../../i18n/use-t";
import { fieldLabel } from "../lookup/field-text";
import { csvRows } from "./csv-rows";
import type { BatchEdit } from "./use-batch-edit";
import type { BatchEditFilters } from "./subs-filters";

type Mode = "filter" | "ids" | "csv";

function problemText(t: Translate, code: string): string {
  return t(`batchEdit.problem.${code}`);
}

const SELECT =
  "h-9 rounded-md border border-border bg-surface px-2 text-sm text-fg focus-visible:outline-2";

/** Selection (filter, pasted ids, CSV), the values typed once, and the required Reason. */
export function BatchEditForm({
  batch,
  filters,
}: {
  readonly batch: BatchEdit;
  readonly filters: BatchEditFilters | undefined;
}) {
  const t = useT();
  const intl = useIntl();
  const { context, send, state } = batch;
  const [mode, setMode] = useState<Mode>(filters === undefined ? "ids" : "filter");
  const [idsText, setIdsText] = useState("");
  const [csvProblem, setCsvProblem] = useState<string | null>(null);
  const [field, setField] = useState("");
  const problems = batchValueProblems(context);
  const fields = editableAccountFields();
  const selection = context.selection;
  // Next to the field: a reason of blanks, or none once there is a preview to apply.
  const reasonMissing =
    (context.reason !== "" || state === "reviewing") && !isChangeReason(context.reason);

  const choose = (next: Mode) => {
    setMode(next);
    if (next === "filter" && filters !== undefined) send({ type: "select.filter", filters });
  };

  return (
    <Card title={t("batchEdit.selectTitle")} data-slot="batch-edit-form">
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium">{t("batchEdit.selectBy")}</legend>
          {(["filter", "ids", "csv"] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="batch-mode"
                value={option}
                checked={mode === option}
                disabled={option === "filter" && filters === undefined}
                onChange={() => {
                  choose(option);
                }}
              />
              {t(`batchEdit.mode.${option}`)}
            </label>
          ))}
        </fieldset>
        {mode === "filter" ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-fg-muted" data-slot="batch-filter">
              {filters === undefined
                ? t("batchEdit.noFilter")
                : t("batchEdit.filterSummary", {
                    filter: Object.entries(filters)
                      .map(([name, value]) => `${name}=${value}`)
                      .join(", "),
                  })}
            </p>
            {filters !== undefined && selection?.kind !== "filter" ? (
              <Button
                variant="secondary"
                onClick={() => {
                  send({ type: "select.filter", filters });
                }}
              >
                {t("batchEdit.useFilter")}
              </Button>
            ) : null}
          </div>
        ) : null}
        {mode === "ids" ? (
          <Textarea
            label={t("batchEdit.idsLabel")}
            value={idsText}
            onValueChange={(text) => {
              setIdsText(text);
              send({ type: "select.ids", text });
            }}
            error={
              selection?.kind === "ids" && selection.invalid.length > 0
                ? t("batchEdit.idsInvalid", { ids: selection.invalid.slice(0, 5).join(", ") })
                : undefined
            }
          />
        ) : null}
        {mode === "csv" ? (
          <label className="flex flex-col gap-1 text-sm">
            {t("batchEdit.csvLabel")}
            <input
              type="file"
              accept=".csv,text/csv"
              data-slot="batch-csv"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file === undefined) return;
                void file.text().then((text) => {
                  const read = csvRows(text);
                  if (read.ok) {
                    setCsvProblem(null);
                    send({ type: "select.rows", rows: read.rows });
                  } else setCsvProblem(t(`batchEdit.csv.${read.reason}`));
                });
              }}
            />
            {csvProblem !== null ? (
              <span role="alert" className="text-danger-text">
                {csvProblem}
              </span>
            ) : null}
            {selection?.kind === "rows" ? (
              <span>{t("batchEdit.csvRows", { count: selection.rows.length })}</span>
            ) : null}
          </label>
        ) : null}
        {mode === "csv" ? null : (
          <div className="flex flex-col gap-3" data-slot="batch-values">
            <div className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col gap-1 text-sm">
                {t("batchEdit.field")}
                <select
                  className={SELECT}
                  value={field}
                  onChange={(event) => {
                    setField(event.currentTarget.value);
                  }}
                >
                  <option value="">{t("batchEdit.chooseField")}</option>
                  {fields
                    .filter((name) => !(name in context.values))
                    .map((name) => (
                      <option key={name} value={name}>
                        {fieldLabel(name, intl)}
                      </option>
                    ))}
                </select>
              </label>
              <Button
                variant="secondary"
                disabled={field === ""}
                onClick={() => {
                  send({ type: "values.set", field, text: "" });
                  setField("");
                }}
              >
                {t("batchEdit.addField")}
              </Button>
            </div>
            {Object.entries(context.values).map(([name, text]) => {
              const input = accountInput(name, context.validators);
              const problem = problems[name];
              return (
                <div key={name} className="flex flex-wrap items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <TextField
                      label={fieldLabel(name, intl)}
                      kind={input.kind === "email" ? ("email" as const) : ("text" as const)}
                      inputMode={input.kind === "number" ? "decimal" : undefined}
                      placeholder={input.kind === "date" ? t("lookup.datePlaceholder") : undefined}
                      value={text}
                      error={problem === undefined ? undefined : problemText(t, problem.code)}
                      onValueChange={(value: string) => {
                        send({
                          type: "values.set",
                          field: name,
                          text: input.kind === "date" ? applyDateMask(value) : value,
                        });
                      }}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      send({ type: "values.remove", field: name });
                    }}
                  >
                    {t("batchEdit.removeField", { field: fieldLabel(name, intl) })}
                  </Button>
                </div>
              );
            })}
          </div>
        )}
        <Textarea
          label={t("batchEdit.reason")}
          required
          maxLength={500}
          value={context.reason}
          error={reasonMissing ? t("batchEdit.reasonRequired") : undefined}
          onValueChange={(text) => {
            send({ type: "reason.change", text });
          }}
        />
        {state === "editing" && context.error !== null ? (
          <p role="alert" className="text-sm text-danger-text">
            {t("batchEdit.callFailed", { reason: context.error })}
          </p>
        ) : null}
        <div>
          <Button
            loading={state === "previewing"}
            disabled={!canPreviewBatch(context) || state === "applying"}
            onClick={() => {
              send({ type: "preview.request" });
            }}
          >
            {t("batchEdit.preview")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
