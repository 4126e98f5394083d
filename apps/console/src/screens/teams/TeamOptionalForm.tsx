/**
 * `/team/{id}/edit/optional`: the team's optional fields (its metadata), here the home page its
 * users land on after signing in (spec §2: a team's `homepage` overrides the role's start page).
 * It must be a console address that leads to a screen. Then the optional fields the portal
 * settings configure (`team.metadata`, typed inputs; decision 0011). Other metadata keys are kept
 * as they are. Saved with `updateTeam { metadata }` (the server requires `EditTeamOptionalFields`
 * and checks the configured fields again).
 */
import { Card, FactList } from "@canvass/ui";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import type { MetadataField } from "@canvass/sdk/fields";
import { homepageProblem } from "@canvass/sdk/permissions";
import {
  FormActions,
  FormTextField,
  OptionalFieldInput,
  UnsavedChangesGuard,
  metadataWithOptionalValues,
  metadataWithoutFields,
  optionalValuesOf,
  WithOptionalFields,
  useServerForm,
  type OptionalValues,
} from "../../patterns";
import { recordLastEdited } from "../../shell/side-nav/last-edited";
import { useNotify } from "../../shell/use-notify";
import { homepageOf, metadataWithHomepage } from "./homepage";
import type { TeamRow } from "./team-words";

interface TeamOptionalValues {
  homepage: string;
  metadata: OptionalValues;
}

/** Metadata values as short text, for the keys this page does not edit. */
const valueText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

export function TeamOptionalForm({ team }: { readonly team: TeamRow }) {
  return (
    <WithOptionalFields kind="team">
      {(fields) => <OptionalForm team={team} fields={fields} />}
    </WithOptionalFields>
  );
}

function OptionalForm({
  team,
  fields,
}: {
  readonly team: TeamRow;
  readonly fields: readonly MetadataField[];
}) {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<TeamOptionalValues, TeamRow>({
    defaultValues: {
      homepage: homepageOf(team.metadata),
      metadata: optionalValuesOf(fields, team.metadata),
    },
    save: (values) =>
      client.call("updateTeam", {
        params: { path: { id: team.id } },
        body: {
          metadata: metadataWithOptionalValues(
            fields,
            metadataWithHomepage(team.metadata, values.homepage),
            values.metadata,
          ),
        },
      }),
    onSaved: (saved) => {
      recordLastEdited("team", { id: saved.id, label: saved.title });
      notify({ title: t("teams.savedToast", { title: saved.title }), severity: "success" });
      void navigate(`/team/${encodeURIComponent(saved.id)}`);
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const others = Object.entries(metadataWithoutFields(fields, team.metadata)).filter(
    ([key]) => key !== "homepage",
  );

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
      {fields.map((field) => (
        <OptionalFieldInput
          key={field.key}
          control={form.control}
          name={`metadata.${field.key}`}
          field={field}
        />
      ))}
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
