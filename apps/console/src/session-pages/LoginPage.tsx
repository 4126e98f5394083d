import { selectIsSignedIn } from "@canvass/machines";
import { Button, TextField } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import { useLayoutEffect, useRef, useState, type SubmitEvent } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { useRuntime, useSessionSelector } from "../app/runtime-context";
import { useT } from "../i18n/use-t";
import { WRAPPING_BUTTON } from "./button-class";
import { FailureAlert, useFailureText } from "./FailureAlert";
import { SignInLayout } from "./SignInLayout";
import { returnPathOf } from "./return-path";
import { selectCredentialsView } from "./sign-in-view";
import { useSignInFlow } from "./sign-in-runtime";
import { useFieldLabels } from "./use-field-labels";
import { LINK_CLASS } from "./link-class";

interface MissingFields {
  readonly username: boolean;
  readonly password: boolean;
}

const NONE_MISSING: MissingFields = { username: false, password: false };

/**
 * `/login`: username and password. A refused sign-in shows the server's reason; a correct pair
 * either completes the sign-in (to `/`, or the `?next=` address) or leads to the code step at
 * `/2fa`. An operator who is already signed in goes there too.
 */
export function LoginPage() {
  const t = useT();
  const { config } = useRuntime();
  const signedIn = useSessionSelector(selectIsSignedIn);
  const { actor, flow, notice } = useSignInFlow();
  const view = useSelector(actor, selectCredentialsView);
  const failureText = useFailureText();
  const fieldLabels = useFieldLabels();
  const [missing, setMissing] = useState<MissingFields>(NONE_MISSING);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { search } = useLocation();

  // Coming back here (the browser's back button from /2fa or /reset_password) leaves that step;
  // after a completed sign-in (then a sign-out) a new flow starts. A layout effect, so the step
  // is left before the form is first shown and an early "Sign in" is never dropped.
  useLayoutEffect(() => {
    const snapshot = actor.getSnapshot();
    if (snapshot.status === "done") {
      flow.restart();
      return;
    }
    if (snapshot.matches("codeEntry")) actor.send({ type: "signIn.code.cancel" });
    if (snapshot.matches("passwordReset")) actor.send({ type: "signIn.reset.back" });
    (snapshot.context.username === "" ? usernameRef : passwordRef).current?.focus();
  }, [actor, flow]);

  // Signed in (also while a completed sign-in's way back is still loading): where it goes.
  if (signedIn) return <Navigate to={returnPathOf(search) ?? "/"} replace />;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.busy) return;
    const now: MissingFields = {
      username: view.username.trim() === "",
      password: view.password === "",
    };
    setMissing(now);
    if (now.username) usernameRef.current?.focus();
    else if (now.password) passwordRef.current?.focus();
    else actor.send({ type: "signIn.submit" });
  };

  return (
    <SignInLayout title={t("session.login.title", { product: config.name })}>
      <form noValidate onSubmit={submit} aria-busy={view.busy} className="flex flex-col gap-4">
        {view.failure === null ? null : <FailureAlert>{failureText(view.failure)}</FailureAlert>}
        {view.failure === null && notice === "tokenRejected" ? (
          <FailureAlert>{t("session.failure.other")}</FailureAlert>
        ) : null}
        <TextField
          ref={usernameRef}
          label={t("session.login.username")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={view.username}
          readOnly={view.busy}
          required
          error={missing.username ? t("session.login.usernameRequired") : undefined}
          labels={fieldLabels}
          onValueChange={(username) => {
            setMissing((m) => ({ ...m, username: false }));
            actor.send({ type: "signIn.change", username });
          }}
        />
        <TextField
          ref={passwordRef}
          kind="password"
          label={t("session.login.password")}
          name="password"
          autoComplete="current-password"
          value={view.password}
          readOnly={view.busy}
          required
          error={missing.password ? t("session.login.passwordRequired") : undefined}
          labels={fieldLabels}
          onValueChange={(password) => {
            setMissing((m) => ({ ...m, password: false }));
            actor.send({ type: "signIn.change", password });
          }}
        />
        <Button type="submit" loading={view.busy} fullWidth className={WRAPPING_BUTTON}>
          {t("session.login.submit")}
        </Button>
        <p className="text-center text-sm">
          <Link to="/reset_password" className={LINK_CLASS}>
            {t("session.login.forgot")}
          </Link>
        </p>
      </form>
    </SignInLayout>
  );
}
