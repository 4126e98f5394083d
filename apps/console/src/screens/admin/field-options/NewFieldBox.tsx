/**
 * "Add options to a field" on `/fieldopts`: a field name (checked with the SDK's rule: the
 * contract's field-name form) that opens `/fieldopts/{name}/new`.
 */
import { fieldOptionProblems } from "@canvass/sdk/admin";
import { Button, TextField } from "@canvass/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useT } from "../../../i18n/use-t";

export function NewFieldBox() {
  const t = useT();
  const navigate = useNavigate();
  const [field, setField] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const open = () => {
    const name = field.trim();
    const problem = fieldOptionProblems({ field: name, options: ["-"], campaigns: "default" }).find(
      (found) => found.field === "field",
    )?.problem;
    if (problem !== undefined) {
      setError(t(`admin.fieldOptions.problem.field.${problem}`));
      return;
    }
    void navigate(`/fieldopts/${encodeURIComponent(name)}/new`);
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        open();
      }}
    >
      <div className="w-64">
        <TextField
          label={t("admin.fieldOptions.newField")}
          name="field"
          value={field}
          autoComplete="off"
          onValueChange={(value) => {
            setField(value);
            setError(undefined);
          }}
          error={error}
          hint={t("admin.fieldOptions.newFieldHint")}
        />
      </div>
      <div className="pb-6">
        <Button type="submit" variant="secondary">
          {t("admin.fieldOptions.add")}
        </Button>
      </div>
    </form>
  );
}
