/**
 * How the export's runs are delivered: a download, or an SFTP upload (host, port, user,
 * password or private key, pinned host key, remote folder; decision 0057) with "Test
 * connection", which asks the server to sign in and try a write there (`testExportSftp`) and
 * says what happened next to the button. The test answers the server's host key fingerprint;
 * with no key pinned yet, a button pins it.
 */
import { Button } from "@canvass/ui";
import { useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import type { DeliveryDraft, DeliveryMethod } from "./export-values";

const INPUT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";
const METHODS: readonly DeliveryMethod[] = ["download", "sftp"];

type TestState =
  | { readonly state: "idle" }
  | { readonly state: "testing" }
  | {
      readonly state: "done";
      readonly ok: boolean;
      readonly message: string;
      readonly hostKey?: string | undefined;
    };

export function DeliveryFields({
  value,
  readOnly,
  hasStoredPassword,
  keyError,
  onChange,
}: {
  readonly value: DeliveryDraft;
  readonly readOnly: boolean;
  readonly hasStoredPassword: boolean;
  /** The server refused the private key (shown next to it). */
  readonly keyError?: string | undefined;
  readonly onChange: (next: DeliveryDraft) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const [test, setTest] = useState<TestState>({ state: "idle" });
  const set = (change: Partial<DeliveryDraft>) => {
    onChange({ ...value, ...change });
    setTest({ state: "idle" });
  };
  const text = (key: keyof DeliveryDraft, label: string, type = "text") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`sftp-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`sftp-${key}`}
        type={type}
        className={INPUT}
        value={value[key]}
        readOnly={readOnly}
        autoComplete="off"
        aria-describedby={
          key === "password" && hasStoredPassword ? "sftp-password-hint" : undefined
        }
        onChange={(event) => {
          set({ [key]: event.target.value });
        }}
      />
      {key === "password" && hasStoredPassword ? (
        <p id="sftp-password-hint" className="text-xs text-fg-muted">
          {t("exports.sftp.passwordKept")}
        </p>
      ) : null}
    </div>
  );
  const runTest = async () => {
    if (value.password === "" && value.privateKey.trim() === "") {
      setTest({ state: "done", ok: false, message: t("exports.sftp.needPassword") });
      return;
    }
    setTest({ state: "testing" });
    const result = await client.call("testExportSftp", {
      body: {
        host: value.host.trim(),
        port: Number(value.port) || 22,
        username: value.username.trim(),
        ...(value.password === "" ? {} : { password: value.password }),
        ...(value.privateKey.trim() === "" ? {} : { privateKey: `${value.privateKey.trim()}\n` }),
        ...(value.hostKey.trim() === "" ? {} : { hostKey: value.hostKey.trim() }),
        path: value.path.trim(),
      },
    });
    if (result.ok) {
      setTest({
        state: "done",
        ok: result.data.ok,
        message: t(result.data.ok ? "exports.sftp.ok" : "exports.sftp.failed", {
          message: result.data.message,
        }),
        hostKey: result.data.hostKey,
      });
    } else {
      setTest({
        state: "done",
        ok: false,
        message: t("exports.sftp.failed", { message: t("form.failed") }),
      });
    }
  };

  return (
    <fieldset className="flex flex-col gap-3" disabled={readOnly}>
      <legend className="mb-1 text-sm font-medium">{t("exports.field.delivery")}</legend>
      <div
        className="flex flex-wrap gap-4"
        role="radiogroup"
        aria-label={t("exports.field.delivery")}
      >
        {METHODS.map((method) => (
          <label key={method} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="delivery"
              value={method}
              checked={value.method === method}
              onChange={() => {
                set({ method });
              }}
            />
            {t(`exports.delivery.${method}`)}
          </label>
        ))}
      </div>
      {value.method === "sftp" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {text("host", t("exports.sftp.host"))}
          {text("port", t("exports.sftp.port"), "number")}
          {text("username", t("exports.sftp.username"))}
          {text("password", t("exports.sftp.password"), "password")}
          {text("path", t("exports.sftp.path"))}
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor="sftp-privateKey" className="text-sm font-medium">
              {t("exports.sftp.privateKey")}
            </label>
            <textarea
              id="sftp-privateKey"
              rows={3}
              className="w-full rounded-md border border-input bg-background px-2 py-1 font-mono text-xs"
              value={value.privateKey}
              readOnly={readOnly}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={keyError === undefined ? undefined : true}
              aria-describedby={
                keyError === undefined ? "sftp-privateKey-hint" : "sftp-privateKey-error"
              }
              onChange={(event) => {
                set({ privateKey: event.target.value });
              }}
            />
            {keyError === undefined ? (
              <p id="sftp-privateKey-hint" className="text-xs text-fg-muted">
                {t("exports.sftp.privateKeyHelp")}
              </p>
            ) : (
              <p id="sftp-privateKey-error" className="text-xs text-danger-text">
                {keyError}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor="sftp-hostKey" className="text-sm font-medium">
              {t("exports.sftp.hostKey")}
            </label>
            <input
              id="sftp-hostKey"
              className={`${INPUT} font-mono`}
              value={value.hostKey}
              readOnly={readOnly}
              autoComplete="off"
              spellCheck={false}
              placeholder="SHA256:…"
              aria-describedby="sftp-hostKey-hint"
              onChange={(event) => {
                set({ hostKey: event.target.value });
              }}
            />
            <p id="sftp-hostKey-hint" className="text-xs text-fg-muted">
              {t("exports.sftp.hostKeyHelp")}
            </p>
          </div>
          {readOnly ? null : (
            <div className="flex flex-col gap-2 sm:col-span-2">
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  loading={test.state === "testing"}
                  onClick={() => void runTest()}
                >
                  {t("exports.sftp.test")}
                </Button>
              </div>
              <p
                role="status"
                data-slot="sftp-test"
                data-state={test.state === "done" ? (test.ok ? "ok" : "failed") : test.state}
                className={
                  test.state === "done" && !test.ok ? "text-sm text-danger-text" : "text-sm"
                }
              >
                {test.state === "testing" ? t("exports.sftp.testing") : null}
                {test.state === "done" ? test.message : null}
              </p>
              {test.state === "done" &&
              test.hostKey !== undefined &&
              value.hostKey.trim() !== test.hostKey ? (
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    data-slot="sftp-pin"
                    onClick={() => {
                      onChange({ ...value, hostKey: test.hostKey ?? "" });
                    }}
                  >
                    {t("exports.sftp.pin", { fingerprint: test.hostKey })}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
