/**
 * The dashboard page editor: title (and one per language), type, the panels in order, the
 * filters the page opens with, and the roles that see it. The title rule is the SDK's
 * (`dashPageProblems`); a title taken within the type is the server's 409 on `/title`.
 */
import { DASH_PAGE_TITLE_MAX_LENGTH, dashPageProblems } from "@canvass/sdk/admin";
import { LANGUAGE_OPTIONS } from "@canvass/sdk/locale";
import { Button, Card } from "@canvass/ui";
import { useController, type Control } from "react-hook-form";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import {
  FormActions,
  FormSelectField,
  FormTextField,
  UnsavedChangesGuard,
  useServerForm,
} from "../../../patterns";
import { useConfirm, useNotify } from "../../../shell/use-notify";
import {
  DASH_PAGE_ROLES,
  dashPageBody,
  dashPageValues,
  type DashPageRow,
  type DashPageValues,
} from "./dash-page-values";
import { PanelOrder } from "./PanelOrder";

function PanelsField({ control }: { readonly control: Control<DashPageValues> }) {
  const { field } = useController({ control, name: "panels" });
  return <PanelOrder value={field.value} onChange={field.onChange} />;
}

function RolesField({ control }: { readonly control: Control<DashPageValues> }) {
  const t = useT();
  const { field } = useController({ control, name: "roles" });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t("admin.dashPages.field.roles")}</legend>
      <p className="text-xs text-muted-foreground">{t("admin.dashPages.rolesHint")}</p>
      <div className="flex flex-wrap gap-4">
        {DASH_PAGE_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={field.value.includes(role)}
              onChange={(event) => {
                field.onChange(
                  event.target.checked
                    ? [...field.value, role]
                    : field.value.filter((r) => r !== role),
                );
              }}
            />
            {t(`role.${role}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DashPageForm({
  page,
  onDone,
}: {
  readonly page?: DashPageRow;
  readonly onDone: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const confirm = useConfirm();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<DashPageValues, DashPageRow>({
    defaultValues: dashPageValues(page),
    save: (values) =>
      page === undefined
        ? client.call("createDashPage", { body: dashPageBody(values) })
        : client.call("updateDashPage", {
            params: { path: { id: page.id } },
            body: dashPageBody(values),
          }),
    onSaved: (saved) => {
      notify({ title: t("admin.dashPages.saved", { title: saved.title }), severity: "success" });
      onDone();
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const { control } = form;
  const remove = () => {
    if (page === undefined) return;
    confirm({
      title: t("admin.dashPages.deleteTitle"),
      description: t("admin.dashPages.deleteText", { title: page.title }),
      severity: "warning",
      cancellable: true,
      continueText: t("admin.dashPages.delete"),
      onContinue: async () => {
        const answer = await client.call("deleteDashPage", { params: { path: { id: page.id } } });
        if (answer.ok) {
          notify({ title: t("admin.dashPages.deleted"), severity: "success" });
          onDone();
        } else {
          notify({ title: t("admin.dashPages.deleteFailed"), severity: "error" });
        }
      },
    });
  };
  return (
    <Card className="p-4">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={
          page === undefined
            ? t("admin.dashPages.newTitle")
            : t("admin.dashPages.editTitle", { title: page.title })
        }
        className="flex flex-col gap-6"
      >
        <UnsavedChangesGuard form={serverForm} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="title"
            label={t("admin.dashPages.field.title")}
            required
            autoComplete="off"
            rules={{
              validate: (_value, values) => {
                const found = dashPageProblems({ title: values.title, type: values.type }).find(
                  (problem) => problem.field === "/title",
                );
                if (found === undefined) return true;
                return found.problem === "tooLong"
                  ? t("admin.dashPages.titleTooLong", { max: DASH_PAGE_TITLE_MAX_LENGTH })
                  : t("form.required");
              },
            }}
          />
          <FormTextField
            control={control}
            name="type"
            label={t("admin.dashPages.field.type")}
            required
            autoComplete="off"
            hint={t("admin.dashPages.typeHint")}
          />
        </div>
        <details>
          <summary className="cursor-pointer text-sm font-medium">
            {t("admin.dashPages.field.titles")}
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {LANGUAGE_OPTIONS.map((option) => (
              <FormTextField
                key={option.value}
                control={control}
                name={`titles.${option.value}`}
                label={t("admin.dashPages.titleIn", { language: option.display })}
                autoComplete="off"
              />
            ))}
          </div>
        </details>
        <PanelsField control={control} />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormTextField
            control={control}
            name="days"
            label={t("admin.dashPages.field.days")}
            autoComplete="off"
            rules={{
              validate: (_value, values) =>
                values.days === "" ||
                (/^\d+$/.test(values.days) &&
                  Number(values.days) >= 1 &&
                  Number(values.days) <= 400) ||
                t("admin.dashPages.daysRange", { min: 1, max: 400 }),
            }}
          />
          <FormSelectField
            control={control}
            name="interval"
            label={t("admin.dashPages.field.interval")}
            options={[
              { value: "", display: t("admin.dashPages.default") },
              { value: "day", display: t("admin.dashPages.interval.day") },
              { value: "week", display: t("admin.dashPages.interval.week") },
              { value: "month", display: t("admin.dashPages.interval.month") },
            ]}
          />
          <FormSelectField
            control={control}
            name="dateField"
            label={t("admin.dashPages.field.dateField")}
            options={[
              { value: "", display: t("admin.dashPages.default") },
              { value: "Received", display: t("admin.dashPages.dateField.Received") },
              { value: "Processed", display: t("admin.dashPages.dateField.Processed") },
            ]}
          />
        </div>
        <RolesField control={control} />
        <FormActions
          failure={failure}
          submitting={submitting}
          {...(page === undefined ? { submitLabel: t("admin.dashPages.create") } : {})}
          onCancel={onDone}
        />
        {page === undefined ? null : (
          <div>
            <Button type="button" variant="secondary" onClick={remove}>
              {t("admin.dashPages.delete")}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
