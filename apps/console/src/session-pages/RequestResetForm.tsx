import { Button, TextField } from "@canvass/ui";
import { useSelector } from "@xstate/react";
import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent } from "react";
import { Link } from "react-router-dom";
import { useT } from "../i18n/use-t";
import { WRAPPING_BUTTON } from "./button-class";
import { FailureAlert, useFailureText } from "./FailureAlert";
import { LINK_CLASS } from "./link-class";
import { SignInLayout } from "./SignInLayout";
import { selectResetRequestView } from "./sign-in-view";
import { useSignInFlow } from "./sign-in-runtime";
import { useFieldLabels } from "./use-field-labels";

/**
 * The reset request, driven by the sign-in machine's `passwordReset` state (the username typed
 * on /login carries over). The server answers the same whether or not the account exists, so
 * the confirmation says a link was sent *if* it does.
 */
export function RequestResetForm() {
  const t = useT();
  const { actor, flow } = useSignInFlow();
  const view = useSelector(actor, selectResetRequestView);
  const failureText = useFailureText();
  const fieldLabels = useFieldLabels();
  const [missing, setMissing] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  // Enter the reset state on arrival (from wherever the flow was) and leave it on the way out,
  // so a later visit starts with a fresh form. A layout effect: the machine is in its reset state
  // before the form is first shown, so a submit however early is taken (a passive effect left a
  // moment after the first paint where "Send reset link" did nothing).
  useLayoutEffect(() => {
    const snapshot = actor.getSnapshot();
    if (snapshot.status === "done") {
      flow.restart();
      return;
    }
    if (snapshot.matches("codeEntry")) actor.send({ type: "signIn.code.cancel" });
    else if (!snapshot.matches("editing") && !snapshot.matches("passwordReset")) {
      // A sign-in still under way: leave it, keeping the username.
      flow.restart({ username: snapshot.context.username });
      return;
    }
    actor.send({ type: "signIn.reset.start" });
    usernameRef.current?.focus();
    return () => {
      actor.send({ type: "signIn.reset.back" });
    };
  }, [actor, flow]);

  const sent = view.status === "sent";
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const busy = view.status === "requesting";
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const empty = view.username.trim() === "";
    setMissing(empty);
    if (empty) usernameRef.current?.focus();
    else actor.send({ type: "signIn.reset.submit" });
  };

  const back = (
    <Link to="/login" className={LINK_CLASS}>
      {t("session.reset.back")}
    </Link>
  );

  if (sent) {
    return (
      <SignInLayout title={t("session.reset.title")}>
        <div className="flex flex-col gap-4 text-sm">
          <p ref={sentRef} tabIndex={-1} role="status" className="wrap-anywhere outline-none">
            {t("session.reset.sent", { username: view.username.trim() })}
          </p>
          <p className="text-center">{back}</p>
        </div>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout title={t("session.reset.title")} description={t("session.reset.intro")}>
      <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-4">
        {view.failure === null ? null : <FailureAlert>{failureText(view.failure)}</FailureAlert>}
        <TextField
          ref={usernameRef}
          label={t("session.reset.username")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={view.username}
          readOnly={busy}
          required
          error={missing ? t("session.reset.usernameRequired") : undefined}
          labels={fieldLabels}
          onValueChange={(username) => {
            setMissing(false);
            actor.send({ type: "signIn.change", username });
          }}
        />
        <Button type="submit" loading={busy} fullWidth className={WRAPPING_BUTTON}>
          {t("session.reset.submit")}
        </Button>
        <p className="text-center text-sm">{back}</p>
      </form>
    </SignInLayout>
  );
}
