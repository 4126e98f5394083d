import { isChallengeOver } from "@canvass/sdk/tokens";
import { Button, TextField } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { useT } from "../i18n/use-t";
import { WRAPPING_BUTTON } from "./button-class";
import { FailureAlert, useFailureText } from "./FailureAlert";
import { SignInLayout } from "./SignInLayout";
import { selectCodeView } from "./sign-in-view";
import { useSignInFlow } from "./sign-in-runtime";
import { TWO_FACTOR_CODE_MAX_LENGTH, isCompleteCode, normalizeCode } from "./two-factor-code";
import { useFieldLabels } from "./use-field-labels";

/**
 * `/2fa`: the code of a sign-in that needs a second step. Without a pending challenge (a reload,
 * a bookmark) there is nothing to verify, so the page goes to `/login`. A refused code shows the
 * server's reason and empties the field; "Use another account" goes back to the credentials.
 * After too many tries (or once the request expired) the challenge takes no more codes: the page
 * says so and offers only the way back to sign-in.
 */
export function TwoFactorPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { actor } = useSignInFlow();
  const view = useSelector(actor, selectCodeView);
  const failureText = useFailureText();
  const fieldLabels = useFieldLabels();
  const [incomplete, setIncomplete] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const over = view.failure !== null && isChallengeOver(view.failure.reason);

  // The page is the next step of what the user just did: the code field is where they continue.
  useEffect(() => {
    codeRef.current?.focus();
  }, []);
  // A refused code empties the field: put the cursor back in it for the next try.
  // Once the challenge is over, the way back to sign-in is the only step left.
  useEffect(() => {
    if (view.failure === null) return;
    if (over) againRef.current?.focus();
    else codeRef.current?.focus();
  }, [view.failure, over]);

  // Back to /login with the address to return to (`?next=`), which /login then honours.
  if (!view.pending) return <Navigate to={`/login${search}`} replace />;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.busy) return;
    const complete = isCompleteCode(view.code);
    setIncomplete(!complete);
    if (complete) actor.send({ type: "signIn.code.submit" });
    else codeRef.current?.focus();
  };

  const cancel = () => {
    actor.send({ type: "signIn.code.cancel" });
    void navigate(`/login${search}`);
  };

  const expiresAt = view.expiresAt === null ? null : new Date(view.expiresAt);

  if (over) {
    return (
      <SignInLayout title={t("session.twoFactor.title")} description={t("session.twoFactor.over")}>
        <div className="flex flex-col gap-4">
          <FailureAlert>{failureText(view.failure)}</FailureAlert>
          <Button ref={againRef} fullWidth className={WRAPPING_BUTTON} onClick={cancel}>
            {t("session.twoFactor.signInAgain")}
          </Button>
        </div>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout title={t("session.twoFactor.title")} description={t("session.twoFactor.intro")}>
      <form noValidate onSubmit={submit} aria-busy={view.busy} className="flex flex-col gap-4">
        {view.failure === null ? null : <FailureAlert>{failureText(view.failure)}</FailureAlert>}
        <TextField
          ref={codeRef}
          label={t("session.twoFactor.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
          value={view.code}
          readOnly={view.busy}
          required
          hint={
            expiresAt === null || Number.isNaN(expiresAt.getTime())
              ? t("session.twoFactor.hint")
              : t("session.twoFactor.hintExpires", { expiresAt })
          }
          error={incomplete ? t("session.twoFactor.codeIncomplete") : undefined}
          labels={fieldLabels}
          onValueChange={(raw) => {
            setIncomplete(false);
            actor.send({ type: "signIn.code.change", code: normalizeCode(raw) });
          }}
        />
        <Button type="submit" loading={view.busy} fullWidth className={WRAPPING_BUTTON}>
          {t("session.twoFactor.submit")}
        </Button>
        <Button
          variant="ghost"
          fullWidth
          className={WRAPPING_BUTTON}
          disabled={view.busy}
          onClick={cancel}
        >
          {t("session.twoFactor.cancel")}
        </Button>
      </form>
    </SignInLayout>
  );
}
