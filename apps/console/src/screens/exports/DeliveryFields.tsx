/**
 * How the export's runs are delivered: a download, or an SFTP upload (host, port, user,
 * password, remote folder) with "Test connection", which asks the server to sign in and try a
 * write there (`testExportSftp`) and says what happened next to the button.
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
  | { readonly state: "done"; readonly ok: boolean; readonly message: string };

export function DeliveryFields({
  value,
  readOnly,
  hasStoredPassword,
  onChange,
}: {
  readonly value: DeliveryDraft;
  readonly readOnly: boolean;
  readonly hasStoredPassword: boolean;
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
    if (value.password === "") {
      setTest({ state: "done", ok: false, message: t("exports.sftp.needPassword") });
      return;
    }
    setTest({ state: "testing" });
    const result = await client.call("testExportSftp", {
      body: {
        host: value.host.trim(),
        port: Number(value.port) || 22,
        username: value.username.trim(),
        password: value.password,
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
            </div>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
