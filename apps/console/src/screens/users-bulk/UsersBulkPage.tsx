import {
  checkBulkRows,
  mergeRowProblems,
  rankBelow,
  toBulkRows,
  type BulkRowProblem,
} from "@canvass/sdk";
import { ImportSteps, PageHeader } from "@canvass/ui";
import { useCallback, useMemo, useReducer } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { checkRows, createRows } from "./bulk-calls";
import { BULK_STEPS, INITIAL_BULK_WIZARD, bulkWizard, canOpenStep } from "./bulk-wizard";
import { failureText } from "./bulk-words";
import { MapStep } from "./MapStep";
import { previewRows } from "./preview-rows";
import { PreviewStep } from "./PreviewStep";
import { ResultStep } from "./ResultStep";
import { SourceStep } from "./SourceStep";

const NO_PROBLEMS: readonly BulkRowProblem[] = [];

/**
 * `/users/bulk` (CreateBulkUsers; the route's gate checks it): create many users from a CSV or
 * XLSX file or pasted text, in four steps — source, columns, preview, result. The whole state is
 * the page's (`bulk-wizard.ts`), so steps can be revisited and failed calls retried without
 * losing anything.
 */
export function UsersBulkPage() {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const [state, dispatch] = useReducer(bulkWizard, INITIAL_BULK_WIZARD);
  // Focus moves to a step's heading only after the operator changed step, not on arrival.
  const focusOnShow = state.moved;

  const assignableRoles = useMemo(
    () => (permissions === null ? [] : rankBelow(permissions.role)),
    [permissions],
  );
  const rows = useMemo(
    () => (state.table === undefined ? [] : toBulkRows(state.table, state.mapping, state.defaults)),
    [state.table, state.mapping, state.defaults],
  );
  const localProblems = useMemo(
    () => checkBulkRows(rows, { assignableRoles }),
    [rows, assignableRoles],
  );
  const serverProblems =
    state.check.status === "checked" ? state.check.report.rejected : NO_PROBLEMS;
  const refusedProblems = state.create.status === "refused" ? state.create.problems : NO_PROBLEMS;
  const shownRows = useMemo(
    () =>
      previewRows(
        rows,
        mergeRowProblems(localProblems, mergeRowProblems(serverProblems, refusedProblems)),
      ),
    [rows, localProblems, serverProblems, refusedProblems],
  );

  const { round, createMode } = state;
  const runCheck = useCallback(() => {
    dispatch({ type: "check.start", round });
    void checkRows(client, rows).then((outcome) => {
      dispatch(
        outcome.kind === "report"
          ? { type: "check.done", round, report: outcome.report }
          : { type: "check.fail", round, error: outcome.error },
      );
    });
  }, [client, rows, round]);

  const runCreate = useCallback(() => {
    dispatch({ type: "create.start", round });
    void createRows(client, rows, createMode).then((outcome) => {
      switch (outcome.kind) {
        case "report":
          dispatch({ type: "create.done", round, report: outcome.report });
          notify({
            severity: "success",
            title: t("bulk.toast.created", { count: outcome.report.created.length }),
          });
          return;
        case "refused":
          dispatch({ type: "create.refuse", round, problems: outcome.problems });
          notify({
            severity: "warning",
            title: t("bulk.toast.refused", { count: outcome.problems.length }),
          });
          return;
        case "failed":
          dispatch({ type: "create.fail", round, error: outcome.error });
          notify({
            severity: "error",
            title: t("bulk.preview.createFailed"),
            description: failureText(t, outcome.error),
          });
      }
    });
  }, [client, rows, round, createMode, notify, t]);

  const steps = BULK_STEPS.map((id) => ({ id, label: t(`bulk.step.${id}`) }));

  return (
    <PageFrame width="wide" data-screen="users-bulk">
      <PageHeader title={t("bulk.title")} description={t("bulk.description")} />
      <ImportSteps
        steps={steps}
        current={state.step}
        label={t("bulk.steps")}
        doneLabel={t("bulk.stepDone")}
        canOpen={(step) => BULK_STEPS.some((id) => id === step && canOpenStep(state, id))}
        onStepChange={(step) => {
          const target = BULK_STEPS.find((id) => id === step);
          if (target !== undefined) dispatch({ type: "open", step: target });
        }}
      />
      {state.step === "source" ? (
        <SourceStep state={state} dispatch={dispatch} focusOnShow={focusOnShow} />
      ) : null}
      {state.step === "map" ? (
        <MapStep state={state} dispatch={dispatch} focusOnShow={focusOnShow} />
      ) : null}
      {state.step === "preview" ? (
        <PreviewStep
          state={state}
          dispatch={dispatch}
          focusOnShow={focusOnShow}
          rows={shownRows}
          onCheck={runCheck}
          onCreate={runCreate}
        />
      ) : null}
      {state.step === "result" && state.create.status === "created" ? (
        <ResultStep
          rows={rows}
          report={state.create.report}
          focusOnShow={focusOnShow}
          onRestart={() => {
            dispatch({ type: "restart" });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
