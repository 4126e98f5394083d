/**
 * A campaign's submissions of the last 7 days, as the profile shows them: the `/subs` view of
 * that campaign and range, so the count the profile asks for (`subsQuery` of the view, one row
 * per page: the answer's `Count`) and the link into `/subs` (`subsAddress` of the same view) can
 * never disagree.
 */
import { defaultSubsView } from "../queries/subs-address";
import type { SubsAddressOptions, SubsView } from "../queries/subs-address.types";

/** How far back the profile's submission count reaches. */
export const RECENT_SUBMISSION_DAYS = 7;

/** The `/subs` view of the campaign's submissions received in the last `RECENT_SUBMISSION_DAYS`. */
export function recentSubmissionsView(
  campaignId: string,
  options: SubsAddressOptions = {},
): SubsView {
  return {
    ...defaultSubsView(options),
    campaigns: [campaignId],
    range: {
      kind: "custom",
      range: { amount: RECENT_SUBMISSION_DAYS, unit: "days", direction: "before" },
    },
  };
}
