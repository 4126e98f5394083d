/**
 * The upload and removal calls of a user's, team's or campaign's picture. A user has one
 * `player.png`, a campaign one `campaign.png`; a
 * team has a `team.png` and a `team.svg`, and shows the newer of the two, so an upload writes
 * the one of its format and a removal deletes both (a missing one is not an error).
 */
import { toFormData, type CanvassClient, type ClientError } from "@canvass/sdk/client";
import type { PreparedPicture } from "./picture-file";

export type PictureOwner = "user" | "team" | "campaign";

type Outcome = { readonly ok: true } | { readonly ok: false; readonly error: ClientError };

const missing = (error: ClientError) => error.kind === "http" && error.status === 404;

export async function uploadPicture(
  client: CanvassClient,
  owner: PictureOwner,
  id: string,
  picture: PreparedPicture,
): Promise<Outcome> {
  const init = {
    params: { path: { id } },
    body: { file: picture.blob },
    bodySerializer: toFormData,
  };
  const result =
    owner === "user"
      ? await client.call("uploadPlayerImageAsset", init)
      : owner === "campaign"
        ? await client.call("replaceCampaignImageAsset", init)
        : picture.format === "svg"
          ? await client.call("uploadTeamSvgImageAsset", init)
          : await client.call("uploadTeamImageAsset", init);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

export async function removePicture(
  client: CanvassClient,
  owner: PictureOwner,
  id: string,
): Promise<Outcome> {
  const init = { params: { path: { id } } };
  const results =
    owner === "user"
      ? [await client.call("deletePlayerImageAsset", init)]
      : owner === "campaign"
        ? [await client.call("deleteCampaignImageAsset", init)]
        : await Promise.all([
            client.call("deleteTeamImageAsset", init),
            client.call("deleteTeamSvgImageAsset", init),
          ]);
  const failed = results.find((result) => !result.ok && !missing(result.error));
  if (failed === undefined || failed.ok) return { ok: true };
  return { ok: false, error: failed.error };
}
