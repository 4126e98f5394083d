/**
 * The general team form, for `/team/new` and `/team/{id}/edit/general`: title, parent (any team
 * the operator sees, never the team itself or one below it; the root team has none), role (at
 * or below the operator's rank), campaigns, and restriction flags (admins only, never on their
 * own team). The root team is root's alone: anyone else sees the form read-only, saying why (the
 * SDK's `teamChangeRefusal` and `teamFlagsRefusal`, the rules the server enforces). The server's
 * problems land on their fields (a duplicate title under the parent, 409, next to Title); a
 * failed save keeps everything typed. After a save: a toast, the team becomes the menu's last
 * edited team, and the profile opens.
 */
import {
  rankAtOrBelow,
  teamChangeRefusal,
  teamFlagsRefusal,
  type Role,
} from "@canvass/sdk/permissions";
import { FETCH_ALL_PAGE_SIZE } from "@canvass/sdk/settings";
import { sortByTitle } from "@canvass/sdk/text";
import { useController, useWatch } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router-dom";
import { usePermissions, useRuntime, useSessionSelector } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import {
  FormActions,
  FormSelectField,
  FormTextField,
  UnsavedChangesGuard,
  useApiQuery,
  useServerForm,
} from "../../patterns";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useNotify } from "../../shell/use-notify";
import { CampaignChecklist } from "./CampaignChecklist";
import { parentChoices } from "./parent-choices";
import {
  TEAM_TITLE_MAX,
  createTeamBody,
  emptyTeamValues,
  teamValues,
  updateTeamBody,
  type TeamGeneralValues,
} from "./team-form-values";
import { TeamFlagsField } from "./TeamFlagsField";
import { dropdownLabels, roleOptions, type TeamRow } from "./team-words";

/** A new team's role unless the operator picks another: a field team (the server's default). */
const NEW_TEAM_ROLE: Role = "rep";

export function TeamGeneralForm({ team }: { readonly team?: TeamRow }) {
  const t = useT();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const permissions = usePermissions();
  const locale = useLocale();
  const ownTeamId = useSessionSelector((snapshot) => snapshot.context.team?.id);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const teams = useTeamsIndex();
  const campaigns = useApiQuery("campaigns:all", (signal) =>
    client.call("listCampaigns", {
      params: { query: { PageSize: FETCH_ALL_PAGE_SIZE, Sort: "title" } },
      signal,
    }),
  );
  const creating = team === undefined;
  const editor = { role: permissions?.role ?? "rep", team: ownTeamId };
  const lock = permissions === null ? "notAdmin" : teamFlagsRefusal(editor, team);
  const locked = team === undefined ? undefined : teamChangeRefusal(editor, team);
  const readOnly = locked !== undefined;
  const roles = permissions === null ? [] : rankAtOrBelow(permissions.role);

  const serverForm = useServerForm<TeamGeneralValues, TeamRow>({
    defaultValues:
      team === undefined
        ? { ...emptyTeamValues(params.get("parent") ?? ownTeamId ?? ""), role: NEW_TEAM_ROLE }
        : teamValues(team),
    save: (values) =>
      team === undefined
        ? client.call("createTeam", { body: createTeamBody(values, lock === undefined) })
        : client.call("updateTeam", {
            params: { path: { id: team.id } },
            body: updateTeamBody(values, team, lock === undefined),
          }),
    onSaved: (saved) => {
      recordLastEdited("team", { id: saved.id, label: saved.title });
      notify({
        title: creating
          ? t("teams.createdToast", { title: saved.title })
          : t("teams.savedToast", { title: saved.title }),
        severity: "success",
      });
      void navigate(`/team/${encodeURIComponent(saved.id)}`);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const { control } = form;
  const role = useWatch({ control, name: "role" });
  const chosen = useController({ control, name: "campaigns" });
  const required = { value: true, message: t("form.required") };
  const isRoot = team?.parent === null;
  const currentRole = team?.role;
  const roleChoices =
    currentRole !== undefined && !roles.includes(currentRole) ? [currentRole, ...roles] : roles;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <UnsavedChangesGuard form={serverForm} />
      {locked === undefined ? null : (
        <p role="status" className="text-sm text-fg-muted">
          {t("teams.rootTeamLocked")}
        </p>
      )}
      <FormTextField
        control={control}
        name="title"
        label={t("teams.field.title")}
        required
        autoComplete="off"
        disabled={readOnly}
        rules={{
          required,
          validate: (value) =>
            (typeof value === "string" && value.trim() !== "") || t("form.required"),
          maxLength: {
            value: TEAM_TITLE_MAX,
            message: t("teams.titleTooLong", { max: TEAM_TITLE_MAX }),
          },
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {isRoot ? (
          <div className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-fg">{t("teams.field.parent")}</span>
            <span className="text-fg-muted">{t("teams.rootHasNoParent")}</span>
          </div>
        ) : (
          <FormSelectField
            control={control}
            name="parent"
            label={t("teams.field.parent")}
            required
            searchable
            loading={teams.loading}
            options={parentChoices(teams.teams, team?.id)}
            placeholder={t("teams.pickParent")}
            disabled={readOnly}
            hint={t("teams.parentHint")}
            labels={dropdownLabels(t)}
            rules={{ required }}
          />
        )}
        <FormSelectField
          control={control}
          name="role"
          label={t("teams.field.role")}
          required
          options={roleOptions(t, roleChoices)}
          placeholder={t("teams.pickRole")}
          disabled={readOnly}
          hint={t("teams.roleHint")}
          labels={dropdownLabels(t)}
          rules={{ required }}
        />
      </div>
      <CampaignChecklist
        label={t("teams.field.campaigns")}
        campaigns={sortByTitle(campaigns.data?.Result ?? [], locale)}
        value={chosen.field.value}
        onChange={chosen.field.onChange}
        loading={campaigns.loading}
        disabled={submitting}
      />
      <TeamFlagsField
        control={control}
        role={role === "" ? undefined : role}
        lock={lock}
        permissions={permissions}
        disabled={submitting}
      />
      <FormActions
        failure={failure}
        submitting={submitting}
        disabled={readOnly}
        {...(creating ? { submitLabel: t("form.create") } : {})}
        onCancel={() => {
          void navigate(team === undefined ? "/teams" : `/team/${encodeURIComponent(team.id)}`);
        }}
      />
    </form>
  );
}
