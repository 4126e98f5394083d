/**
 * The sign-in pages against the real reference server (loopback, in-memory database): sign-in
 * with and without the second step, the server's refusal reasons, the reset request and the
 * reset link, with the accessible names the end-to-end tests rely on.
 */
import type { RunningServer } from "@canvass/server/server";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitFor as waitForActor } from "xstate";
import type { Runtime } from "../app/runtime";
import { signInFlowFor } from "./sign-in-runtime";
import { createTestRuntime, renderPages, startTestServer, stopTestRuntime } from "./test-harness";
import { DEMO_TOTP_SECRET, TWO_FACTOR_USER, currentStep, totpCode, wrongCode } from "./test-totp";
import { SERVER_START_TIMEOUT_MS } from "../testing/server-start";

let server: RunningServer;
let runtime: Runtime;

beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
});

afterEach(async () => {
  cleanup();
  await stopTestRuntime(runtime);
});

function start(path: string) {
  runtime = createTestRuntime();
  return renderPages(runtime, path);
}

/** A label's text without the required marker ("Username*"), as the accessible name reads it. */
const withoutMarker = (text: string) => text.replace(/\*$/, "").trim();
const byLabel = { selector: "input", normalizer: withoutMarker };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, byLabel);

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function signedInUser(): Promise<string | undefined> {
  const snapshot = await waitForActor(runtime.session, (s) => s.matches("signedIn"), {
    timeout: 15_000,
  });
  return snapshot.context.user?.username;
}

