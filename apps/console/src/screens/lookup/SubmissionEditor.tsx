import { accountInput, type AccountInputProblem } from "@canvass/sdk/accounts";
import { applyDateMask } from "@canvass/sdk/masks";
import type { AccountRecord, FieldProblem } from "@canvass/machines";
import { Button, Card, ChangeReview, TextField, Textarea } from "@canvass/ui";
import { useIntl } from "react-intl";
import { useT, type Translate } from "../../i18n/use-t";
import { fieldLabel } from "./field-text";
import type { Lookup } from "./use-lookup";

function inputProblemText(t: Translate, problem: AccountInputProblem): string {
  switch (problem.code) {
    case "required":
      return t("lookup.problem.required");
    case "tooShort":
      return t("lookup.problem.tooShort", { limit: problem.limit });
    case "tooLong":
      return t("lookup.problem.tooLong", { limit: problem.limit });
    case "pattern":
      return t("lookup.problem.pattern");
    case "number":
      return t("lookup.problem.number");
    case "date":
      return t("lookup.problem.date");
    case "choice":
      return t("lookup.problem.choice");
  }
}

const problemText = (t: Translate, problem: FieldProblem | undefined) =>
  problem === undefined
    ? undefined
    : problem.kind === "input"
      ? inputProblemText(t, problem.problem)
      : problem.message;

/**
 * Edit mode of one submission: the editable fields with their masks, then the review (old → new,
 * a required reason), saving ("still saving" after a while), and a failure or conflict that keeps
 * every typed value.
 */
export function SubmissionEditor({
  lookup,
  account,
}: {
  readonly lookup: Lookup;
  readonly account: AccountRecord;
}) {
  const t = useT();
  const intl = useIntl();
  const { view, send, context } = lookup;
  const reviewing = ["reviewing", "saving", "failed", "conflict"].includes(view.step);
  return (
    <Card title={t("lookup.editTitle", { id: account.ID })} data-slot="submission-editor">
      {reviewing ? (
        <div className="flex flex-col gap-3">
          {view.step === "conflict" ? (
            <p role="alert" className="text-sm text-warning-text">
              {t("lookup.conflict")}
            </p>
          ) : null}
          <ChangeReview
            rows={(view.step === "conflict"
              ? view.conflicts.map((row) => ({
                  field: row.field,
                  from: row.seen,
                  to: row.yours,
                  stored: row.stored ?? row.message,
                }))
              : view.review
            ).map((row) => ({ ...row, field: fieldLabel(row.field, intl) }))}
            labels={{
              caption: t("lookup.review.caption"),
              field: t("lookup.review.field"),
              from: t("lookup.review.from"),
              to: t("lookup.review.to"),
              stored: t("lookup.review.stored"),
              empty: t("lookup.review.empty"),
            }}
          />
          {view.step === "conflict" ? null : (
            <Textarea
              label={t("lookup.reason")}
              required
              maxLength={500}
              value={context.reason}
              onValueChange={(text) => {
                send({ type: "lookup.reason", text });
              }}
            />
          )}
          {view.step === "failed" && view.failure !== null ? (
            <p role="alert" className="text-sm text-danger-text">
              {t("lookup.saveFailed", { reason: view.failure.message })}
            </p>
          ) : null}
          {view.slow ? (
            <p role="status" className="text-sm text-fg-muted">
              {t("lookup.stillSaving")}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {view.step === "conflict" ? (
              <Button
                onClick={() => {
                  send({ type: "lookup.back" });
                }}
              >
                {t("lookup.reviewAgain")}
              </Button>
            ) : (
              <Button
                loading={view.step === "saving"}
                disabled={!view.canSave}
                onClick={() => {
                  send({ type: "lookup.save" });
                }}
              >
                {t("lookup.save")}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={view.step === "saving"}
              onClick={() => {
                send({ type: "lookup.back" });
              }}
            >
              {t("lookup.back")}
            </Button>
            <Button
              variant="ghost"
              disabled={view.step === "saving"}
              onClick={() => {
                send({ type: "lookup.cancel" });
              }}
            >
              {t("lookup.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          aria-label={t("lookup.editTitle", { id: account.ID })}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "lookup.review" });
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {Object.keys(context.draft).map((field) => {
              const input = accountInput(field, context.validators);
              return (
                <TextField
                  key={field}
                  label={fieldLabel(field, intl)}
                  kind={input.kind === "email" ? ("email" as const) : ("text" as const)}
                  inputMode={input.kind === "number" ? "decimal" : undefined}
                  placeholder={input.kind === "date" ? t("lookup.datePlaceholder") : undefined}
                  value={context.draft[field] ?? ""}
                  error={problemText(t, view.problems[field])}
                  onValueChange={(text: string) => {
                    send({
                      type: "lookup.change",
                      field,
                      text: input.kind === "date" ? applyDateMask(text) : text,
                    });
                  }}
                />
              );
            })}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={view.step === "checking"}>
              {t("lookup.review")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                send({ type: "lookup.cancel" });
              }}
            >
              {t("lookup.cancel")}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
