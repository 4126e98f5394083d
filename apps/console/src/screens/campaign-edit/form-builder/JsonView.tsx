import type { FormDocument } from "@canvass/sdk/campaign-settings";
import { useId, useState } from "react";
import { useT } from "../../../i18n/use-t";

/**
 * The form as JSON, for power users: what is typed replaces the form once it parses as a JSON
 * object (the form's rule then names any problem on its row); text that does not parse says so
 * here and changes nothing.
 */
export function JsonView({
  form,
  readOnly,
  onReplace,
}: {
  readonly form: FormDocument;
  readonly readOnly: boolean;
  readonly onReplace: (form: FormDocument) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(form, null, 2));
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("campaignEdit.form.json")}
      </label>
      <textarea
        id={id}
        className="min-h-96 rounded-md border border-input-line bg-input p-2 font-mono text-xs text-input-fg"
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={broken}
        aria-describedby={broken ? `${id}-problem` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const value: unknown = JSON.parse(event.target.value);
            if (typeof value !== "object" || value === null || Array.isArray(value)) {
              setBroken(true);
              return;
            }
            setBroken(false);
            onReplace(value as FormDocument);
          } catch {
            setBroken(true);
          }
        }}
      />
      {broken ? (
        <p id={`${id}-problem`} className="text-sm text-danger-text">
          {t("campaignEdit.form.jsonInvalid")}
        </p>
      ) : null}
    </div>
  );
}
