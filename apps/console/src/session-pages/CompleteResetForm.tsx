import { Button, TextField } from "@canvass/ui";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { Link } from "react-router-dom";
import { useT } from "../i18n/use-t";
import { WRAPPING_BUTTON } from "./button-class";
import { FailureAlert, useFailureText } from "./FailureAlert";
import { LINK_CLASS } from "./link-class";
import { namesAField } from "./problem-errors";
import {
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  hasProblems,
  validateNewPassword,
  type NewPasswordProblems,
} from "./reset-validation";
import { SignInLayout } from "./SignInLayout";
import { useCompleteReset } from "./use-complete-reset";
import { useFieldLabels } from "./use-field-labels";

const LIMITS = { min: NEW_PASSWORD_MIN_LENGTH, max: NEW_PASSWORD_MAX_LENGTH };

/**
 * The second half of a reset, opened from the link in the reset message: the new password,
 * twice. The form checks length and match itself; the server's answer may still refuse the link
 * (unknown, used, expired: ask for a new one) or the password (shown under its field).
 * `token` is `null` when the link's token is not even well formed.
 */
export function CompleteResetForm({ token }: { token: string | null }) {
  const t = useT();
  const failureText = useFailureText();
  const fieldLabels = useFieldLabels();
  const { state, send, edit } = useCompleteReset(token);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const done = state.status === "done";
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const requestNew = (
    <Link to="/reset_password" className={LINK_CLASS}>
      {t("session.resetComplete.requestNew")}
    </Link>
  );

  if (token === null || (state.status === "failed" && state.problems.tokenRejected)) {
    return (
      <SignInLayout title={t("session.resetComplete.title")}>
        <div className="flex flex-col gap-4 text-sm">
          <FailureAlert>{t("session.resetComplete.tokenInvalid")}</FailureAlert>
          <p className="text-center">{requestNew}</p>
        </div>
      </SignInLayout>
    );
  }

  if (done) {
    return (
      <SignInLayout title={t("session.resetComplete.title")}>
        <div className="flex flex-col gap-4 text-sm">
          <p ref={doneRef} tabIndex={-1} role="status" className="wrap-anywhere outline-none">
            {t("session.resetComplete.done")}
          </p>
          <p className="text-center">
            <Link to="/login" className={LINK_CLASS}>
              {t("session.resetComplete.signIn")}
            </Link>
          </p>
        </div>
      </SignInLayout>
    );
  }

  const busy = state.status === "sending";
  const failed = state.status === "failed" ? state : null;
  const serverPassword = failed?.problems.password;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateNewPassword({ password, confirm });
    setProblems(found);
    if (found.password !== undefined) passwordRef.current?.focus();
    else if (found.confirm !== undefined) confirmRef.current?.focus();
    if (!hasProblems(found)) void send(password);
  };

  return (
    <SignInLayout
      title={t("session.resetComplete.title")}
      description={t("session.resetComplete.intro")}
    >
      <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-4">
        {failed === null ? null : namesAField(failed.problems) ? (
          failed.problems.other.length === 0 ? null : (
            <FailureAlert>{failed.problems.other.join(" ")}</FailureAlert>
          )
        ) : (
          <FailureAlert>{failureText(failed.failure)}</FailureAlert>
        )}
        <TextField
          ref={passwordRef}
          kind="password"
          label={t("session.resetComplete.password")}
          name="new-password"
          autoComplete="new-password"
          value={password}
          readOnly={busy}
          required
          hint={t("session.resetComplete.hint", LIMITS)}
          error={problems.password === undefined ? serverPassword : t(problems.password, LIMITS)}
          labels={fieldLabels}
          onValueChange={(value) => {
            setPassword(value);
            setProblems((p) => ({ ...(p.confirm === undefined ? {} : { confirm: p.confirm }) }));
            edit();
          }}
        />
        <TextField
          ref={confirmRef}
          kind="password"
          label={t("session.resetComplete.confirm")}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          readOnly={busy}
          required
          error={problems.confirm === undefined ? undefined : t(problems.confirm)}
          labels={fieldLabels}
          onValueChange={(value) => {
            setConfirm(value);
            setProblems((p) => ({ ...(p.password === undefined ? {} : { password: p.password }) }));
            edit();
          }}
        />
        <Button type="submit" loading={busy} fullWidth className={WRAPPING_BUTTON}>
          {t("session.resetComplete.submit")}
        </Button>
        <p className="text-center text-sm">{requestNew}</p>
      </form>
    </SignInLayout>
  );
}
