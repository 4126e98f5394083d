/**
 * Live checks of a user form, on leaving the field: is the username or e-mail already taken
 * (`POST /users/exists/`), and can the e-mail receive mail (`GET /validations/email/`). A problem
 * lands on the field at once; the server checks again on save. A value equal to the one the user
 * already has (editing) is not checked, nor an e-mail the contract would refuse (the SDK's
 * `isEmailSyntax`: the form's own rule says what is wrong, and the server would answer 422).
 * Network failures say nothing: the save will tell.
 *
 * A problem found stays with its value: `liveRule(field)` is a validation rule that refuses the
 * value the check refused, so validating the whole form (clicking Create) keeps the "already
 * used" message instead of clearing it, until the value changes.
 */
import { isEmailSyntax } from "@canvass/sdk/bulk";
import { useCallback, useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";

export function useLiveChecks<V extends FieldValues>(
  form: UseFormReturn<V>,
  initial: { readonly username?: string; readonly email?: string },
) {
  const t = useT();
  const { client } = useRuntime().services;
  const [checking, setChecking] = useState<"username" | "email" | undefined>(undefined);
  /** The last refused value of each field, with its message. */
  const refused = useRef(new Map<"username" | "email", { value: string; message: string }>());

  const checkExists = useCallback(
    async (field: "username" | "email", value: string) => {
      const trimmed = value.trim();
      if (trimmed === "" || trimmed.toLowerCase() === initial[field]?.toLowerCase()) return;
      if (field === "email" && !isEmailSyntax(trimmed)) return;
      setChecking(field);
      const exists = await client.call("checkUserExists", { body: { [field]: trimmed } });
      let problem: string | undefined;
      if (exists.ok && exists.data[field]) {
        problem = field === "username" ? t("users.usernameTaken") : t("users.emailTaken");
      } else if (field === "email") {
        const valid = await client.call("validateEmail", { params: { query: { email: trimmed } } });
        if (valid.ok && !valid.data.valid) {
          problem = t("users.emailInvalid", { reason: valid.data.reason ?? "" });
        }
      }
      setChecking(undefined);
      if (problem === undefined) refused.current.delete(field);
      else refused.current.set(field, { value: trimmed, message: problem });
      // Only if the field still holds the checked value (the operator may have typed on).
      if (problem !== undefined && String(form.getValues(field as Path<V>)).trim() === trimmed) {
        form.setError(field as Path<V>, { type: "live", message: problem });
      }
    },
    [client, form, initial, t],
  );
  const liveRule = useCallback(
    (field: "username" | "email") => (value: unknown) => {
      const known = refused.current.get(field);
      return known?.value !== String(value).trim() || known.message;
    },
    [],
  );
  return { checking, checkExists, liveRule };
}
