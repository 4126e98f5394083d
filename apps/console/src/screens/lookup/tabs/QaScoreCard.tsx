import { qaScoreBand } from "@canvass/sdk/ear";
import { Badge, Card } from "@canvass/ui";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { useApiQuery } from "../../../patterns/data/use-api-query";

const TONE = { good: "success", fair: "warning", poor: "danger" } as const;

/** The submission's QA score from the digital ear (issue 25), shown above its recording. */
export function QaScoreCard({ id }: { readonly id: string }) {
  const t = useT();
  const { client } = useRuntime().services;
  const review = useApiQuery(`ear-review:${id}`, (signal) =>
    client.call("getQaReview", { params: { path: { id } }, signal }),
  );
  if (review.data === undefined) {
    if (review.loading) return null;
    return (
      <p className="text-sm text-fg-muted" data-slot="qa-score-card">
        {t("ear.lookup.none")}
      </p>
    );
  }
  const data = review.data;
  return (
    <div data-slot="qa-score-card">
      <Card title={t("ear.lookup.title")} headingLevel={3}>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={TONE[qaScoreBand(data.score)]}>
            {t("ear.score", { score: data.score })}
          </Badge>
          <span>{t(`ear.reviewStatus.${data.status}`)}</span>
          <span className="text-fg-muted">
            {t("ear.lookup.by", { name: data.reviewerName, date: data.reviewed.slice(0, 10) })}
          </span>
        </p>
        {data.comment !== "" ? (
          <p className="mt-2 text-sm whitespace-pre-wrap">{data.comment}</p>
        ) : null}
      </Card>
    </div>
  );
}
