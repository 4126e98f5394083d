/** Custom reports through the API, for the reports e2e: run a saved report as the console does. */
import type { Schema } from "@canvass/sdk/contract";
import { authorization, type SignedIn } from "./api";
import { e2eEnv } from "./env";

/** `POST /customreports/{id}/run/` with no filter; throws on anything but 200. */
export async function apiRunReport(
  session: SignedIn,
  id: string,
): Promise<Schema<"CustomReportResult">> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api/customreports/${id}/run/`, {
    method: "POST",
    headers: {
      authorization: authorization(session),
      accept: "application/json",
      "content-type": "application/json",
    },
    body: "{}",
  });
  if (answer.status !== 200) throw new Error(`run ${id}: HTTP ${answer.status}`);
  return (await answer.json()) as Schema<"CustomReportResult">;
}
