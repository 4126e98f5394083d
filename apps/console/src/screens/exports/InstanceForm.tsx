/**
 * The instance form: description, which submissions (campaigns, team and user picked with the
 * /subs pickers, `InstancePickers`; the date range on Received or Processed in a time zone), and
 * the optional schedule (daily,
 * weekly or monthly at a local time in a time zone, checked with the SDK's schedule rule, with
 * its next run). Saving needs CreateExports / UpdateExports; otherwise it is read-only.
 */
import { EXPORT_FREQUENCIES, nextScheduledRun } from "@canvass/sdk/exports";
import { Button, Card } from "@canvass/ui";
import { useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { FormFailure, saveFailureOf, type SaveFailure } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { InstancePickers } from "./InstancePickers";
import {
  filtersBody,
  instanceDraft,
  scheduleBody,
  scheduleProblems,
  type InstanceBody,
  type InstanceDraft,
} from "./instance-values";

const INPUT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";
const DAYS = [0, 1, 2, 3, 4, 5, 6];

function Field({
  id,
  label,
  error,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="text-xs text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

export function InstanceForm({
  exportId,
  saved,
  readOnly,
  onSaved,
}: {
  readonly exportId: string;
  readonly saved?: InstanceBody;
  readonly readOnly: boolean;
  readonly onSaved?: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [draft, setDraft] = useState<InstanceDraft>(() => instanceDraft(saved, zone));
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const set = (change: Partial<InstanceDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
  };
  const problems = scheduleProblems(draft);
  const scheduleError = (part: string) =>
    problems[part] === undefined ? undefined : t("exports.problem.schedule");
  const descriptionError =
    (touched && draft.description.trim() === "" ? t("exports.problem.required") : undefined) ??
    failure?.fields.Description;
  const schedule = scheduleBody(draft);
  const next =
    schedule === null || Object.keys(problems).length > 0
      ? undefined
      : nextScheduledRun(schedule, new Date());

  const submit = async () => {
    setTouched(true);
    if (draft.description.trim() === "" || Object.keys(problems).length > 0) return;
    setSubmitting(true);
    const Filters = filtersBody(draft, saved?.Filters);
    const result =
      saved === undefined
        ? await client.call("createExportOption", {
            body: {
              ExportID: exportId,
              Description: draft.description.trim(),
              Filters,
              MarkExported: draft.markExported,
              ...(schedule === null ? {} : { Schedule: schedule }),
            },
          })
        : await client.call("updateExportOption", {
            params: { path: { id: saved.ID } },
            body: {
              Description: draft.description.trim(),
              Filters,
              Schedule: schedule,
              MarkExported: draft.markExported,
            },
          });
    setSubmitting(false);
    if (!result.ok) {
      setFailure(saveFailureOf(result.error, ["Description", "Filters", "Schedule"], t));
      return;
    }
    setFailure(undefined);
    notify({
      title: t("exports.instance.saved", { name: result.data.Description }),
      severity: "success",
    });
    if (saved === undefined) {
      void navigate(
        `/export/${encodeURIComponent(exportId)}/instance/${encodeURIComponent(result.data.ID)}`,
      );
    } else onSaved?.();
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Card>
        <fieldset disabled={readOnly} className="flex flex-col gap-4">
          <Field
            id="instance-description"
            label={t("exports.instance.field.description")}
            error={descriptionError}
          >
            <input
              id="instance-description"
              className={INPUT}
              value={draft.description}
              required
              maxLength={200}
              aria-invalid={descriptionError === undefined ? undefined : true}
              aria-describedby={
                descriptionError === undefined ? undefined : "instance-description-error"
              }
              onChange={(event) => {
                set({ description: event.target.value });
              }}
            />
          </Field>
          <h3 className="text-sm font-semibold">{t("exports.instance.filters.title")}</h3>
          <InstancePickers draft={draft} onChange={set} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="instance-date-field" label={t("exports.instance.filters.dateField")}>
              <select
                id="instance-date-field"
                className={INPUT}
                value={draft.dateField}
                onChange={(event) => {
                  set({ dateField: event.target.value as InstanceDraft["dateField"] });
                }}
              >
                <option value="Received">{t("exports.instance.filters.received")}</option>
                <option value="Processed">{t("exports.instance.filters.processed")}</option>
              </select>
            </Field>
            <Field id="instance-timezone" label={t("exports.instance.filters.timezone")}>
              <input
                id="instance-timezone"
                className={INPUT}
                value={draft.timezone}
                onChange={(event) => {
                  set({ timezone: event.target.value });
                }}
              />
            </Field>
            <Field id="instance-after" label={t("exports.instance.filters.after")}>
              <input
                id="instance-after"
                type="date"
                className={INPUT}
                value={draft.after}
                onChange={(event) => {
                  set({ after: event.target.value });
                }}
              />
            </Field>
            <Field id="instance-before" label={t("exports.instance.filters.before")}>
              <input
                id="instance-before"
                type="date"
                className={INPUT}
                value={draft.before}
                onChange={(event) => {
                  set({ before: event.target.value });
                }}
              />
            </Field>
          </div>
          <div className="flex flex-col gap-1">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.markExported}
                aria-describedby="mark-exported-help"
                onChange={(event) => {
                  set({ markExported: event.target.checked });
                }}
              />
              {t("exports.instance.markExported")}
            </label>
            <p id="mark-exported-help" className="text-xs text-fg-muted">
              {t("exports.instance.markExported.help")}
            </p>
          </div>
        </fieldset>
      </Card>
      <Card title={t("exports.instance.schedule.title")}>
        <fieldset disabled={readOnly} className="flex flex-col gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.scheduled}
              onChange={(event) => {
                set({ scheduled: event.target.checked });
              }}
            />
            {t("exports.instance.schedule.on")}
          </label>
          {draft.scheduled ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="schedule-frequency" label={t("exports.instance.schedule.frequency")}>
                <select
                  id="schedule-frequency"
                  className={INPUT}
                  value={draft.frequency}
                  onChange={(event) => {
                    set({ frequency: event.target.value as InstanceDraft["frequency"] });
                  }}
                >
                  {EXPORT_FREQUENCIES.map((value) => (
                    <option key={value} value={value}>
                      {t(`exports.instance.schedule.${value}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                id="schedule-time"
                label={t("exports.instance.schedule.time")}
                error={scheduleError("time")}
              >
                <input
                  id="schedule-time"
                  type="time"
                  className={INPUT}
                  value={draft.time}
                  onChange={(event) => {
                    set({ time: event.target.value });
                  }}
                />
              </Field>
              {draft.frequency === "weekly" ? (
                <Field
                  id="schedule-day-of-week"
                  label={t("exports.instance.schedule.dayOfWeek")}
                  error={scheduleError("dayOfWeek")}
                >
                  <select
                    id="schedule-day-of-week"
                    className={INPUT}
                    value={draft.dayOfWeek}
                    onChange={(event) => {
                      set({ dayOfWeek: event.target.value });
                    }}
                  >
                    {DAYS.map((value) => (
                      <option key={value} value={String(value)}>
                        {intl.formatDate(new Date(Date.UTC(2026, 0, 4 + value, 12)), {
                          weekday: "long",
                          timeZone: "UTC",
                        })}
                      </option>
                    ))}
                  </select>
                </Field>
              ) : null}
              {draft.frequency === "monthly" ? (
                <Field
                  id="schedule-day-of-month"
                  label={t("exports.instance.schedule.dayOfMonth")}
                  error={scheduleError("dayOfMonth")}
                >
                  <input
                    id="schedule-day-of-month"
                    type="number"
                    min={1}
                    max={28}
                    className={INPUT}
                    value={draft.dayOfMonth}
                    onChange={(event) => {
                      set({ dayOfMonth: event.target.value });
                    }}
                  />
                </Field>
              ) : null}
              <Field
                id="schedule-timezone"
                label={t("exports.instance.schedule.timezone")}
                error={scheduleError("timezone")}
              >
                <input
                  id="schedule-timezone"
                  className={INPUT}
                  value={draft.scheduleZone}
                  onChange={(event) => {
                    set({ scheduleZone: event.target.value });
                  }}
                />
              </Field>
              {next === undefined ? null : (
                <p className="text-sm sm:col-span-2" data-slot="next-run">
                  {t("exports.instance.schedule.next", {
                    when: intl.formatDate(next, { dateStyle: "full", timeStyle: "short" }),
                  })}
                </p>
              )}
            </div>
          ) : null}
        </fieldset>
      </Card>
      {readOnly ? null : (
        <div className="flex flex-col gap-3">
          <FormFailure failure={failure} />
          <div>
            <Button type="submit" loading={submitting}>
              {saved === undefined ? t("exports.instance.create") : t("exports.instance.save")}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
