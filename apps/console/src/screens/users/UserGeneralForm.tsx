/**
 * The general user form, for `/user/new` and `/user/{id}/edit/general`: names, username (fixed
 * once created), e-mail, role (only roles below the operator's rank), team, and a password on
 * creation. Username and e-mail are checked live; the server's problems land on their fields;
 * a failed save keeps everything typed. Role and team are shown read-only where the SDK's
 * `canActOnUser` refuses changing them (your own), and the team choices leave out the teams the
 * operator may not put users in (`teamPlacementRefusal`: the root team, for all but root).
 */
import { canActOnUser, rankBelow, teamPlacementRefusal, type Role } from "@canvass/sdk/permissions";
import { Check } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { usePermissions } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import {
  FormActions,
  FormSelectField,
  FormTextField,
  UnsavedChangesGuard,
  useServerForm,
} from "../../patterns";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useNotify } from "../../shell/use-notify";
import { useRuntime } from "../../app/runtime-context";
import { roleOptions, type PlayerRow } from "./user-words";
import { EMPTY_USER_FORM, USER_LIMITS, type UserFormValues } from "./user-form-values";
import { useLiveChecks } from "./use-live-checks";

export function UserGeneralForm({ user }: { readonly user?: PlayerRow }) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const teams = useTeamsIndex();
  const creating = user === undefined;
  const assignable: readonly Role[] = permissions === null ? [] : rankBelow(permissions.role);
  const refused = (action: "changeRole" | "move") =>
    user !== undefined &&
    (permissions === null || canActOnUser(permissions, user, action) !== undefined);
  const fixedRole =
    user !== undefined && (refused("changeRole") || !assignable.includes(user.role))
      ? user.role
      : undefined;
  const roleFixed = fixedRole !== undefined;
  const teamFixed = refused("move");
  const roles: readonly Role[] = fixedRole === undefined ? assignable : [fixedRole];
  const editor = { role: permissions?.role ?? "rep", team: undefined };
  const teamChoices = teams.teams.filter(
    (team) =>
      team.id === user?.team || (!teamFixed && teamPlacementRefusal(editor, team) === undefined),
  );

  const serverForm = useServerForm<UserFormValues, PlayerRow>({
    defaultValues:
      user === undefined
        ? EMPTY_USER_FORM
        : { ...EMPTY_USER_FORM, ...user, role: user.role, password: "" },
    save: (values) => {
      const common = {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        role: values.role as Role,
        team: values.team,
      };
      return user === undefined
        ? client.call("createPlayer", {
            body: {
              ...common,
              username: values.username.trim(),
              password: values.password,
              status: 1,
            },
          })
        : client.call("updatePlayer", { params: { path: { id: user.id } }, body: common });
    },
    onSaved: (saved) => {
      recordLastEdited("user", { id: saved.id, label: saved.full_name });
      notify({
        title: creating
          ? t("users.createdToast", { name: saved.full_name })
          : t("users.savedToast", { name: saved.full_name }),
        severity: "success",
      });
      void navigate(`/user/${saved.id}`);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const { checking, checkExists, liveRule } = useLiveChecks(form, {
    ...(user === undefined ? {} : { username: user.username, email: user.email }),
  });
  const { control, formState } = form;
  const required = { value: true, message: t("form.required") };
  /** A name of spaces is empty: the server trims it, so the form checks the trimmed value. */
  const notBlank = (value: unknown) =>
    (typeof value === "string" && value.trim() !== "") || t("form.required");
  const tooLong = (max: number) => ({ value: max, message: t("users.tooLong", { max }) });
  const ok = (field: "username" | "email") =>
    formState.touchedFields[field] === true &&
    formState.errors[field] === undefined &&
    checking !== field &&
    form.getValues(field) !== "" ? (
      <Check aria-label={t("users.available")} className="text-success" size={18} />
    ) : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <UnsavedChangesGuard form={serverForm} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="firstname"
          label={t("users.field.firstname")}
          required
          autoComplete="off"
          rules={{
            required,
            validate: { notBlank },
            maxLength: tooLong(USER_LIMITS.name.max),
          }}
        />
        <FormTextField
          control={control}
          name="lastname"
          label={t("users.field.lastname")}
          required
          autoComplete="off"
          rules={{
            required,
            validate: { notBlank },
            maxLength: tooLong(USER_LIMITS.name.max),
          }}
        />
      </div>
      <FormTextField
        control={control}
        name="username"
        label={t("users.field.username")}
        required={creating}
        disabled={!creating}
        autoComplete="off"
        loading={checking === "username"}
        trailing={creating ? ok("username") : undefined}
        {...(creating ? { hint: t("users.usernameHint") } : { hint: t("users.usernameFixed") })}
        onBlurValue={(value) => {
          if (creating) void checkExists("username", value);
        }}
        rules={
          creating
            ? {
                required,
                minLength: {
                  value: USER_LIMITS.username.min,
                  message: t("users.usernameShort", { min: USER_LIMITS.username.min }),
                },
                maxLength: tooLong(USER_LIMITS.username.max),
                pattern: { value: USER_LIMITS.username.pattern, message: t("users.usernameHint") },
                validate: { notTaken: liveRule("username") },
              }
            : {}
        }
      />
      <FormTextField
        control={control}
        name="email"
        kind="email"
        label={t("users.field.email")}
        required
        autoComplete="off"
        loading={checking === "email"}
        trailing={ok("email")}
        onBlurValue={(value) => {
          void checkExists("email", value);
        }}
        rules={{
          required,
          maxLength: tooLong(USER_LIMITS.email.max),
          pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t("users.emailSyntax") },
          validate: { notTaken: liveRule("email") },
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="role"
          label={t("users.field.role")}
          required
          options={roleOptions(t, roles)}
          placeholder={t("users.pickRole")}
          hint={roleFixed ? t("users.roleFixed") : t("users.roleHint")}
          disabled={roleFixed}
          rules={{ required }}
        />
        <FormSelectField
          control={control}
          name="team"
          label={t("users.field.team")}
          required
          searchable
          loading={teams.loading}
          options={teamChoices.map((team) => ({ value: team.id, display: team.title }))}
          placeholder={t("users.pickTeam")}
          {...(teamFixed ? { hint: t("users.teamFixed") } : {})}
          disabled={teamFixed}
          rules={{ required }}
        />
      </div>
      {creating ? (
        <FormTextField
          control={control}
          name="password"
          kind="password"
          label={t("users.field.password")}
          required
          autoComplete="new-password"
          hint={t("users.passwordHint", { min: USER_LIMITS.password.min })}
          rules={{
            required,
            minLength: {
              value: USER_LIMITS.password.min,
              message: t("users.passwordHint", { min: USER_LIMITS.password.min }),
            },
            maxLength: tooLong(USER_LIMITS.password.max),
          }}
        />
      ) : null}
      <FormActions
        failure={failure}
        submitting={submitting}
        {...(creating ? { submitLabel: t("form.create") } : {})}
        onCancel={() => {
          void navigate(user === undefined ? "/users" : `/user/${user.id}`);
        }}
      />
    </form>
  );
}
