/**
 * `/team/{id}/edit/optional`: the team's optional fields (its metadata), here the home page its
 * users land on after signing in (spec §2: a team's `homepage` overrides the role's start page).
 * It must be a console address that leads to a screen. Other metadata keys are kept as they are.
 * Saved with `updateTeam { metadata }` (the server requires `EditTeamOptionalFields`).
 */
import { Card, FactList } from "@canvass/ui";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { FormActions, FormTextField, UnsavedChangesGuard, useServerForm } from "../../patterns";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useNotify } from "../../shell/use-notify";
import { homepageOf, homepageProblem, metadataWithHomepage } from "./homepage";
import type { TeamRow } from "./team-words";

interface OptionalValues {
  homepage: string;
}

/** Metadata values as short text, for the keys this page does not edit. */
const valueText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export function TeamOptionalForm({ team }: { readonly team: TeamRow }) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<OptionalValues, TeamRow>({
    defaultValues: { homepage: homepageOf(team.metadata) },
    save: (values) =>
      client.call("updateTeam", {
        params: { path: { id: team.id } },
        body: { metadata: metadataWithHomepage(team.metadata, values.homepage) },
      }),
    onSaved: (saved) => {
      recordLastEdited("team", { id: saved.id, label: saved.title });
      notify({ title: t("teams.savedToast", { title: saved.title }), severity: "success" });
      void navigate(`/team/${encodeURIComponent(saved.id)}`);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const others = Object.entries(team.metadata ?? {}).filter(([key]) => key !== "homepage");

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <UnsavedChangesGuard form={serverForm} />
      <FormTextField
        control={form.control}
        name="homepage"
        label={t("teams.field.homepage")}
        hint={t("teams.homepageHint")}
        autoComplete="off"
        rules={{
          validate: (value) => {
            const problem = typeof value === "string" ? homepageProblem(value) : undefined;
            if (problem === "notPath") return t("teams.homepageNotPath");
            if (problem === "unknownPage") return t("teams.homepageUnknown");
            return true;
          },
        }}
      />
      {others.length === 0 ? null : (
        <Card title={t("teams.otherMetadata")} headingLevel={2}>
          <FactList
            facts={others.map(([key, value]) => ({ id: key, label: key, value: valueText(value) }))}
          />
        </Card>
      )}
      <FormActions
        failure={failure}
        submitting={submitting}
        onCancel={() => {
          void navigate(`/team/${encodeURIComponent(team.id)}`);
        }}
      />
    </form>
  );
}
