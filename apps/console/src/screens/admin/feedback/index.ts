import type { Screens } from "../../../areas/screens";
import { FeedbackPage } from "./FeedbackPage";

/** `/feedback` (issue 20). */
export const screens: Screens = { feedback: FeedbackPage };
