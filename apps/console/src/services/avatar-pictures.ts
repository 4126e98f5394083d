/**
 * Where each kind of avatar comes from (spec §7): a user's `player.png` and a campaign's
 * `campaign.png` on the assets base, a team's picture (PNG or SVG) from the API. Through the SDK
 * client, so the calls are authorised; a 404 means "no picture".
 */
import type { AvatarKind } from "@canvass/machines";
import type { CanvassClient } from "@canvass/sdk/client";
import type { FetchPicture } from "./avatar-store";

export function avatarPictures(client: CanvassClient): FetchPicture {
  return async (kind: AvatarKind, id: string) => {
    const init = { params: { path: { id } }, parseAs: "blob" } as const;
    const result =
      kind === "user"
        ? await client.call("getPlayerImageAsset", init)
        : kind === "team"
          ? await client.call("getTeamPicture", init)
          : await client.call("getCampaignImageAsset", init);
    if (result.ok) return result.data;
    if (result.error.kind === "http" && result.error.status === 404) return null;
    throw result.error;
  };
}
