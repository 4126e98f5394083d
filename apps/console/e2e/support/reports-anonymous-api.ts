/**
 * Custom reports through the API for the reports e2e (decision 0058): run an unsaved definition
 * as the builder's "Run" does, and find the stored reports with a description.
 */
import type { Schema } from "@canvass/sdk/contract";
import { apiGet, authorization, type SignedIn } from "./api";
import { e2eEnv } from "./env";

/** `POST /customreports/anonymous/run/` with no filter; throws on anything but 200. */
export async function apiRunReportQuery(
  session: SignedIn,
  query: Schema<"CustomReportQuery">,
): Promise<Schema<"CustomReportResult">> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api/customreports/anonymous/run/`, {
    method: "POST",
    headers: {
      authorization: authorization(session),
      accept: "application/json",
      "content-type": "application/json",
    },
    body: JSON.stringify({ Query: query }),
  });
  if (answer.status !== 200) throw new Error(`anonymous run: HTTP ${answer.status}`);
  return (await answer.json()) as Schema<"CustomReportResult">;
}

/** The stored reports whose description is exactly `description` (as an admin sees them). */
export async function storedNamed(
  session: SignedIn,
  description: string,
): Promise<Schema<"CustomReport">[]> {
  const page = await apiGet<Schema<"CustomReportList">>(
    session,
    `/customreports/?q=${encodeURIComponent(description)}`,
  );
  return page.Result.filter((report) => report.Description === description);
}
