// Export every submission of one campaign to CSV with the Canvass client.
//
// Run it against the reference server (`npm start` at the repository root) with:
//
//   npx esbuild packages/sdk/examples/export-campaign.ts --bundle --platform=node --format=esm \
//     --outfile=/tmp/export-campaign.mjs && \
//   CANVASS_USER=jdoe CANVASS_PASSWORD=secret CANVASS_CAMPAIGN=c1a2b3 node /tmp/export-campaign.mjs out.csv
//
// Environment: CANVASS_API (default http://127.0.0.1:4000/api), CANVASS_ASSETS (default
// http://127.0.0.1:4000), CANVASS_USER, CANVASS_PASSWORD, CANVASS_CAMPAIGN, and CANVASS_2FA_CODE
// when the account needs a second step. Writes to the file named by the first argument, or stdout.
import { createWriteStream } from "node:fs";
import { argv, env, stdout } from "node:process";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createCanvassClient, isAuthError } from "@canvass/sdk";
import type { CanvassClient } from "@canvass/sdk";
import { toCsvStream } from "@canvass/sdk/csv";
import { QUERY_FIELDS } from "@canvass/sdk/fields";
import { accountQueryDefaults } from "@canvass/sdk/queries";

type Row = Record<(typeof QUERY_FIELDS)[number], unknown>;

/** Every submission of the campaign, page by page (1000 at a time), as plain rows. */
async function* campaignRows(client: CanvassClient, campaign: string): AsyncGenerator<Row> {
  const pages = client.fetchAll("queryAccounts", {
    params: { query: { Campaign: campaign, ...accountQueryDefaults() } },
  });
  let read = 0;
  for await (const page of pages) {
    if (!page.ok) throw new Error(`Page failed: ${page.error.kind} ${page.error.message}`);
    read += page.data.items.length;
    console.error(`Page ${page.data.page}: ${read} of ${page.data.count ?? "?"}`);
    yield* page.data.items as Row[];
  }
}

function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Set ${name}`);
  return value;
}

async function main(): Promise<number> {
  // The client keeps the session sign-in starts (in memory) and the tag for the API host.
  const client = createCanvassClient({
    baseUrl: env.CANVASS_API ?? "http://127.0.0.1:4000/api",
    assetsUrl: env.CANVASS_ASSETS ?? "http://127.0.0.1:4000",
    app: { name: "export-campaign-example", version: "0.1.0" },
  });

  const signIn = await client.auth.signIn({
    username: required("CANVASS_USER"),
    password: required("CANVASS_PASSWORD"),
  });
  if (!signIn.ok) {
    const why = isAuthError(signIn.error) ? signIn.error.reason : signIn.error.message;
    console.error(`Sign-in failed: ${why ?? signIn.error.kind}`);
    return 1;
  }
  if (signIn.data.status === "secondStepRequired") {
    const second = await client.auth.verifyTwoFactor({
      code: required("CANVASS_2FA_CODE"),
      challenge: signIn.data.challenge,
    });
    if (!second.ok) {
      console.error(`Two-factor step failed: ${second.error.message}`);
      return 1;
    }
  }

  // Stream: rows are read a page at a time and written as they come, every value double-quoted.
  const target = argv[2];
  const csv = Readable.from(
    toCsvStream(campaignRows(client, required("CANVASS_CAMPAIGN")), QUERY_FIELDS),
  );
  await pipeline(csv, target ? createWriteStream(target, "utf8") : stdout);
  console.error(`Export written${target ? ` to ${target}` : ""}.`);

  await client.auth.signOut();
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
