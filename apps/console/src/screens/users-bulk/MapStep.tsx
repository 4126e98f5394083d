import { needsColumn } from "@canvass/machines";
import { BULK_FIELDS, type BulkField } from "@canvass/sdk/bulk";
import { rankBelow } from "@canvass/sdk/permissions";
import { Button, ColumnMapper, type ColumnMapperField } from "@canvass/ui";
import { useMemo } from "react";
import { usePermissions } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useTeamsIndex } from "../../patterns/data/use-teams-index";
import { roleOptions } from "../users/user-words";
import { fieldLabel } from "./bulk-words";
import { DefaultsPicker } from "./DefaultsPicker";
import { StepFrame, type WizardStepProps } from "./StepFrame";
import { useMapperLabels } from "./use-bulk-labels";

/** Step 2: which column fills each field (guessed, editable), and defaults for role and team. */
export function MapStep({ wizard, focusOnShow }: WizardStepProps) {
  const { context, view, send } = wizard;
  const t = useT();
  const labels = useMapperLabels();
  const permissions = usePermissions();
  const teamsIndex = useTeamsIndex();
  const table = context.table;

  const hint = (field: BulkField): string | undefined => {
    if (field === "password") return t("bulk.mapper.passwordHint");
    if (field === "role") {
      return context.defaults.role === ""
        ? t("bulk.mapper.roleMissing")
        : t("bulk.mapper.defaultRoleHint");
    }
    if (field === "team") {
      return context.defaults.team === ""
        ? t("bulk.mapper.teamMissing")
        : t("bulk.mapper.defaultTeamHint");
    }
    return undefined;
  };
  const fields: ColumnMapperField[] = BULK_FIELDS.map((field) => {
    const unmappedHint = hint(field);
    return {
      id: field,
      label: fieldLabel(t, field),
      required: needsColumn(context, field),
      ...(unmappedHint === undefined ? {} : { unmappedHint }),
    };
  });
  const roles = useMemo(
    () => roleOptions(t, permissions === null ? [] : rankBelow(permissions.role)),
    [t, permissions],
  );
  const teams = useMemo(
    () => teamsIndex.teams.map((team) => ({ value: team.id, display: team.title })),
    [teamsIndex.teams],
  );
  const complete = view.mappingComplete;

  return (
    <StepFrame
      title={t("bulk.map.title")}
      description={t("bulk.map.description")}
      focusOnShow={focusOnShow}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              send({ type: "bulk.open", step: "source" });
            }}
          >
            {t("bulk.back")}
          </Button>
          <Button
            disabled={!complete}
            aria-describedby={complete ? undefined : "bulk-map-incomplete"}
            onClick={() => {
              send({ type: "bulk.open", step: "preview" });
            }}
          >
            {t("bulk.map.next")}
          </Button>
          {complete ? null : (
            <p id="bulk-map-incomplete" className="text-sm text-fg-muted">
              {t("bulk.map.incomplete")}
            </p>
          )}
        </>
      }
    >
      <ColumnMapper
        labels={labels}
        fields={fields}
        columns={table?.header ?? []}
        sample={table?.rows[0] ?? []}
        mapping={context.mapping}
        onMappingChange={(field, column) => {
          const known = BULK_FIELDS.find((name) => name === field);
          if (known !== undefined) send({ type: "bulk.map", field: known, column });
        }}
      />
      <DefaultsPicker
        roles={roles}
        teams={teams}
        teamsLoading={teamsIndex.loading}
        values={context.defaults}
        onChange={(field, value) => {
          send({ type: "bulk.default", field, value });
        }}
      />
    </StepFrame>
  );
}
