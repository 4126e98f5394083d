/**
 * `/configuration` (ViewConfiguration, root team only): the effective configuration, read-only —
 * the host file (branding, API, assets and logging bases, home pages, map), the client settings
 * (features with what each hides, languages), the portal settings file and the build — with every
 * secret-named value hidden, and the "why is this hidden?" explainer.
 */
import { Card, PageHeader } from "@canvass/ui";
import type { ReactNode } from "react";
import { version } from "../../../../package.json";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { PageFrame, useApiQuery } from "../../../patterns";
import { FeatureTable } from "./FeatureTable";
import { HiddenExplainer } from "./HiddenExplainer";
import { SettingsTable } from "./SettingsTable";

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function PortalSettings() {
  const t = useT();
  const { client } = useRuntime().services;
  const portal = useApiQuery("configuration:portal", (signal) =>
    client.call("getPortalSettings", { signal }),
  );
  if (portal.data === undefined) {
    return (
      <p className="text-sm text-muted-foreground">
        {portal.error === undefined
          ? t("admin.configuration.loading")
          : t("admin.configuration.noPortalFile")}
      </p>
    );
  }
  return (
    <SettingsTable
      caption={t("admin.configuration.portal")}
      value={{
        version: portal.data.version,
        modified: portal.data.modified,
        ...portal.data.options,
      }}
    />
  );
}

export function ConfigurationPage() {
  const t = useT();
  const { config, settings } = useRuntime();
  return (
    <PageFrame>
      <PageHeader
        title={t("admin.configuration.title")}
        description={t("admin.configuration.description")}
      />
      <div className="flex flex-col gap-4">
        <HiddenExplainer />
        <Section title={t("admin.configuration.features")}>
          <FeatureTable features={settings.features} />
        </Section>
        <Section title={t("admin.configuration.client")}>
          <SettingsTable
            caption={t("admin.configuration.client")}
            value={{
              defaultLocale: settings.defaultLocale ?? "—",
              allowedLocales: settings.allowedLocales.join(", "),
              roleRestrictions: settings.features.roleRestrictions,
            }}
          />
        </Section>
        <Section title={t("admin.configuration.host")}>
          <SettingsTable caption={t("admin.configuration.host")} value={config} />
        </Section>
        <Section title={t("admin.configuration.portal")}>
          <PortalSettings />
        </Section>
        <Section title={t("admin.configuration.build")}>
          <SettingsTable
            caption={t("admin.configuration.build")}
            value={{ console: version, mode: import.meta.env.MODE }}
          />
        </Section>
      </div>
    </PageFrame>
  );
}
