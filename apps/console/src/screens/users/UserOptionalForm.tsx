/**
 * `/user/{id}/edit/optional`: the user's metadata — the home page override and any other key —
 * as rows of key and value. Saved with `updatePlayer { metadata }` (the server requires
 * `EditUserOptionalFields`).
 */
import { Button } from "@canvass/ui";
import { useFieldArray } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { FormActions, FormTextField, UnsavedChangesGuard, useServerForm } from "../../patterns";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useNotify } from "../../shell/use-notify";
import { isInAppPath, metadataEntries, metadataOf, type MetadataEntry } from "./metadata-entries";
import type { PlayerRow } from "./user-words";

interface OptionalValues {
  entries: MetadataEntry[];
}

export function UserOptionalForm({ user }: { readonly user: PlayerRow }) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<OptionalValues, PlayerRow>({
    defaultValues: { entries: metadataEntries(user.metadata) },
    save: (values) =>
      client.call("updatePlayer", {
        params: { path: { id: user.id } },
        body: { metadata: metadataOf(values.entries, user.metadata) },
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
          <FormTextField
            key={field.id}
            control={form.control}
            name={`entries.${String(index)}.value` as `entries.${number}.value`}
            label={t("users.field.homepage")}
            hint={t("users.homepageHint")}
            rules={{
              validate: (value) =>
                typeof value === "string" && isInAppPath(value) ? true : t("users.homepageInvalid"),
            }}
          />
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
