/**
 * Adds a sender domain (`createEmailDomain`) and opens it: the server answers the records to
 * publish. A taken or malformed name is the server's problem on `/domain`, shown at the field.
 */
import type { Schema } from "@canvass/sdk/contract";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { Button } from "@canvass/ui";
import { FormFailure, FormTextField, useServerForm } from "../../patterns";

interface AddDomainValues {
  domain: string;
}

export function AddDomainForm() {
  const t = useT();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const { form, submit, failure, submitting } = useServerForm<
    AddDomainValues,
    Schema<"EmailDomain">
  >({
    defaultValues: { domain: "" },
    save: (values) =>
      client.call("createEmailDomain", { body: { domain: values.domain.trim().toLowerCase() } }),
    onSaved: (saved) => {
      void navigate(`/domains/${encodeURIComponent(saved.id)}`);
    },
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label={t("emailDelivery.domains.add")}
    >
      <FormTextField
        control={form.control}
        name="domain"
        label={t("emailDelivery.domains.field.domain")}
        hint={t("emailDelivery.domains.field.domainHint")}
        required
        autoComplete="off"
      />
      <Button type="submit" disabled={submitting}>
        {t("emailDelivery.domains.add")}
      </Button>
      <FormFailure failure={failure} />
    </form>
  );
}
