import type { FormField } from "@canvass/sdk/campaign-settings";
import { useState } from "react";
import { useT } from "../../../i18n/use-t";
import { FieldEditor } from "./FieldEditor";

/**
 * A row's "Edit …" disclosure: the field's editor is built only while it is open, so a form of
 * hundreds of fields draws one summary per row, not a dozen inputs per row.
 */
export function FieldDisclosure({
  field,
  onChange,
}: {
  readonly field: FormField;
  readonly onChange: (field: FormField) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="text-sm"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="cursor-pointer text-primary-text">
        {t("campaignEdit.form.edit", { field: field.name })}
      </summary>
      {open ? (
        <div className="pt-2">
          <FieldEditor field={field} onChange={onChange} />
        </div>
      ) : null}
    </details>
  );
}
