/**
 * Every resource handler of the reference server, by area. Each area's folder holds its handlers,
 * queries and tests; this file only merges them (an operationId handled twice throws at start).
 */
import type { HandlerMap } from "../http/index.js";
import { jobsHandlers } from "../jobs/index.js";
import type { ServerDeps } from "../services.js";
import { accountsHandlers } from "./accounts/index.js";
import { incomingHandlers } from "./accounts/incoming-submissions.js";
import { adminHandlers } from "./admin/index.js";
import { authHandlers } from "./auth/index.js";
import { batchEditHandlers } from "./batch-edit/index.js";
import { campaignsHandlers } from "./campaigns/index.js";
import { chatsHandlers } from "./chats/index.js";
import { dashboardHandlers } from "./dashboard/index.js";
import { emailDeliveryHandlers } from "./email-delivery/index.js";
import { emailTemplatesHandlers } from "./email-templates/index.js";
import { earHandlers } from "./ear/index.js";
import { exportsHandlers } from "./exports/index.js";
import { importsHandlers } from "./imports/index.js";
import { integrationsHandlers } from "./integrations/index.js";
import { peopleHandlers } from "./people/index.js";
import { platformHandlers } from "./platform/index.js";
import { reportsHandlers } from "./reports/index.js";

/** The handler maps of every area, to pass to `app.registerHandlers` one by one. */
export function resourceHandlers(deps: ServerDeps): HandlerMap[] {
  return [
    authHandlers(deps),
    peopleHandlers(deps),
    campaignsHandlers(deps),
    accountsHandlers(deps),
    incomingHandlers(deps),
    platformHandlers(deps),
    jobsHandlers(deps),
    dashboardHandlers(deps),
    exportsHandlers(deps),
    chatsHandlers(deps),
    adminHandlers(deps),
    batchEditHandlers(deps),
    integrationsHandlers(deps),
    emailDeliveryHandlers(deps),
    emailTemplatesHandlers(deps),
    importsHandlers(deps),
    earHandlers(deps),
    reportsHandlers(deps),
  ];
}
