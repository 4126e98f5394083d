/** Helpers of this area's integration tests: the campaigns area's, plus e-mail features on. */
import type { TestApi } from "../../testing/api-harness.js";
import { setFeature } from "../campaigns/test-support.js";

export {
  campaignId,
  expectProblem,
  sessionsByRole,
  setFeature,
  setTeamRestrictions,
  type DemoRole,
} from "../campaigns/test-support.js";

/** Turns both e-mail features on (they are off in the demo settings). */
export async function enableEmailFeatures(api: TestApi): Promise<void> {
  await setFeature(api, "emailManagement", true);
  await setFeature(api, "emailManagementTemplates", true);
}
