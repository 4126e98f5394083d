import { importMapProblems } from "@canvass/sdk/imports";
import { Button } from "@canvass/ui";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { StepFrame } from "../users-bulk/StepFrame";
import { CallAlert } from "./CallAlert";
import { MappingTable } from "./MappingTable";
import { applyMappingEvents, savedMappingFor } from "./saved-mapping";
import { useImportCampaigns } from "./use-import-campaigns";
import type { ImportWizard } from "./use-import-wizard";

const SELECT = "h-9 min-w-48 rounded-md border border-line bg-surface px-2 text-sm text-fg";

/** Step 2: the sheet, which column fills which field in which format, the campaigns, the mode. */
export function MapStep({ wizard }: { readonly wizard: ImportWizard }) {
  const t = useT();
  const { state, context, send } = wizard;
  const { client } = useRuntime().services;
  const { campaigns, loading } = useImportCampaigns();
  const uploads = useApiQuery("imports:all", (signal) => client.call("listImports", { signal }));
  const sheet = context.sheet;
  const header = sheet?.header ?? [];
  const problems = importMapProblems(context.map, header);
  const saved = savedMappingFor(uploads.data ?? [], context.campaigns, header, context.map);
  const checking = state === "checking";
  const ready = context.campaigns.length > 0 && problems.length === 0;

  return (
    <StepFrame
      title={t("imports.map.title", { file: context.source?.name ?? "" })}
      description={t("imports.map.description")}
      focusOnShow={false}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={checking}
            onClick={() => {
              send({ type: "import.back" });
            }}
          >
            {t("imports.back")}
          </Button>
          <Button
            disabled={!ready}
            loading={checking}
            aria-describedby={ready ? undefined : "import-map-missing"}
            onClick={() => {
              send({ type: "import.dryRun" });
            }}
          >
            {t("imports.map.dryRun")}
          </Button>
          {ready ? null : (
            <p id="import-map-missing" className="text-sm text-fg-muted">
              {context.campaigns.length === 0
                ? t("imports.map.needsCampaign")
                : t("imports.map.needsMap")}
            </p>
          )}
        </>
      }
    >
      {sheet !== null && sheet.sheets.length > 1 ? (
        <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
          {t("imports.map.sheet")}
          <select
            className={SELECT}
            value={context.page ?? sheet.sheets[0]}
            onChange={(event) => {
              send({ type: "import.sheet", page: event.currentTarget.value });
            }}
          >
            {sheet.sheets.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset className="flex flex-col gap-2" data-slot="import-campaigns">
        <legend className="mb-1 text-sm font-medium text-fg">{t("imports.map.campaigns")}</legend>
        {loading && campaigns.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("imports.map.campaignsLoading")}</p>
        ) : null}
        <div className="flex max-h-48 flex-col gap-1 overflow-y-auto">
          {campaigns.map((campaign) => (
            <label key={campaign.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={context.campaigns.includes(campaign.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  send({
                    type: "import.campaigns",
                    campaigns: on
                      ? [...context.campaigns, campaign.id]
                      : context.campaigns.filter((id) => id !== campaign.id),
                  });
                }}
              />
              {campaign.title}
            </label>
          ))}
        </div>
      </fieldset>
      {saved === undefined ? null : (
        <div
          className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-surface-muted px-3 py-2 text-sm"
          data-slot="import-saved-mapping"
        >
          <p>{t("imports.map.savedFound", { file: saved.file })}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              for (const event of applyMappingEvents(context.map, saved.map)) send(event);
            }}
          >
            {t("imports.map.useSaved")}
          </Button>
        </div>
      )}
      <MappingTable header={header} sample={sheet?.sample ?? []} map={context.map} send={send} />
      {problems.length > 0 && context.map.length > 0 ? (
        <p className="text-sm text-danger-text" data-slot="import-map-problem">
          {t("imports.map.problem")}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium text-fg">{t("imports.map.mode")}</legend>
        {(["validOnly", "allOrNothing"] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input
              type="radio"
              name="import-mode"
              checked={context.mode === mode}
              onChange={() => {
                send({ type: "import.mode", mode });
              }}
            />
            {t(`imports.mode.${mode}`)}
          </label>
        ))}
      </fieldset>
      <CallAlert error={context.error} />
    </StepFrame>
  );
}
