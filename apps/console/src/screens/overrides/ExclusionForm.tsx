/**
 * The exclusion form (create and edit): which submission field of the campaign and which rule
 * (`^...$` a regular expression, checked with the SDK's `isValidFilterRule`, the server's own
 * check), the value it sets, the reason, the period it applies in (`ExclusionPeriodFields`), and
 * which teams it is scoped to (none: every team).
 * Saving writes the option, then adds and removes team scopes; the list refreshes after.
 */
import { isValidFilterRule } from "@canvass/sdk/text";
import { Textarea, type DropdownOption } from "@canvass/ui";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import {
  FormActions,
  FormSelectField,
  FormTextField,
  UnsavedChangesGuard,
  useServerForm,
} from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { ExclusionPeriodFields } from "./ExclusionPeriodFields";
import {
  REASON_MAX,
  RULE_MAX,
  exclusionBody,
  exclusionValues,
  scopeChanges,
  type ExclusionValues,
} from "./exclusion-values";
import type { Exclusion } from "./use-campaign-exclusions";

interface TeamChoice {
  readonly id: string;
  readonly title: string;
}

function ReasonField({ control }: { readonly control: Control<ExclusionValues> }) {
  const t = useT();
  const { field, fieldState } = useController({
    control,
    name: "description",
    rules: {
      validate: (value: string) =>
        value.length <= REASON_MAX ? true : t("overrides.tooLong", { max: REASON_MAX }),
    },
  });
  return (
    <Textarea
      label={t("overrides.field.reason")}
      hint={t("overrides.reasonHint")}
      name={field.name}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

function TeamsField({
  control,
  teams,
  disabled,
}: {
  readonly control: Control<ExclusionValues>;
  readonly teams: readonly TeamChoice[];
  readonly disabled: boolean;
}) {
  const t = useT();
  const hintId = useId();
  const { field } = useController({ control, name: "teams" });
  const chosen = new Set(field.value);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium text-fg">{t("overrides.field.teams")}</legend>
      <p id={hintId} className="text-sm text-fg-muted" aria-live="polite">
        {chosen.size === 0
          ? t("overrides.teamsAll")
          : t("overrides.teamsSome", { count: chosen.size })}
      </p>
      {teams.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("overrides.noTeams")}</p>
      ) : (
        <ul className="max-h-64 divide-y divide-line overflow-y-auto rounded-lg border border-line bg-surface">
          {teams.map((team) => (
            <li key={team.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-fg hover:bg-surface-muted">
                <input
                  type="checkbox"
                  checked={chosen.has(team.id)}
                  disabled={disabled}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    field.onChange(
                      on
                        ? [...field.value, team.id]
                        : field.value.filter((id: string) => id !== team.id),
                    );
                  }}
                  className="size-4 shrink-0 accent-primary"
                />
                {team.title}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export function ExclusionForm({
  campaign,
  exclusion,
  fields,
  teams,
  onSaved,
}: {
  readonly campaign: string;
  readonly exclusion?: Exclusion;
  readonly fields: readonly DropdownOption[];
  readonly teams: readonly TeamChoice[];
  readonly onSaved: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const back = `/overrides/${encodeURIComponent(campaign)}`;
  const serverForm = useServerForm<ExclusionValues, { id: string }>({
    defaultValues: exclusionValues(exclusion),
    save: async (values) => {
      const saved =
        exclusion === undefined
          ? await client.call("createCampaignOption", {
              body: { campaign, ...exclusionBody(values) },
            })
          : await client.call("updateCampaignOption", {
              params: { path: { id: exclusion.id } },
              body: exclusionBody(values),
            });
      if (!saved.ok) return saved;
      const id = saved.data.id;
      const { add, remove } = scopeChanges(exclusion?.teams ?? [], values.teams);
      if (add.length > 0) {
        const added = await client.call("setTeamCampaignOptions", {
          params: { path: { id, campaign, teams: add.join(",") } },
        });
        if (!added.ok) return added;
      }
      if (remove.length > 0) {
        const removed = await client.call("deleteTeamCampaignOptions", {
          params: { path: { id, teams: remove.join(",") } },
        });
        if (!removed.ok) return removed;
      }
      return { ok: true as const, data: { id } };
    },
    onSaved: () => {
      notify({ title: t("overrides.saved"), severity: "success" });
      onSaved();
      void navigate(back);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const { control } = form;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={exclusion === undefined ? t("overrides.newTitle") : t("overrides.editTitle")}
      className="flex flex-col gap-6"
    >
      <UnsavedChangesGuard form={serverForm} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="field"
          label={t("overrides.field.field")}
          required
          searchable
          options={fields}
          rules={{
            validate: (_value, values) => (values.field === "" ? t("form.required") : true),
          }}
        />
        <FormTextField
          control={control}
          name="rule"
          label={t("overrides.field.rule")}
          hint={t("overrides.ruleHint")}
          required
          autoComplete="off"
          rules={{
            validate: (_value, { rule }) => {
              if (rule === "") return t("form.required");
              if (rule.length > RULE_MAX) return t("overrides.tooLong", { max: RULE_MAX });
              return isValidFilterRule(rule) ? true : t("overrides.ruleInvalid");
            },
          }}
        />
        <FormTextField
          control={control}
          name="value"
          label={t("overrides.field.value")}
          hint={t("overrides.valueHint")}
          autoComplete="off"
          rules={{
            validate: (_value, { value }) =>
              value.length <= RULE_MAX ? true : t("overrides.tooLong", { max: RULE_MAX }),
          }}
        />
      </div>
      <ReasonField control={control} />
      <ExclusionPeriodFields control={control} />
      <TeamsField control={control} teams={teams} disabled={submitting} />
      <FormActions
        failure={failure}
        submitting={submitting}
        {...(exclusion === undefined ? { submitLabel: t("overrides.create") } : {})}
        onCancel={() => void navigate(back)}
      />
    </form>
  );
}
