import { DUPLICATE_ACTIONS, type DuplicateAction } from "@canvass/sdk/imports";
import { Button } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import { StepFrame } from "../users-bulk/StepFrame";
import { CallAlert } from "./CallAlert";
import { ReportTable } from "./ReportTable";
import { fieldName, reasonText, rowProblem } from "./import-words";
import type { ImportWizard } from "./use-import-wizard";

/** Lines each table shows at most (the counts above them say how many there are). */
export const SHOWN_LINES = 500;

const SELECT = "h-8 rounded-md border border-line bg-surface px-2 text-sm text-fg";

const isAction = (value: string): value is DuplicateAction =>
  (DUPLICATE_ACTIONS as readonly string[]).includes(value);

/** Step 3: the dry run's report — every bad row and field, every likely duplicate with a choice. */
export function DryRunStep({ wizard }: { readonly wizard: ImportWizard }) {
  const t = useT();
  const { state, context, send } = wizard;
  const report = context.dryRun;
  if (report === null) return null;
  const errors = report.errors as readonly {
    row: number;
    field?: string;
    code?: string;
    message: string;
  }[];
  const duplicates = report.duplicates ?? [];
  const choiceOf = (row: number): DuplicateAction =>
    context.choices.rows[String(row)] ?? context.choices.action;
  const starting = state === "starting";

  return (
    <StepFrame
      title={t("imports.dry.title")}
      description={t("imports.dry.description")}
      focusOnShow={false}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={starting}
            onClick={() => {
              send({ type: "import.back" });
            }}
          >
            {t("imports.back")}
          </Button>
          <Button
            loading={starting}
            onClick={() => {
              send({ type: "import.run" });
            }}
          >
            {t("imports.dry.run")}
          </Button>
        </>
      }
    >
      <p role="status" className="text-sm font-medium text-fg" data-slot="import-dry-summary">
        {t("imports.dry.summary", {
          rows: report.rows,
          imported: report.imported,
          updated: report.updated ?? 0,
          problems: new Set(errors.map((error) => error.row)).size,
          duplicates: duplicates.length,
        })}
      </p>
      {errors.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("imports.dry.noProblems")}</p>
      ) : (
        <ReportTable
          slot="import-errors"
          caption={t("imports.dry.problems", { count: errors.length })}
          headers={[t("imports.dry.row"), t("imports.dry.field"), t("imports.dry.problem")]}
        >
          {errors.slice(0, SHOWN_LINES).map((error, index) => (
            <tr
              key={`${String(error.row)}-${String(index)}`}
              className="border-b border-line last:border-b-0"
              data-slot="import-error"
            >
              <td className="px-3 py-1.5 tabular-nums">{error.row}</td>
              <td className="px-3 py-1.5">
                {error.field === undefined ? "" : fieldName(t, error.field)}
              </td>
              <td className="px-3 py-1.5">{rowProblem(t, error)}</td>
            </tr>
          ))}
        </ReportTable>
      )}
      {duplicates.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("imports.dry.noDuplicates")}</p>
      ) : (
        <>
          <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
            {t("imports.dry.everyDuplicate")}
            <select
              className={SELECT}
              value={context.choices.action}
              onChange={(event) => {
                const action = event.currentTarget.value;
                if (isAction(action)) send({ type: "import.choose", action });
              }}
            >
              {DUPLICATE_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`imports.action.${action}`)}
                </option>
              ))}
            </select>
          </label>
          <ReportTable
            slot="import-duplicates"
            caption={t("imports.dry.duplicates", { count: duplicates.length })}
            headers={[
              t("imports.dry.row"),
              t("imports.dry.reason"),
              t("imports.dry.matches"),
              t("imports.dry.choice"),
            ]}
          >
            {duplicates.slice(0, SHOWN_LINES).map((duplicate) => (
              <tr
                key={duplicate.row}
                className="border-b border-line last:border-b-0"
                data-slot="import-duplicate"
              >
                <td className="px-3 py-1.5 tabular-nums">{duplicate.row}</td>
                <td className="px-3 py-1.5">{reasonText(t, duplicate.reason)}</td>
                <td className="px-3 py-1.5">
                  {duplicate.account === undefined
                    ? t("imports.dry.matchesRow", { row: duplicate.otherRow ?? 0 })
                    : t("imports.dry.matchesAccount", { id: duplicate.account })}
                </td>
                <td className="px-3 py-1.5">
                  <select
                    aria-label={t("imports.dry.choiceOf", { row: duplicate.row })}
                    className={SELECT}
                    value={choiceOf(duplicate.row)}
                    onChange={(event) => {
                      const action = event.currentTarget.value;
                      if (isAction(action)) {
                        send({ type: "import.choose", action, row: duplicate.row });
                      }
                    }}
                  >
                    {DUPLICATE_ACTIONS.map((action) => (
                      <option key={action} value={action}>
                        {t(`imports.action.${action}`)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </ReportTable>
        </>
      )}
      {errors.length > SHOWN_LINES || duplicates.length > SHOWN_LINES ? (
        <p className="text-sm text-fg-muted">
          {t("imports.dry.firstLines", { count: SHOWN_LINES })}
        </p>
      ) : null}
      <CallAlert error={context.error} />
    </StepFrame>
  );
}
