/**
 * `/campaign/new`'s form: the title (required, at most the contract's length; unique without
 * regard to case, which the server checks: its 422 lands next to Title) and the settings the
 * spec gives defaults for, pre-filled from `CAMPAIGN_DEFAULTS`. A failed save keeps everything
 * typed. After creating: a toast, the campaign becomes the menu's last edited campaign, and its
 * edit page (`/campaign/{id}/edit/general`) opens.
 */
import { CAMPAIGN_TITLE_MAX_LENGTH, campaignTitleProblem } from "@canvass/sdk/campaigns";
import { schemaLimits } from "@canvass/sdk/contract";
import { TextField } from "@canvass/ui";
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
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useNotify } from "../../shell/use-notify";
import {
  createCampaignBody,
  newCampaignValues,
  type CampaignNewValues,
} from "./campaign-form-values";
import { campaignTypeOptions } from "./campaign-words";

const LIMITS = schemaLimits.CampaignCreate;

type NumberName = "attempts" | "timeout" | "checkinLength";
type FlagName = "blockScreenshot" | "picture";

function NumberField({
  control,
  name,
  label,
}: {
  readonly control: Control<CampaignNewValues>;
  readonly name: NumberName;
  readonly label: string;
}) {
  const t = useT();
  const { minimum, maximum } = LIMITS[name];
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (value) =>
        (Number.isInteger(value) && value >= minimum && value <= maximum) ||
        t("campaigns.numberRange", { min: minimum, max: maximum }),
    },
  });
  return (
    <TextField
      kind="number"
      label={label}
      required
      min={minimum}
      max={maximum}
      value={Number.isFinite(field.value) ? field.value : null}
      onValueChange={(value) => {
        field.onChange(value ?? Number.NaN);
      }}
      error={fieldState.error?.message}
    />
  );
}

function FlagField({
  control,
  name,
  label,
}: {
  readonly control: Control<CampaignNewValues>;
  readonly name: FlagName;
  readonly label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={field.name}
        checked={field.value}
        onChange={(event) => {
          field.onChange(event.target.checked);
        }}
        onBlur={field.onBlur}
        className="size-4"
      />
      {label}
    </label>
  );
}

export function CampaignNewForm() {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<CampaignNewValues, { id: string; title: string }>({
    defaultValues: newCampaignValues(),
    save: (values) => client.call("createCampaign", { body: createCampaignBody(values) }),
    onSaved: (saved) => {
      recordLastEdited("campaign", { id: saved.id, label: saved.title });
      notify({ title: t("campaigns.createdToast", { title: saved.title }), severity: "success" });
      void navigate(`/campaign/${encodeURIComponent(saved.id)}/edit/general`);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const { control } = form;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <UnsavedChangesGuard form={serverForm} />
      <FormTextField
        control={control}
        name="title"
        label={t("campaigns.field.title")}
        required
        autoComplete="off"
        hint={t("campaigns.titleHint")}
        rules={{
          validate: (value) => {
            const problem = campaignTitleProblem(typeof value === "string" ? value : "");
            if (problem === null) return true;
            return problem === "tooLong"
              ? t("campaigns.titleTooLong", { max: CAMPAIGN_TITLE_MAX_LENGTH })
              : t("form.required");
          },
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="type"
          label={t("campaigns.field.type")}
          required
          options={campaignTypeOptions(t)}
        />
        <NumberField control={control} name="attempts" label={t("campaigns.field.attempts")} />
        <NumberField control={control} name="timeout" label={t("campaigns.field.timeout")} />
        <FormTextField
          control={control}
          name="submitMode"
          label={t("campaigns.field.submitMode")}
          required
          autoComplete="off"
          rules={{ required: { value: true, message: t("form.required") } }}
        />
        <NumberField
          control={control}
          name="checkinLength"
          label={t("campaigns.field.checkinLength")}
        />
        <FormTextField
          control={control}
          name="range"
          label={t("campaigns.field.range")}
          hint={t("campaigns.rangeHint")}
          required
          autoComplete="off"
          rules={{ required: { value: true, message: t("form.required") } }}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("campaigns.field.options")}</legend>
        <FlagField
          control={control}
          name="blockScreenshot"
          label={t("campaigns.field.blockScreenshot")}
        />
        <FlagField control={control} name="picture" label={t("campaigns.field.picture")} />
      </fieldset>
      <FormActions
        failure={failure}
        submitting={submitting}
        submitLabel={t("campaigns.create")}
        onCancel={() => void navigate("/campaigns")}
      />
    </form>
  );
}
