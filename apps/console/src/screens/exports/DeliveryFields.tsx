/**
 * How the export's runs are delivered: a download, or an SFTP upload (host, port, user,
 * password or private key and its passphrase, pinned host key, remote folder; decisions 0057
 * and 0064) with "Test connection", which asks the server to sign in and try a write there (`testExportSftp`) and
 * says what happened next to the button. The test answers the server's host key fingerprint;
 * with no key pinned yet, a button pins it.
 */
import { Button } from "@canvass/ui";
import { useState, type ReactNode } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import type { DeliveryDraft, DeliveryMethod } from "./export-values";

const INPUT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";
const METHODS: readonly DeliveryMethod[] = ["download", "sftp"];

/** The part of the SFTP sign-in the server refused: the private key or its passphrase. */
export type KeyPart = "privateKey" | "passphrase";

type TestState =
  | { readonly state: "idle" }
  | { readonly state: "testing" }
  | {
      readonly state: "done";
      readonly ok: boolean;
      readonly message: string;
      readonly hostKey?: string | undefined;
    };

/** What a field's control needs: its id, and its hint or error to be described by. */
interface ControlProps {
  readonly id: string;
  readonly "aria-describedby": string | undefined;
  readonly "aria-invalid": true | undefined;
}

/**
 * One delivery field: its label, its control, and under it its error when there is one, else its
 * hint (`<id>-error`, `<id>-hint`, which the control is described by).
 */
function DeliveryField({
  id,
  label,
  wide = false,
  hint,
  error,
  control,
}: {
  readonly id: string;
  readonly label: string;
  readonly wide?: boolean;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly control: (props: ControlProps) => ReactNode;
}) {
  const note = error ?? hint;
  const noteId = note === undefined ? undefined : `${id}-${error === undefined ? "hint" : "error"}`;
  return (
    <div className={wide ? "flex flex-col gap-1 sm:col-span-2" : "flex flex-col gap-1"}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control({
        id,
        "aria-describedby": noteId,
        "aria-invalid": error === undefined ? undefined : true,
      })}
      {note === undefined ? null : (
        <p
          id={noteId}
          className={error === undefined ? "text-xs text-fg-muted" : "text-xs text-danger-text"}
        >
          {note}
        </p>
      )}
    </div>
  );
}

export function DeliveryFields({
  value,
  readOnly,
  hasStoredPassword,
  keyError,
  passphraseError,
  onChange,
}: {
  readonly value: DeliveryDraft;
  readonly readOnly: boolean;
  readonly hasStoredPassword: boolean;
  /** The server refused the private key (shown next to it). */
  readonly keyError?: string | undefined;
  /** The server refused the key's passphrase: missing or wrong (shown next to it). */
  readonly passphraseError?: string | undefined;
  readonly onChange: (next: DeliveryDraft) => void;
}) {
  const t = useT();
  const { client } = useRuntime().services;
  const [test, setTest] = useState<TestState>({ state: "idle" });
  const set = (change: Partial<DeliveryDraft>) => {
    onChange({ ...value, ...change });
    setTest({ state: "idle" });
  };
  const text = (
    key: "host" | "port" | "username" | "password" | "passphrase" | "path",
    label: string,
    options: { type?: string; hint?: string | undefined; error?: string | undefined } = {},
  ) => (
    <DeliveryField
      id={`sftp-${key}`}
      label={label}
      hint={options.hint}
      error={options.error}
      control={(props) => (
        <input
          {...props}
          type={options.type ?? "text"}
          className={INPUT}
          value={value[key]}
          readOnly={readOnly}
          autoComplete="off"
          onChange={(event) => {
            set({ [key]: event.target.value });
          }}
        />
      )}
    />
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
        ...(value.passphrase === "" ? {} : { privateKeyPassphrase: value.passphrase }),
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
          {text("port", t("exports.sftp.port"), { type: "number" })}
          {text("username", t("exports.sftp.username"))}
          {text("password", t("exports.sftp.password"), {
            type: "password",
            hint: hasStoredPassword ? t("exports.sftp.passwordKept") : undefined,
          })}
          {text("path", t("exports.sftp.path"))}
          <DeliveryField
            id="sftp-privateKey"
            label={t("exports.sftp.privateKey")}
            wide
            hint={t("exports.sftp.privateKeyHelp")}
            error={keyError}
            control={(props) => (
              <textarea
                {...props}
                rows={3}
                className="w-full rounded-md border border-input bg-background px-2 py-1 font-mono text-xs"
                value={value.privateKey}
                readOnly={readOnly}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  set({ privateKey: event.target.value });
                }}
              />
            )}
          />
          {text("passphrase", t("exports.sftp.passphrase"), {
            type: "password",
            hint: t("exports.sftp.passphraseHelp"),
            error: passphraseError,
          })}
          <DeliveryField
            id="sftp-hostKey"
            label={t("exports.sftp.hostKey")}
            wide
            hint={t("exports.sftp.hostKeyHelp")}
            control={(props) => (
              <input
                {...props}
                className={`${INPUT} font-mono`}
                value={value.hostKey}
                readOnly={readOnly}
                autoComplete="off"
                spellCheck={false}
                placeholder="SHA256:…"
                onChange={(event) => {
                  set({ hostKey: event.target.value });
                }}
              />
            )}
          />
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
