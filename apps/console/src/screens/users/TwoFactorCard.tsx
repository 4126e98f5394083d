/**
 * Two-factor sign-in of a user, on their edit page (admins only: `EditTwoFactor`). Turning it on
 * or off is confirmed first (turning it on again replaces the secret and the recovery codes the
 * user has). What turning it on answers is shown once, inline and never under a toast: a QR code
 * of the `otpauth://` URL for the authenticator app, the secret, and the ten recovery codes with
 * copy and download. The state shows from the page's load (the user's `two_factor_enabled`, which
 * the server sends to those who may change it) and follows what this page sets: when on, "Turn
 * on" becomes "Replace the secret"; when off, "Turn it off" is disabled.
 */
import { Button, ConfirmModal } from "@canvass/ui";
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { downloadText } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import type { PlayerRow } from "./user-words";

interface Enrolment {
  readonly secret: string;
  readonly otpauthUrl: string;
  readonly recoveryCodes: readonly string[];
}

type Ask = "enable" | "disable" | undefined;

function useQrCode(text: string | undefined): string | undefined {
  const [image, setImage] = useState<{ text: string; url: string } | undefined>(undefined);
  useEffect(() => {
    if (text === undefined) return undefined;
    let live = true;
    void toDataURL(text, { margin: 1, width: 192, errorCorrectionLevel: "M" }).then((url) => {
      if (live) setImage({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return image !== undefined && image.text === text ? image.url : undefined;
}

export function TwoFactorCard({ user }: { readonly user: PlayerRow }) {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const [state, setState] = useState<"on" | "off" | undefined>(
    user.two_factor_enabled === undefined ? undefined : user.two_factor_enabled ? "on" : "off",
  );
  const [ask, setAsk] = useState<Ask>(undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const qr = useQrCode(enrolment?.otpauthUrl);

  const apply = async (enabled: boolean) => {
    setBusy(true);
    setFailure(null);
    const result = await client.call("setPlayerTwoFactor", {
      params: { path: { id: user.id } },
      body: { enabled },
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(t("form.failed"));
      return;
    }
    setAsk(undefined);
    setCopied(false);
    setState(result.data.enabled ? "on" : "off");
    const { secret, otpauthUrl, recoveryCodes } = result.data;
    setEnrolment(
      result.data.enabled && secret !== undefined && otpauthUrl !== undefined
        ? { secret, otpauthUrl, recoveryCodes: recoveryCodes ?? [] }
        : undefined,
    );
    if (!result.data.enabled) {
      notify({ title: t("users.twoFactorOff", { name: user.full_name }), severity: "success" });
    }
  };

  const codesText = enrolment === undefined ? "" : `${enrolment.recoveryCodes.join("\n")}\n`;

  return (
    <div className="flex flex-col gap-3" data-slot="two-factor">
      <p className="text-sm text-fg-muted">{t("users.twoFactorHint")}</p>
      <p role="status" data-testid="two-factor-state" className="text-sm font-medium">
        {state === "on"
          ? t("users.twoFactorOn", { name: user.full_name })
          : state === "off"
            ? t("users.twoFactorOff", { name: user.full_name })
            : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setAsk("enable");
          }}
        >
          {state === "on" ? t("users.twoFactorReplace") : t("users.twoFactorEnable")}
        </Button>
        <Button
          variant="ghost"
          disabled={state === "off"}
          onClick={() => {
            setAsk("disable");
          }}
        >
          {t("users.twoFactorDisable")}
        </Button>
      </div>
      {enrolment === undefined ? null : (
        <section
          aria-label={t("users.twoFactorSetup")}
          data-slot="two-factor-enrolment"
          className="flex flex-col gap-3 rounded-lg border border-line p-4"
        >
          <p className="text-sm font-medium">
            {t("users.twoFactorShownOnce", { name: user.full_name })}
          </p>
          <div className="flex flex-wrap items-start gap-4">
            {qr === undefined ? null : (
              <img
                src={qr}
                width={192}
                height={192}
                alt={t("users.twoFactorQr", { name: user.full_name })}
              />
            )}
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-sm">
                {t("users.twoFactorSecret")}{" "}
                <code className="font-mono break-all">{enrolment.secret}</code>
              </p>
              <p className="text-sm">{t("users.twoFactorRecovery")}</p>
              <ul
                aria-label={t("users.twoFactorRecoveryList")}
                className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm"
              >
                {enrolment.recoveryCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    void navigator.clipboard.writeText(codesText).then(() => {
                      setCopied(true);
                    });
                  }}
                >
                  {copied ? t("users.twoFactorCopied") : t("users.twoFactorCopy")}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    downloadText(codesText, `recovery-codes-${user.username}.txt`, "text/plain");
                  }}
                >
                  {t("users.twoFactorDownload")}
                </Button>
              </div>
            </div>
          </div>
        </section>
      )}
      <ConfirmModal
        open={ask !== undefined}
        title={
          ask === "disable"
            ? t("users.twoFactorDisableTitle", { name: user.full_name })
            : t("users.twoFactorEnableTitle", { name: user.full_name })
        }
        description={
          ask === "disable"
            ? t("users.twoFactorDisableBody", { name: user.full_name })
            : t("users.twoFactorEnableBody", { name: user.full_name })
        }
        severity={ask === "disable" ? "warning" : "info"}
        continueText={ask === "disable" ? t("users.twoFactorDisable") : t("users.twoFactorConfirm")}
        saving={busy}
        error={failure}
        onContinue={() => {
          void apply(ask !== "disable");
        }}
        onCancel={() => {
          setAsk(undefined);
          setFailure(null);
        }}
      />
    </div>
  );
}
