import { Badge, Button, Card, PageHeader, StatusPill } from "@canvass/ui";
import { useT } from "../i18n/use-t";

/** `/sample`: an open page showing a few of the console's building blocks (no data). */
export function SamplePage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-6">
      <PageHeader title={t("sample.title")} description={t("sample.body")} />
      <Card>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="primary">{t("sample.primary")}</Button>
          <Button variant="secondary">{t("sample.secondary")}</Button>
          <Badge tone="info">{t("sample.badge")}</Badge>
          <StatusPill tone="success">{t("sample.active")}</StatusPill>
        </div>
      </Card>
    </div>
  );
}
