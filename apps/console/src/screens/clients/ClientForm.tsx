/**
 * The client form (create and edit): its name and its restriction flags, as toggles with their
 * meaning for client users (the team toggles' pattern, decision 0009, without the "exempt"
 * switch: a client only restricts). A taken name is the server's 409 on `/name`, shown there.
 */
import { schemaLimits } from "@canvass/sdk/contract";
import { isRestrictionFlag } from "@canvass/sdk/permissions";
import { FlagToggles } from "@canvass/ui";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { FormActions, FormTextField, UnsavedChangesGuard, useServerForm } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { clientFlagItems, flagGroups, flagLabels } from "./client-flags";
import { clientBody, clientValues, type ClientRow, type ClientValues } from "./client-values";

export const CLIENT_NAME_MAX = schemaLimits.Client.name.maxLength;

function ClientFlagsField({
  control,
  disabled,
}: {
  readonly control: Control<ClientValues>;
  readonly disabled: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const permissions = usePermissions();
  const { field } = useController({ control, name: "restrictions" });
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h2 id={titleId} className="text-base font-semibold text-fg">
          {t("clients.flags.title")}
        </h2>
        <p className="text-sm text-fg-muted">{t("clients.flags.hint")}</p>
      </div>
      <FlagToggles
        groups={flagGroups(t)}
        flags={clientFlagItems(t, permissions?.features)}
        restricted={field.value}
        exempt={[]}
        exemptable={false}
        onChange={(next) => {
          field.onChange(next.restricted.filter(isRestrictionFlag));
        }}
        disabled={disabled}
        labels={flagLabels(t)}
      />
    </section>
  );
}

export function ClientForm({
  client: row,
  onSaved,
}: {
  readonly client?: ClientRow;
  readonly onSaved: (saved: ClientRow) => void;
}) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<ClientValues, ClientRow>({
    defaultValues: clientValues(row),
    save: (values) =>
      row === undefined
        ? client.call("createClient", { body: clientBody(values) })
        : client.call("updateClient", {
            params: { path: { id: row.id } },
            body: clientBody(values),
          }),
    onSaved: (saved) => {
      notify({ title: t("clients.saved", { name: saved.name }), severity: "success" });
      onSaved(saved);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={row === undefined ? t("clients.newTitle") : t("clients.editTitle")}
      className="flex flex-col gap-6"
    >
      <UnsavedChangesGuard form={serverForm} />
      <FormTextField
        control={form.control}
        name="name"
        label={t("clients.field.name")}
        required
        autoComplete="off"
        rules={{
          validate: (_value, values) => {
            const name = values.name.trim();
            if (name === "") return t("form.required");
            if (name.length > CLIENT_NAME_MAX)
              return t("clients.nameTooLong", { max: CLIENT_NAME_MAX });
            return true;
          },
        }}
      />
      <ClientFlagsField control={form.control} disabled={submitting} />
      <FormActions
        failure={failure}
        submitting={submitting}
        {...(row === undefined ? { submitLabel: t("clients.create") } : {})}
        onCancel={() => void navigate("/clients")}
      />
    </form>
  );
}
