import type { SubsNotice } from "@canvass/sdk/queries";
import { useT, type Translate } from "../../i18n/use-t";
import type { SubsPageNotice } from "./use-subs-view";

function noticeText(t: Translate, notice: SubsNotice): string {
  return t(`subs.notice.${notice.reason}`, { param: notice.param, value: notice.value });
}

/** What the page corrected in the address, in the operator's words (a status line). */
export function SubsNotices({ notices }: { readonly notices: readonly SubsPageNotice[] }) {
  const t = useT();
  if (notices.length === 0) return null;
  const lines = notices.flatMap((notice) =>
    notice.kind === "ignored"
      ? notice.notices.map((item) => noticeText(t, item))
      : [t("list.pageClamped", { page: notice.page, last: notice.last })],
  );
  return (
    <div role="status" data-slot="list-notices" className="text-sm text-warning-text">
      {[...new Set(lines)].map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
