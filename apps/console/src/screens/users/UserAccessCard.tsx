/**
 * Sign-in settings on the edit page: set a new password (the SDK's `canActOnUser(…,
 * "setPassword")`: managers and admins for users below them, never yourself, with
 * `PlayerPasswordUpdate`'s limits) and turn two-factor sign-in on or off (admins only:
 * `EditTwoFactor`, see TwoFactorCard).
 */
import { can, canActOnUser } from "@canvass/sdk/permissions";
import { Button, Card, TextField } from "@canvass/ui";
import { useState } from "react";
import { usePermissions, useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { saveFailureOf } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import { TwoFactorCard } from "./TwoFactorCard";
import { SET_PASSWORD_LIMITS } from "./user-form-values";
import type { PlayerRow } from "./user-words";

export function UserAccessCard({ user }: { readonly user: PlayerRow }) {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<"password" | undefined>(undefined);
  const mayTwoFactor =
    permissions !== null && can(permissions, "EditTwoFactor", { id: user.id, role: user.role });
  const maySetPassword =
    permissions !== null && canActOnUser(permissions, user, "setPassword") === undefined;

  const savePassword = async () => {
    if (password.length < SET_PASSWORD_LIMITS.min) {
      setPasswordError(t("users.passwordHint", { min: SET_PASSWORD_LIMITS.min }));
      return;
    }
    setBusy("password");
    const result = await client.call("updatePlayerPassword", {
      params: { path: { id: user.id } },
      body: { Password: password },
    });
    setBusy(undefined);
    if (result.ok) {
      setPassword("");
      setPasswordError(undefined);
      notify({ title: t("users.passwordSet", { name: user.full_name }), severity: "success" });
    } else {
      const failure = saveFailureOf(result.error, ["Password"], t);
      setPasswordError(failure.fields.Password ?? failure.message ?? t("form.failed"));
    }
  };

  return (
    <Card title={t("users.access")}>
      <div className="flex flex-col gap-5">
        {maySetPassword ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void savePassword();
            }}
          >
            <TextField
              kind="password"
              label={t("users.newPassword")}
              value={password}
              onValueChange={(value: string) => {
                setPassword(value);
              }}
              autoComplete="new-password"
              maxLength={SET_PASSWORD_LIMITS.max}
              error={passwordError}
              hint={t("users.passwordHint", { min: SET_PASSWORD_LIMITS.min })}
              className="min-w-64 flex-1"
            />
            <Button type="submit" variant="secondary" loading={busy === "password"}>
              {t("users.setPassword")}
            </Button>
          </form>
        ) : null}
        {mayTwoFactor ? <TwoFactorCard user={user} /> : null}
      </div>
    </Card>
  );
}