describe("/login", () => {
  it("signs in, stores the token, tells the session and goes to /", async () => {
    const { router } = start("/login");
    await screen.findByRole("heading", { level: 1, name: "Sign in to Canvass" });
    expect(field("Username").autocomplete).toBe("username");
    expect(field("Password").autocomplete).toBe("current-password");
    type("Username", "admin");
    type("Password", "canvass-admin-demo");
    const button = screen.getByRole("button", { name: "Sign in" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await screen.findByText("home page");
    expect(router.state.location.pathname).toBe("/");
    expect(runtime.services.tokens.read()?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await signedInUser()).toBe("admin");
    // The password is forgotten; the next visit to /login starts a fresh flow.
    const flow = signInFlowFor(runtime);
    expect(flow.getState().actor.getSnapshot().context.password).toBe("");
    cleanup();
    renderPages(runtime, "/login");
    await screen.findByText("home page"); // signed in: /login forwards to /
    expect(flow.getState().actor.getSnapshot().matches("editing")).toBe(true);
    expect(flow.getState().actor.getSnapshot().context).toMatchObject({
      username: "",
      signedIn: null,
    });
  });

  it("shows the server's reason verbatim when the password is wrong", async () => {
    const { router } = start("/login");
    await screen.findByLabelText("Username", byLabel);
    type("Username", "admin");
    type("Password", "not the password");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid username or password");
    expect(router.state.location.pathname).toBe("/login");
    expect(runtime.services.tokens.read()).toBeNull();
    // Editing a field clears the failure.
    type("Password", "another try");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks for the missing fields instead of sending", async () => {
    start("/login");
    await screen.findByLabelText("Username", byLabel);
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual(["Enter your username.", "Enter your password."]);
    expect(field("Username").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Username"));
    expect(signInFlowFor(runtime).getState().actor.getSnapshot().matches("editing")).toBe(true);
  });

  /** A runtime whose session is signed in (through the API, not the form) as `username`. */
  async function signedInAs(username: string, password: string): Promise<void> {
    runtime = createTestRuntime();
    const result = await runtime.services.client.call("signIn", { body: { username, password } });
    if (!result.ok || result.data.status !== "signedIn") throw new Error("sign-in failed");
    await waitForActor(runtime.session, (s) => s.matches("signedOut"));
    runtime.services.tokens.write(result.data.token);
    runtime.session.send({ type: "session.signedIn", token: result.data.token });
    expect(await signedInUser()).toBe(username);
  }

  it("goes to / when already signed in", async () => {
    await signedInAs("rep", "canvass-rep-demo");
    const { router } = renderPages(runtime, "/login");
    await screen.findByText("home page");
    expect(router.state.location.pathname).toBe("/");
  });

  it("goes to the address asked for when already signed in, as a completed sign-in does", async () => {
    // The session can be signed in while a completed sign-in's way back still loads: /login
    // then forwards to the same address, not to /.
    await signedInAs("admin", "canvass-admin-demo");
    const { router } = renderPages(runtime, "/login?next=%2Fteam%2Fabc");
    await screen.findByText("team page");
    expect(router.state.location.pathname).toBe("/team/abc");
  });
});

describe("/2fa", () => {
  async function passFirstStep() {
    const pages = start("/login");
    await screen.findByLabelText("Username", byLabel);
    type("Username", TWO_FACTOR_USER.username);
    type("Password", TWO_FACTOR_USER.password);
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("heading", { level: 1, name: "Two-step verification" });
    expect(pages.router.state.location.pathname).toBe("/2fa");
    return pages;
  }

  it("refuses a wrong code with the server's reason, then signs in with the right one", async () => {
    const { router } = await passFirstStep();
    const code = field("Verification code");
    expect(code.inputMode).toBe("numeric");
    expect(code.autocomplete).toBe("one-time-code");
    // The challenge's expiry, as a time of day (the locale's named "time" format).
    const hint = document.getElementById(code.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/^Valid until \d{1,2}:\d{2}\s?[ap]\.m\.: 6 digits/);
    await waitFor(() => {
      expect(document.activeElement).toBe(field("Verification code"));
    });

    type("Verification code", wrongCode(DEMO_TOTP_SECRET));
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid code");
    expect(field("Verification code").value).toBe("");

    // Typed as an authenticator app shows it: "123 456".
    const right = totpCode(DEMO_TOTP_SECRET, currentStep());
    type("Verification code", `${right.slice(0, 3)} ${right.slice(3)}`);
    expect(field("Verification code").value).toBe(right);
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await screen.findByText("home page");
    expect(router.state.location.pathname).toBe("/");
    expect(await signedInUser()).toBe(TWO_FACTOR_USER.username);
  });

  it("asks for a whole code before sending", async () => {
    await passFirstStep();
    type("Verification code", "12a34");
    expect(field("Verification code").value).toBe("1234");
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter the 6-digit code from your app, or an 8-digit recovery code.",
    );
    expect(signInFlowFor(runtime).getState().actor.getSnapshot().matches("codeEntry")).toBe(true);
  });

  it("'Use another account' goes back to the credentials", async () => {
    const { router } = await passFirstStep();
    fireEvent.click(screen.getByRole("button", { name: "Use another account" }));
    await screen.findByRole("button", { name: "Sign in" });
    expect(router.state.location.pathname).toBe("/login");
    expect(field("Username").value).toBe(TWO_FACTOR_USER.username);
    expect(field("Password").value).toBe("");
  });

  it("without a pending challenge goes to /login", async () => {
    const { router } = start("/2fa");
    await screen.findByRole("button", { name: "Sign in" });
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("/reset_password", () => {
  it("sends a reset link, and the link sets a new password once", async () => {
    const before = (await server.outbox()).length;
    start("/login");
    await screen.findByLabelText("Username", byLabel);
    type("Username", "manager");
    fireEvent.click(screen.getByRole("link", { name: "Forgot your password?" }));
    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    // The username typed on /login carries over.
    expect(field("Username or email").value).toBe("manager");
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("“manager”");
    expect(screen.getByRole("link", { name: "Back to sign in" })).toBeTruthy();

    const mails = await waitFor(async () => {
      const all = await server.outbox();
      expect(all.length).toBe(before + 1);
      return all;
    });
    const token = /\?token=([\w-]+)/.exec(mails.at(-1)?.body ?? "")?.[1];
    expect(token).toBeDefined();
    cleanup();
    await stopTestRuntime(runtime);

    start(`/reset_password?token=${token ?? ""}`);
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    type("New password", "short");
    type("Confirm password", "different");
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Use at least 8 characters.",
      "The two passwords do not match.",
    ]);
    type("New password", "a much longer new secret");
    type("Confirm password", "a much longer new secret");
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    const done = await screen.findByRole("status");
    expect(done.textContent).toBe("Your password has been changed. You can now sign in with it.");
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/login");

    const signIn = await runtime.services.client.call("signIn", {
      body: { username: "manager", password: "a much longer new secret" },
    });
    expect(signIn.ok).toBe(true);
    cleanup();
    await stopTestRuntime(runtime);

    // The link is used up: the server names the token, the page says to ask for a new one.
    start(`/reset_password?token=${token ?? ""}`);
    await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
    type("New password", "yet another new secret");
    type("Confirm password", "yet another new secret");
    fireEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This reset link is unknown, already used or expired. Ask for a new one.",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/reset_password",
    );
  });

  it("takes a request sent the moment the form is drawn", async () => {
    // The form must work from its first frame: a click that comes before React's passive
    // effects (as a test or a quick user on a loaded machine can) was dropped while the sign-in
    // machine had not entered its reset state yet, and no confirmation ever came.
    start("/login");
    await screen.findByLabelText("Username", byLabel);
    type("Username", "rep");
    fireEvent.click(screen.getByRole("link", { name: "Forgot your password?" }));
    // Clicked inside the check that first finds the button: right after the commit that drew it.
    await waitFor(() => {
      fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    });
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("“rep”");
  });

  it("says a malformed link is not valid without sending anything", async () => {
    start("/reset_password?token=cut");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This reset link is unknown, already used or expired. Ask for a new one.",
    );
    fireEvent.click(screen.getByRole("link", { name: "Ask for a new link" }));
    await screen.findByRole("button", { name: "Send reset link" });
  });

  it("asks for a username before sending", async () => {
    start("/reset_password");
    fireEvent.click(await screen.findByRole("button", { name: "Send reset link" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter your username or email.");
  });
});
