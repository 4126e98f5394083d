/**
 * `/user/{id}/edit/optional`: the user's metadata — the home page override, the optional fields
 * the portal settings configure (`user.metadata`, typed inputs; decision 0011), and any other key
 * as rows of key and value. Saved with `updatePlayer { metadata }` (the server requires
 * `EditUserOptionalFields` and checks the configured fields again).
 */
import { Button } from "@canvass/ui";
import { Fragment } from "react";
import { useFieldArray } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import type { MetadataField } from "@canvass/sdk/fields";
import { homepageProblem } from "@canvass/sdk/permissions";
import {
  FormActions,
  FormTextField,
  OptionalFieldInput,
  UnsavedChangesGuard,
  metadataWithOptionalValues,
  metadataWithoutFields,
  optionalValuesOf,
  WithOptionalFields,
  useServerForm,
  type OptionalValues,
} from "../../patterns";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useNotify } from "../../shell/use-notify";
import { metadataEntries, metadataOf, type MetadataEntry } from "./metadata-entries";
import type { PlayerRow } from "./user-words";

interface UserOptionalValues {
  entries: MetadataEntry[];
  metadata: OptionalValues;
}

export function UserOptionalForm({ user }: { readonly user: PlayerRow }) {
  return (
    <WithOptionalFields kind="user">
      {(fields) => <OptionalForm user={user} fields={fields} />}
    </WithOptionalFields>
  );
}

function OptionalForm({
  user,
  fields: configured,
}: {
  readonly user: PlayerRow;
  readonly fields: readonly MetadataField[];
}) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const free = metadataWithoutFields(configured, user.metadata);
  const serverForm = useServerForm<UserOptionalValues, PlayerRow>({
    defaultValues: {
      entries: metadataEntries(free),
      metadata: optionalValuesOf(configured, user.metadata),
    },
    save: (values) =>
      client.call("updatePlayer", {
        params: { path: { id: user.id } },
        body: {
          metadata: metadataWithOptionalValues(
            configured,
            metadataOf(values.entries, free),
            values.metadata,
          ),
        },
      }),
    onSaved: (saved) => {
      recordLastEdited("user", { id: saved.id, label: saved.full_name });
      notify({ title: t("users.savedToast", { name: saved.full_name }), severity: "success" });
      void navigate(`/user/${saved.id}`);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "entries" });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <UnsavedChangesGuard form={serverForm} />
      {fields.map((field, index) =>
        index === 0 ? (
          <Fragment key={field.id}>
            <FormTextField
              control={form.control}
              name={`entries.${String(index)}.value` as `entries.${number}.value`}
              label={t("users.field.homepage")}
              hint={t("users.homepageHint")}
              rules={{
                validate: (value) => {
                  const problem = typeof value === "string" ? homepageProblem(value) : undefined;
                  if (problem === "notPath") return t("users.homepageInvalid");
                  if (problem === "unknownPage") return t("users.homepageUnknown");
                  return true;
                },
              }}
            />
            {configured.map((optional) => (
              <OptionalFieldInput
                key={optional.key}
                control={form.control}
                name={`metadata.${optional.key}`}
                field={optional}
              />
            ))}
          </Fragment>
        ) : (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
            <FormTextField
              control={form.control}
              name={`entries.${String(index)}.key` as `entries.${number}.key`}
              label={t("users.field.metaKey")}
            />
            <FormTextField
              control={form.control}
              name={`entries.${String(index)}.value` as `entries.${number}.value`}
              label={t("users.field.metaValue")}
            />
            <Button
              variant="ghost"
              onClick={() => {
                remove(index);
              }}
            >
              {t("users.removeField")}
            </Button>
          </div>
        ),
      )}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            append({ key: "", value: "" });
          }}
        >
          {t("users.addField")}
        </Button>
      </div>
      <FormActions
        failure={failure}
        submitting={submitting}
        onCancel={() => {
          void navigate(`/user/${user.id}`);
        }}
      />
    </form>
  );
}
